// The demo catalogue's words in another language: what a translator would have delivered for the categories, the
// materials and the product lines the demo products are made from (demo/catalogue/categories.ts, materials.ts).
// The seed builds each product's translation from these as it builds the English product from the source texts,
// so names, descriptions and paths agree with the English catalogue item by item.

import type { CategoryKey, MaterialKey } from '../../pictures/ranges';

export interface DemoCategoryTexts {
  name: string;
  description: string;
  note: string;
}

export interface DemoMaterialTexts {
  name: string;
  /** How the material reads inside a product name: the line's `{M}`. */
  inName: string;
  description: string;
  composition: string;
  /** The material's colours, in the order of the English list (without "custom colours"). */
  colours: string[];
}

export interface DemoLineTexts {
  /** The line's name with `{M}` where the material goes, as the English one. */
  name: string;
  summary: string;
  /** The size as buyers read it in this language (the English "D45 x H40 cm" written the local way). */
  size: string;
}

export interface DemoLocaleTexts {
  categories: Partial<Record<CategoryKey, DemoCategoryTexts>>;
  materials: Partial<Record<MaterialKey, DemoMaterialTexts>>;
  /** By the English line name (with its `{M}`): lines left out stay untranslated. */
  lines: Readonly<Record<string, DemoLineTexts>>;
  /** The sentences every product description is built from. */
  phrases: {
    /** Closes the short description: `{material}` is the material's name. */
    handmadeFrom: string;
    /** The detail list's labels and the customisation line. */
    materialLabel: string;
    customisationLabel: string;
    customisation: string;
  };
}
