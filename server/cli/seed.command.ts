import type { Command } from './command';

export const seedCommand: Command = {
  name: 'seed',
  summary:
    'fill an empty database with the demo catalogue (or add the copy of pages that have none) and draw its missing pictures (npm start runs it first)',
  role: 'cli',
  async run({ config, logger, db }) {
    // The demo content and the image encoder are loaded by this command alone: the release step and the web
    // process run without them.
    const [{ seedDatabase }, { seedDemoInquiries }, { ensureMedia }, { renderProgress }] = await Promise.all([
      import('../../demo/catalogue/seed'),
      import('../../demo/inbox/demo-inquiries'),
      import('../../demo/pictures/ensure-media'),
      import('../../demo/pictures/render-progress'),
    ]);
    const { seeded, pagesAdded } = await seedDatabase(db);
    if (seeded) {
      const inquiries = await seedDemoInquiries(db);
      logger.info({ inquiries }, 'Seeded the catalogue and a demo inbox');
    } else if (pagesAdded.length > 0) logger.info({ pagesAdded }, 'The database already has content: added the copy of new pages');
    else logger.info('The database already has content: nothing seeded');
    const { created } = await ensureMedia(config.mediaDir, { onProgress: renderProgress((line) => logger.info(line)) });
    logger.info({ created }, 'Images are in place');
  },
};
