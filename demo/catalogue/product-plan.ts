// Which products the demo catalogue has: every category is made in a few materials, and each pairing offers
// several of the category's product lines. The product list and the media catalogue (one photograph per
// product, drawn from its line's shape in its material) both start from this plan.

import { CATEGORY_RANGES } from '../pictures/ranges';
import { CATEGORIES, type CategoryContent, type ProductLine } from './categories';
import { MATERIALS, type MaterialContent } from './materials';

export interface ProductPlan {
  name: string;
  path: string;
  category: CategoryContent;
  material: MaterialContent;
  line: ProductLine;
  /** The first product of its category: the category's picture shows it. */
  firstOfCategory: boolean;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function planProducts(): ProductPlan[] {
  const byPath = new Map(MATERIALS.map((m) => [m.path, m]));
  const plans: ProductPlan[] = [];
  const paths = new Set<string>();
  CATEGORIES.forEach((category, categoryIndex) => {
    CATEGORY_RANGES[category.path].materials.forEach((materialPath, materialIndex) => {
      const material = byPath.get(materialPath);
      if (!material) throw new Error(`No content for material ${materialPath}`);
      const lineCount = (categoryIndex + materialIndex) % 2 === 0 ? 4 : 3;
      for (let k = 0; k < lineCount; k++) {
        const line = category.lines[(materialIndex * 2 + k) % category.lines.length]!;
        const name = line.name.replace('{M}', material.inName);
        let path = slugify(name);
        for (let n = 2; paths.has(path); n++) path = `${slugify(name)}-${n}`;
        paths.add(path);
        plans.push({ name, path, category, material, line, firstOfCategory: materialIndex === 0 && k === 0 });
      }
    });
  });
  return plans;
}

export const PRODUCT_PLANS: readonly ProductPlan[] = planProducts();
