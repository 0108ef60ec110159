// Every picture of the demo catalogue: its key, its natural size and its drawing. The seed makes each one as the
// picture library makes an upload (demo-library.ts) and adds it to the library, where editors manage it like their
// own. The company's logo and its icons are not drawn: they are static files of the site (public/brand/),
// described by BRAND_PICTURES, published at `${key}-${width}.webp` (and `.avif`, or `${key}.svg` for a drawing).

import { avifUrlOf, type Picture } from '../../shared/picture';
import { MATERIALS } from '../catalogue/materials';
import { PRODUCT_PLANS } from '../catalogue/product-plan';
import { ABOUT_TOPICS, aboutPicture, MEETING_PHOTO_COUNT, meetingPhoto } from './company-pictures';
import { CUSTOMER_LOGOS, customerLogo } from './logos';
import { salesPortrait } from './portrait';
import { processPicture, PROCESS_STEP_COUNT } from './process-pictures';
import { QUALITY_CHECK_COUNT, qualityPicture } from './quality-pictures';
import { MATERIAL_KEYS, type CategoryKey, type MaterialKey } from './ranges';
import { SLIDE_COUNT, slidePicture } from './slides';
import { categoryThumb, materialThumb, productPhoto, weaveCloseUp } from './studio-scenes';
import { vietnamMap } from './vietnam-map';

/** Where the site's own static pictures are served from (public/brand/ in the sources, copied into the build). */
export const BRAND_URL_PREFIX = '/brand/';

/** A brand picture: where it is, its size and widths. */
interface PublishedPicture {
  key: string;
  width: number;
  height: number;
  /** Published widths, narrowest first; the last one is the natural width. */
  widths: number[];
  /**
   * Also published as the SVG itself: a drawing of flat shapes and strokes weighs a tenth of its smallest raster
   * and stays sharp at every size. The rasters remain for places that take no SVG (social previews).
   */
  vector?: boolean;
}

export interface MediaEntry {
  key: string;
  width: number;
  height: number;
  /** SVG markup at the natural size. */
  draw: () => string;
  /** The library's alt text, when not that of the picture's first use (a picture shown by many products). */
  alt?: string;
}

/** A product's own photograph, by the product's path. */
export const productPhotoKey = (productPath: string) => `products/${productPath}`;
/** A macro of a material's weave: the one picture products of the same material share. */
export const weaveDetailKey = (material: MaterialKey) => `weaves/${material}`;
export const categoryImageKey = (category: CategoryKey) => `categories/${category}`;
export const materialImageKey = (material: MaterialKey) => `materials/${material}`;
export const customerLogoKey = (customer: string) => `customers/${customer}`;

export const PROCESS_STEP_KEYS = [
  'raw-materials',
  'materials-processing',
  'shaping',
  'weaving',
  'cleaning',
  'gluing',
  'drying',
  'finishing',
  'packing',
  'warehouse',
  'exporting',
].map((step) => `process/${step}`);

export const QUALITY_CHECK_KEYS = [
  'general-product-check',
  'function-check',
  'dimension-check',
  'moisture-check',
  'barcode-qr-check',
  'carton-drop-test',
  'adhesive-tape-test',
  'color-fastness-test',
].map((check) => `quality/${check}`);

const BADGE_ICONS = [
  'globe-export',
  'various-products',
  'reasonable-price',
  'strong-customization',
  'quality-control',
  'natural-materials',
] as const;
const WHY_ICONS = ['price', 'quality', 'reliability'] as const;

export type BadgeIcon = (typeof BADGE_ICONS)[number];
export type WhyIcon = (typeof WHY_ICONS)[number];

const icon = (key: string): PublishedPicture => ({ key, width: 256, height: 256, widths: [128, 256] });

/** The company's logo (a drawing, so also an SVG) and the icons of the selling points: files in public/brand/. */
export const BRAND_PICTURES = {
  logo: { key: 'logo', width: 900, height: 240, widths: [450, 900], vector: true },
  badge: (name: BadgeIcon) => icon(`badges/${name}`),
  why: (name: WhyIcon) => icon(`why/${name}`),
} as const satisfies Record<string, PublishedPicture | ((name: never) => PublishedPicture)>;

/** Every file of BRAND_PICTURES, relative to public/brand/ (a test checks each is there). */
export function brandFiles(): string[] {
  const pictures = [BRAND_PICTURES.logo, ...BADGE_ICONS.map(BRAND_PICTURES.badge), ...WHY_ICONS.map(BRAND_PICTURES.why)];
  return pictures.flatMap((picture) => [
    ...picture.widths.flatMap((width) => [
      mediaFileName(picture.key, width),
      ...(picture.vector ? [] : [avifFileName(picture.key, width)]),
    ]),
    ...(picture.vector ? [vectorFileName(picture.key)] : []),
  ]);
}

