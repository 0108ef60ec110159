// Whether the pictures in a media directory are drawn, answered without loading the drawings or the image
// encoder: the web process asks at start-up, and only the seed command draws (demo/pictures writes the stamp with
// what this module says, so the server never imports the demo content).

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

/** Bump when any drawing changes: files made by an older version are drawn again by the next seed. */
export const MEDIA_VERSION = 2;

/** Written by the seed command once every picture of MEDIA_VERSION is in place. */
export const MEDIA_STAMP_FILE = '.media-version';

export const MEDIA_STAMP = `${MEDIA_VERSION}\n`;

export const PICTURES_MISSING =
  'The pictures are not drawn yet: pages are served without them until the seed command draws them ' +
  '(npm run db:seed, or node dist/server/cli.js seed where only the build is installed)';

/** True when the directory holds a complete drawing of the current version. */
export async function picturesAreDrawn(mediaDir: string): Promise<boolean> {
  const stamp = await fs.readFile(path.join(mediaDir, MEDIA_STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() === String(MEDIA_VERSION);
}

/** Says once, at start-up, that pages go without pictures and which command draws them. */
export async function warnIfPicturesMissing(mediaDir: string, logger: Logger): Promise<void> {
  if (!(await picturesAreDrawn(mediaDir))) logger.warn({ mediaDir }, PICTURES_MISSING);
}
