// Whether the pictures in a media directory are drawn, answered without loading the drawings or the image
// encoder: the web process asks at start-up, and only the seed command draws.

import fs from 'node:fs/promises';
import path from 'node:path';

/** Bump when any drawing changes: files made by an older version are drawn again by the next seed. */
export const MEDIA_VERSION = 1;

/** Written by ensureMedia once every picture of MEDIA_VERSION is in place. */
export const MEDIA_STAMP_FILE = '.media-version';

export const MEDIA_STAMP = `${MEDIA_VERSION}\n`;

/** True when the directory holds a complete drawing of the current version. */
export async function picturesAreDrawn(mediaDir: string): Promise<boolean> {
  const stamp = await fs.readFile(path.join(mediaDir, MEDIA_STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() === String(MEDIA_VERSION);
}