export const MEDIA_KEYS = {
  map: 'company/map',
  salesContact: 'company/sales-contact',
  slides: Array.from({ length: SLIDE_COUNT }, (_, i) => `slides/slide-${i + 1}`),
  meetingPhotos: Array.from({ length: MEETING_PHOTO_COUNT }, (_, i) => `company/meeting-${i + 1}`),
  about: Object.fromEntries(ABOUT_TOPICS.map((t) => [t, `about/${t}`])) as Record<(typeof ABOUT_TOPICS)[number], string>,
} as const;

function buildCatalogue(): MediaEntry[] {
  const entries: MediaEntry[] = [];
  const add = (key: string, width: number, height: number, draw: () => string, alt?: string) =>
    entries.push({ key, width, height, draw, ...(alt ? { alt } : {}) });

  for (const plan of PRODUCT_PLANS) {
    const key = productPhotoKey(plan.path);
    const { shape } = plan.line;
    const material = plan.material.path;
    add(key, 960, 720, () => productPhoto({ width: 960, height: 720, shape, material, seed: key }));
    if (plan.firstOfCategory) {
      const category = plan.category.path;
      add(categoryImageKey(category), 640, 640, () => categoryThumb(shape, material, category, 640));
    }
  }
  for (const material of MATERIAL_KEYS) {
    // Shown by every product of the material: described as the weave, not as the first of them.
    const name = MATERIALS.find((m) => m.path === material)?.name ?? material;
    add(weaveDetailKey(material), 960, 720, () => weaveCloseUp(material, 960, 720), `Close-up of the ${name.toLowerCase()} weave`);
    add(materialImageKey(material), 640, 640, () => materialThumb(material, 640));
  }
  MEDIA_KEYS.slides.forEach((key, i) => add(key, 1600, 700, () => slidePicture(i, 1600, 700)));
  for (const logo of CUSTOMER_LOGOS) add(customerLogoKey(logo.key), 480, 240, () => customerLogo(logo, 480, 240));
  add(MEDIA_KEYS.map, 960, 720, () => vietnamMap(960, 720));
  add(MEDIA_KEYS.salesContact, 640, 640, () => salesPortrait(640));
  MEDIA_KEYS.meetingPhotos.forEach((key, i) => add(key, 960, 720, () => meetingPhoto(i, 960, 720)));
  for (const topic of ABOUT_TOPICS) add(MEDIA_KEYS.about[topic], 800, 600, () => aboutPicture(topic, 800, 600));
  PROCESS_STEP_KEYS.forEach((key, i) => add(key, 800, 600, () => processPicture(i, 800, 600)));
  QUALITY_CHECK_KEYS.forEach((key, i) => add(key, 800, 600, () => qualityPicture(i, 800, 600)));

  if (PROCESS_STEP_KEYS.length !== PROCESS_STEP_COUNT || QUALITY_CHECK_KEYS.length !== QUALITY_CHECK_COUNT) {
    throw new Error('Process or quality picture list out of step with its drawings');
  }
  return entries;
}

export const MEDIA_CATALOGUE: readonly MediaEntry[] = buildCatalogue();

const BY_KEY = new Map(MEDIA_CATALOGUE.map((entry) => [entry.key, entry]));

export function mediaEntry(key: string): MediaEntry | undefined {
  return BY_KEY.get(key);
}

/** A brand picture's file name at one width: `${key}-${width}.webp`, and `.avif` beside it. */
function mediaFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** Every raster variant is written as WebP and, smaller, as AVIF (see Picture.avif). */
function avifFileName(key: string, width: number): string {
  return avifUrlOf(mediaFileName(key, width));
}

function vectorFileName(key: string): string {
  return `${key}.svg`;
}

/** The demo's reference to a catalogued picture, which the seed swaps for the picture library's item. */
export const DEMO_PICTURE_SRC = 'demo-picture:';

/** The catalogue key a demo reference names (undefined for any other address). */
export const demoPictureKey = (src: string): string | undefined =>
  src.startsWith(DEMO_PICTURE_SRC) ? src.slice(DEMO_PICTURE_SRC.length) : undefined;

/**
 * A catalogued picture as the demo's content names it, with the alt text of this use: the seed adds the picture to
 * the library and writes the library's Picture in its place. Throws for a key the catalogue does not know.
 */
export function pictureOf(key: string, alt: string): Picture {
  const entry = BY_KEY.get(key);
  if (!entry) throw new Error(`Unknown media key: ${key}`);
  return { src: `${DEMO_PICTURE_SRC}${key}`, width: entry.width, height: entry.height, alt, variants: [] };
}

/** The Picture of one of the site's own static pictures (BRAND_PICTURES), served from public/brand/. */
export function brandPictureOf(picture: PublishedPicture, alt: string): Picture {
  const variants = picture.widths.map((width) => ({ width, src: `${BRAND_URL_PREFIX}${mediaFileName(picture.key, width)}` }));
  const largest = variants[variants.length - 1]!;
  // A drawing is shown as its SVG; its rasters serve only places that take WebP or JPEG, not AVIF.
  const formats = picture.vector ? { vector: `${BRAND_URL_PREFIX}${vectorFileName(picture.key)}` } : { avif: true };
  return { src: largest.src, width: picture.width, height: picture.height, alt, variants, ...formats };
}
