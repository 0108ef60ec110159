// Product and workshop videos shown when the video platform cannot be asked.

import type { Insertable } from 'kysely';
import type { VideoTable } from '../../server/db/database';
import { dateBetween, seededRandom } from './random';

const TITLES = [
  'How a seagrass belly basket is woven by hand',
  'Water hyacinth storage boxes: from river to warehouse',
  'Rattan pendant lamp shades, light through the weave',
  'Inside our Ninh Binh weaving workshop',
  'Bamboo trays: splitting, weaving and lacquering',
  'Jute poufs and footstools, made to order',
  'Paper rope pet beds and cat caves',
  'Kaisa grass wall decor plates in three sizes',
  'Quality control before shipment: drop test and moisture check',
  'Loading a forty-foot container at Hai Phong port',
  'Palm leaf bags for the summer season',
  'Christmas decor collection: woven trees and stars',
  'Cattail and rush laundry hampers with cotton liners',
  'Sample room tour: new collection',
];

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function videos(): Insertable<VideoTable>[] {
  const random = seededRandom(1991);
  const ids = new Set<string>();
  const rows = TITLES.map((title) => {
    let id = '';
    do id = Array.from({ length: 11 }, () => ID_CHARS[random.int(0, 61)]).join('');
    while (ids.has(id));
    ids.add(id);
    return { video_id: id, title, published_at: dateBetween(random, '2025-01-05T00:00:00Z', '2026-10-25T00:00:00Z') };
  });
  return rows.sort((a, b) => a.published_at.localeCompare(b.published_at));
}
