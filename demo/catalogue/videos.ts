// Product and workshop videos shown when the video platform cannot be asked.

import type { Insertable } from 'kysely';
import type { VideoTable } from '../../server/db/database';
import { pictureOf, productPhotoKey } from '../pictures/media-catalogue';
import { dateBetween, seededRandom } from './random';

/** Each video with the picture its poster shows: a step of the making, a check or a product it is about. */
const VIDEOS: readonly { title: string; poster: string }[] = [
  { title: 'How a seagrass belly basket is woven by hand', poster: 'process/weaving' },
  { title: 'Water hyacinth storage boxes: from river to warehouse', poster: 'process/raw-materials' },
  { title: 'Rattan pendant lamp shades, light through the weave', poster: productPhotoKey('dome-rattan-pendant-lamp-shade') },
  { title: 'Inside our Ninh Binh weaving workshop', poster: 'process/shaping' },
  { title: 'Bamboo trays: splitting, weaving and lacquering', poster: 'process/materials-processing' },
  { title: 'Jute poufs and footstools, made to order', poster: 'process/finishing' },
  { title: 'Paper rope pet beds and cat caves', poster: 'process/gluing' },
  { title: 'Kaisa grass wall decor plates in three sizes', poster: 'process/drying' },
  { title: 'Quality control before shipment: drop test and moisture check', poster: 'quality/carton-drop-test' },
  { title: 'Loading a forty-foot container at Hai Phong port', poster: 'process/exporting' },
  { title: 'Palm leaf bags for the summer season', poster: 'process/cleaning' },
  { title: 'Christmas decor collection: woven trees and stars', poster: 'quality/general-product-check' },
  { title: 'Cattail and rush laundry hampers with cotton liners', poster: 'process/warehouse' },
  { title: 'Sample room tour: new collection', poster: 'company/meeting-1' },
];

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function videos(): Insertable<VideoTable>[] {
  const random = seededRandom(1991);
  const ids = new Set<string>();
  const rows = VIDEOS.map(({ title, poster }) => {
    let id = '';
    do id = Array.from({ length: 11 }, () => ID_CHARS[random.int(0, 61)]).join('');
    while (ids.has(id));
    ids.add(id);
    return {
      video_id: id,
      title,
      published_at: dateBetween(random, '2025-01-05T00:00:00Z', '2026-10-25T00:00:00Z'),
      poster: JSON.stringify(pictureOf(poster, title)),
    };
  });
  return rows.sort((a, b) => a.published_at.localeCompare(b.published_at));
}
