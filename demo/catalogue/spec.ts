// What a sales person would enter for each demo product's spec table beyond its carton: the size as buyers read it,
// the customs code, the minimum order and the lead times.

import type { CategoryKey } from '../pictures/ranges';
import type { MaterialContent } from './materials';

export interface DemoSpec {
  size: string;
  hsCode: string;
  /** Null: the company's minimum order. */
  moqPieces: number | null;
  sampleLeadDays: number;
  productionLeadDays: number;
}

/**
 * The line's size as a spec sheet writes it: "D45 x H40 cm" → "Ø 45 × H 40 cm"; a set says so first
 * ("Set of 3: Ø 40 × H 35 / …").
 */
export function sizeAsBuyersRead(size: string, name: string): string {
  const written = size
    .replace(/\bD(\d)/g, 'Ø $1')
    .replace(/\b([LWH])(\d)/g, '$1 $2')
    .replace(/ x /g, ' × ');
  const set = /^Set of (\d+)/.exec(name)?.[1];
  return set ? `Set of ${set}: ${written}` : written;
}

type Fibre = 'bamboo' | 'rattan' | 'vegetable' | 'paper';

/** What customs class the material as: paper rope and paper loom are not vegetable plaiting materials. */
function fibreOf(material: MaterialContent['path']): Fibre {
  if (material === 'bamboo') return 'bamboo';
  if (material === 'rattan') return 'rattan';
  if (material === 'paper-rope' || material === 'wicker') return 'paper';
  return 'vegetable';
}

/**
 * The HS code customs would file the product under: basketwork (4602) and mats (4601) by fibre, and the categories
 * that are classed by what they are rather than what they are made of (seats, tables, lamp shades, handbags,
 * Christmas articles).
 */
export function hsCodeOf(category: CategoryKey, material: MaterialContent['path'], name: string): string {
  const fibre = fibreOf(material);
  const byFibre = (codes: Record<Fibre, string>) => codes[fibre];
  switch (category) {
    case 'placemats-coasters':
      return byFibre({ bamboo: '4601.92', rattan: '4601.93', vegetable: '4601.94', paper: '4601.99' });
    case 'poufs-furniture':
      return /Table/.test(name)
        ? byFibre({ bamboo: '9403.82', rattan: '9403.83', vegetable: '9403.89', paper: '9403.89' })
        : byFibre({ bamboo: '9401.52', rattan: '9401.53', vegetable: '9401.59', paper: '9401.59' });
    case 'lamp-shades':
      return '9405.99';
    case 'bags':
      return '4202.29';
    case 'christmas-decor':
      return '9505.10';
    default:
      return byFibre({ bamboo: '4602.11', rattan: '4602.12', vegetable: '4602.19', paper: '4602.90' });
  }
}

/** Small pieces are made and packed by the hundred; furniture is built to order. */
const MOQ_BY_CATEGORY: Partial<Record<CategoryKey, number>> = {
  'placemats-coasters': 300,
  'christmas-decor': 300,
  'poufs-furniture': 50,
};

/** Days to a production run ready to load: furniture and lamp shades on frames take longest. */
const PRODUCTION_DAYS: Partial<Record<CategoryKey, number>> = {
  'poufs-furniture': 60,
  'lamp-shades': 50,
  'christmas-decor': 40,
  'placemats-coasters': 35,
};

export function demoSpecOf(plan: {
  name: string;
  category: { path: CategoryKey };
  material: { path: MaterialContent['path'] };
  line: { size: string };
}): DemoSpec {
  const category = plan.category.path;
  return {
    size: sizeAsBuyersRead(plan.line.size, plan.name),
    hsCode: hsCodeOf(category, plan.material.path, plan.name),
    moqPieces: MOQ_BY_CATEGORY[category] ?? null,
    sampleLeadDays: category === 'poufs-furniture' ? 14 : 10,
    productionLeadDays: PRODUCTION_DAYS[category] ?? 45,
  };
}
