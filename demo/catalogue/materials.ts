// The natural fibres the company weaves. Paths are the material keys of the media catalogue.

import type { MaterialKey } from '../pictures/ranges';

export interface MaterialContent {
  path: MaterialKey;
  name: string;
  /** How the material reads inside a product name ('Water Hyacinth Storage Box'). */
  inName: string;
  description: string;
  /** What the product is made of, as written in a product's detail list. */
  composition: string;
  colours: string;
}

export const MATERIALS: MaterialContent[] = [
  {
    path: 'rattan',
    name: 'Rattan',
    inName: 'Rattan',
    description:
      'A strong, flexible climbing palm, split into cane and core and woven into lamp shades, trays, furniture and sturdy baskets that last for years.',
    composition: 'Rattan core and rattan cane',
    colours: 'natural honey, dark brown, white wash',
  },
  {
    path: 'seagrass',
    name: 'Seagrass',
    inName: 'Seagrass',
    description:
      'Grown in the brackish river deltas of northern Vietnam, dried in the sun and twisted by hand into a tough, slightly glossy rope with a fresh green-beige tone.',
    composition: 'Hand-twisted seagrass rope',
    colours: 'natural, natural with black rim, white-painted top band',
  },
  {
    path: 'water-hyacinth',
    name: 'Water Hyacinth',
    inName: 'Water Hyacinth',
    description:
      'Stems harvested from rivers and ponds, sun-dried for weeks and braided into soft, chunky ropes with a warm grey-brown colour.',
    composition: 'Braided water hyacinth',
    colours: 'natural, grey wash, black-brown',
  },
  {
    path: 'bamboo',
    name: 'Bamboo',
    inName: 'Bamboo',
    description:
      'Fast-growing bamboo split into thin, even strips, woven or bent into light and remarkably strong pieces with a straw-yellow sheen.',
    composition: 'Split bamboo strips',
    colours: 'natural, light walnut, black',
  },
  {
    path: 'jute',
    name: 'Jute',
    inName: 'Jute',
    description: 'Golden jute fibre spun and braided into thick rope, giving poufs, placemats and planters a relaxed, textured look.',
    composition: 'Braided jute rope',
    colours: 'natural, bleached, natural with white stripe',
  },
  {
    path: 'rush',
    name: 'Rush',
    inName: 'Rush',
    description: 'Smooth rush grass woven in herringbone and twill patterns for a clean, even surface on boxes, hampers and table linen.',
    composition: 'Woven rush grass',
    colours: 'natural, natural with dark trim',
  },
  {
    path: 'palm-leaf',
    name: 'Palm Leaf',
    inName: 'Palm Leaf',
    description: 'Pale palm leaves cut into ribbons and plaited into light bags, lamp shades and placemats with an airy, summery feel.',
    composition: 'Plaited palm leaf',
    colours: 'natural cream, natural with black stripe',
  },
  {
    path: 'banana-bark',
    name: 'Banana Bark',
    inName: 'Banana Bark',
    description:
      'Fibre peeled from the trunk of the banana plant, with natural shading from cream to deep brown that makes every piece unique.',
    composition: 'Banana bark fibre',
    colours: 'natural brown, light natural',
  },
  {
    path: 'cattail',
    name: 'Cattail',
    inName: 'Cattail',
    description: 'The long, soft leaves of the cattail reed, braided into pliable ropes for hampers, planters and pet beds.',
    composition: 'Braided cattail leaf',
    colours: 'natural, natural with grey stripe',
  },
  {
    path: 'kaisa-grass',
    name: 'Kaisa Grass',
    inName: 'Kaisa Grass',
    description: 'A fine golden grass twisted into slim cords, giving a tight, elegant coil for baskets, trays and wall decor.',
    composition: 'Twisted kaisa grass cord',
    colours: 'natural gold, natural with black pattern',
  },
  {
    path: 'paper-rope',
    name: 'Paper Rope',
    inName: 'Paper Rope',
    description:
      'Strong twisted kraft-paper rope: easy to dye, easy to keep clean and perfectly even, for storage, pet beds and seasonal decor.',
    composition: 'Twisted kraft paper rope',
    colours: 'natural, white, grey, black, custom colours',
  },
  {
    path: 'wicker',
    name: 'Loom Wicker',
    inName: 'Loom',
    description:
      'Paper-wrapped wire woven on a loom into a fine, even fabric and painted by hand: the classic look for chairs, hampers and wall decor.',
    composition: 'Paper-wrapped wire (loom) on a wooden frame',
    colours: 'off-white, sage, dove grey, black',
  },
];
