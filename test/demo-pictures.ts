import path from 'node:path';
import { type DemoPictures, prepareDemoPictures } from '../demo/pictures/demo-library';

/** Where the demo's pictures are made: data/media, kept between runs like the running site's. */
export const demoPicturesDir = () => process.env.TEST_MEDIA_DIR ?? path.resolve('data/media');

let prepared: Promise<DemoPictures> | undefined;

/** The demo's pictures, as the run's global setup made them (only read here: nothing is left to make). */
export function demoPictures(): Promise<DemoPictures> {
  prepared ??= prepareDemoPictures(demoPicturesDir());
  return prepared;
}
