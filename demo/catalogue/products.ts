// Builds the product list: every category is made in a few materials, and each pairing offers several of
// the category's product lines. Pictures come from the media catalogue's photograph of that pairing.

import type { Picture } from '../../shared/picture';
import { categoryImageKey, pictureOf, productPhotoKey, weaveDetailKey } from '../pictures/media-catalogue';
import { CATEGORY_RANGES, type CategoryKey } from '../pictures/ranges';
import { CATEGORIES, type CategoryContent } from './categories';
import { MATERIALS, type MaterialContent } from './materials';
import { seededRandom } from './random';

export interface SeedProduct {
  name: string;
  path: string;
  description: string;
  detail: string;
  category: CategoryKey;
  material: MaterialContent['path'];
  gallery: Picture[];
  thumbnail: Picture | null;
  featured: boolean;
  createdAt: string;
}

export const MOQ = '100 pieces per colour per item';

/** Product dates run over these two years, so sorting by newest is meaningful. */
const FIRST_DAY = Date.UTC(2024, 10, 1);
const LAST_DAY = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function describe(line: CategoryContent['lines'][number], material: MaterialContent, category: CategoryContent) {
  const composition = category.frame ? `${material.composition}, ${category.frame}` : material.composition;
  const description = `<p>${escapeHtml(line.summary)} Handmade from ${escapeHtml(material.name.toLowerCase())} in Vietnam.</p>`;
  const detail =
    `<p>${escapeHtml(line.summary)} ${escapeHtml(material.description)} ${escapeHtml(category.note)}</p>` +
    '<ul>' +
    `<li><strong>Size:</strong> ${escapeHtml(line.size)}</li>` +
    `<li><strong>Material:</strong> ${escapeHtml(composition)}</li>` +
    `<li><strong>Colour options:</strong> ${escapeHtml(material.colours)}</li>` +
    `<li><strong>Packing:</strong> ${escapeHtml(line.packing)}</li>` +
    `<li><strong>MOQ:</strong> ${MOQ}</li>` +
    '<li><strong>Customisation:</strong> size, colour, handles and labels on request</li>' +
    '</ul>';
  return { description, detail };
}

/** Pictures of a product: its photograph, a close-up of the weave, and sometimes pieces from the same range. */
function galleryOf(name: string, category: CategoryContent, material: MaterialContent, extra: number): Picture[] {
  const gallery = [
    pictureOf(productPhotoKey(category.path, material.path), name),
    pictureOf(weaveDetailKey(material.path), `${name} – close-up of the ${material.name.toLowerCase()} weave`),
  ];
  const siblings = CATEGORIES.filter(
    (other) => other.path !== category.path && (CATEGORY_RANGES[other.path].materials as readonly string[]).includes(material.path),
  );
  for (const sibling of siblings.slice(0, extra)) {
    gallery.push(
      pictureOf(
        productPhotoKey(sibling.path, material.path),
        `${name} – shown with a matching ${sibling.singular} from our ${material.name.toLowerCase()} range`,
      ),
    );
  }
  return gallery;
}

export function buildProducts(): SeedProduct[] {
  const random = seededRandom(20241101);
  const byPath = new Map(MATERIALS.map((m) => [m.path, m]));
  const products: Omit<SeedProduct, 'createdAt'>[] = [];
  const paths = new Set<string>();

  CATEGORIES.forEach((category, categoryIndex) => {
    const materials = CATEGORY_RANGES[category.path].materials;
    let inCategory = 0;
    materials.forEach((materialPath, materialIndex) => {
      const material = byPath.get(materialPath);
      if (!material) throw new Error(`No content for material ${materialPath}`);
      const lineCount = (categoryIndex + materialIndex) % 2 === 0 ? 4 : 3;
      for (let k = 0; k < lineCount; k++) {
        const line = category.lines[(materialIndex * 2 + k) % category.lines.length]!;
        const name = line.name.replace('{M}', material.inName);
        let path = slugify(name);
        for (let n = 2; paths.has(path); n++) path = `${slugify(name)}-${n}`;
        paths.add(path);
        const roll = random.next();
        const extra = roll < 0.45 ? 0 : roll < 0.8 ? 1 : 2;
        const gallery = galleryOf(name, category, material, extra);
        // The category picture shows the first material's product: a square thumbnail for its first line.
        const thumbnail = materialIndex === 0 && k === 0 ? pictureOf(categoryImageKey(category.path), name) : null;
        products.push({
          name,
          path,
          ...describe(line, material, category),
          category: category.path,
          material: material.path,
          gallery,
          thumbnail,
          // About thirty featured products: two or three in every category.
          featured: inCategory % 6 === 1 && (inCategory < 12 || categoryIndex % 2 === 0),
        });
        inCategory++;
      }
    });
  });

  // Spread creation dates evenly over two years in a shuffled order, so newest-first mixes categories.
  const order = random.shuffle(products.map((_, i) => i));
  const step = (LAST_DAY - FIRST_DAY) / products.length;
  const dates = new Array<string>(products.length);
  order.forEach((productIndex, rank) => {
    const day = FIRST_DAY + Math.floor((rank * step) / DAY_MS) * DAY_MS;
    const at = day + random.int(8, 17) * 3_600_000 + random.int(0, 59) * 60_000;
    dates[productIndex] = new Date(at).toISOString();
  });
  return products.map((p, i) => ({ ...p, createdAt: dates[i]! }));
}
