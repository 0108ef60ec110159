// Builds the product list from the product plan: names, descriptions, pictures, featured products and dates.

import type { Picture } from '../../shared/picture';
import { categoryImageKey, pictureOf, productPhotoKey, weaveDetailKey } from '../pictures/media-catalogue';
import type { CategoryKey } from '../pictures/ranges';
import { CATEGORIES, type CategoryContent } from './categories';
import type { MaterialContent } from './materials';
import { cartonOf, type CartonPacking } from './packing';
import { PRODUCT_PLANS, type ProductPlan } from './product-plan';
import { seededRandom } from './random';
import { type DemoSpec, demoSpecOf } from './spec';

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
  /** The colours the line is offered in: its material's, but "custom colours", which is not a colour. */
  colours: string[];
  carton: CartonPacking;
  spec: DemoSpec;
  createdAt: string;
}

/** Product dates run over these two years, so sorting by newest is meaningful. */
const FIRST_DAY = Date.UTC(2024, 10, 1);
const LAST_DAY = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function describe(line: CategoryContent['lines'][number], material: MaterialContent, category: CategoryContent) {
  const composition = category.frame ? `${material.composition}, ${category.frame}` : material.composition;
  const description = `<p>${escapeHtml(line.summary)} Handmade from ${escapeHtml(material.name.toLowerCase())} in Vietnam.</p>`;
  const detail =
    `<p>${escapeHtml(line.summary)} ${escapeHtml(material.description)} ${escapeHtml(category.note)}</p>` +
    // Size, colours, packing and minimum order are the spec table's, under the details: not said twice.
    '<ul>' +
    `<li><strong>Material:</strong> ${escapeHtml(composition)}</li>` +
    '<li><strong>Customisation:</strong> size, colour, handles and labels on request</li>' +
    '</ul>';
  return { description, detail };
}

/**
 * Pictures of a product: its own photograph, then a close-up of its material's weave (the fibre, not another
 * product). No product shows another product's picture.
 */
function galleryOf(plan: ProductPlan): Picture[] {
  return [
    pictureOf(productPhotoKey(plan.path), plan.name),
    pictureOf(weaveDetailKey(plan.material.path), `${plan.name} – close-up of the ${plan.material.name.toLowerCase()} weave`),
  ];
}

export function buildProducts(): SeedProduct[] {
  const random = seededRandom(20241101);
  const inCategory = new Map<string, number>();
  const products: Omit<SeedProduct, 'createdAt'>[] = PRODUCT_PLANS.map((plan) => {
    const { category, material } = plan;
    const rank = inCategory.get(category.path) ?? 0;
    inCategory.set(category.path, rank + 1);
    const categoryIndex = CATEGORIES.indexOf(category);
    return {
      name: plan.name,
      path: plan.path,
      ...describe(plan.line, material, category),
      category: category.path,
      material: material.path,
      gallery: galleryOf(plan),
      colours: material.colours.split(', ').filter((colour) => colour !== 'custom colours'),
      carton: cartonOf(plan.line),
      spec: demoSpecOf(plan),
      // The category's picture shows its first product: that product's square thumbnail.
      thumbnail: plan.firstOfCategory ? pictureOf(categoryImageKey(category.path), plan.name) : null,
      // About thirty featured products: two or three in every category.
      featured: rank % 6 === 1 && (rank < 12 || categoryIndex % 2 === 0),
    };
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
