import type { Command } from './command';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'fill an empty database with the demo catalogue and draw its missing pictures (npm start runs it first)',
  role: 'cli',
  async run({ config, logger, db }) {
    // The demo content and the image encoder are loaded by this command alone: the release step and the web
    // process run without them.
    const [{ seedDatabase }, { ensureMedia }, { renderProgress }] = await Promise.all([
      import('../../demo/catalogue/seed'),
      import('../../demo/pictures/ensure-media'),
      import('../../demo/pictures/render-progress'),
    ]);
    const { seeded } = await seedDatabase(db);
    logger.info(seeded ? 'Seeded the catalogue' : 'The database already has content: nothing seeded');
    const { created } = await ensureMedia(config.mediaDir, { onProgress: renderProgress((line) => logger.info(line)) });
    logger.info({ created }, 'Images are in place');
  },
};
