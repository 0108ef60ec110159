import { mediaStoreOf } from '../features/media/media-store';
import type { Command } from './command';

export const seedCommand: Command = {
  name: 'seed',
  summary:
    'fill an empty database with the demo catalogue and its pictures (or add the copy of pages that have none), making the pictures first when they are not made yet (npm start runs it first)',
  role: 'cli',
  async run({ config, logger, db }) {
    // The demo content and the image encoder are loaded by this command alone: the release step and the web
    // process run without them.
    const [{ seedDatabase }, { seedDemoInquiries }, { prepareDemoPictures }, { renderProgress }] = await Promise.all([
      import('../../demo/catalogue/seed'),
      import('../../demo/inbox/demo-inquiries'),
      import('../../demo/pictures/demo-library'),
      import('../../demo/pictures/render-progress'),
    ]);
    const pictures = await prepareDemoPictures(config.mediaDir, { onProgress: renderProgress((line) => logger.info(line)) });
    logger.info({ made: pictures.made, pictures: pictures.byKey.size }, 'The demo pictures are made');
    const { seeded, pagesAdded } = await seedDatabase(db, pictures, mediaStoreOf(db, config.media));
    if (seeded) {
      const inquiries = await seedDemoInquiries(db);
      logger.info({ inquiries }, 'Seeded the catalogue, its pictures and a demo inbox');
    } else if (pagesAdded.length > 0) logger.info({ pagesAdded }, 'The database already has content: added the copy of new pages');
    else logger.info('The database already has content: nothing seeded');
  },
};
