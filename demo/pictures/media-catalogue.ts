// Every picture of the demo catalogue: its key, its natural size, the widths it is published in and its drawing.
// Files live at `${mediaDir}/${key}-${width}.webp` (and `.avif`) and are served at `/media/${key}-${width}.webp`; a
// drawing of flat shapes is published as `${key}.svg` instead of AVIF. The company's logo and its icons are not
// drawn: they are static files of the site (public/brand/), described by BRAND_PICTURES.

import { avifUrlOf, type Picture } from '../../shared/picture';
import { PRODUCT_PLANS } from '../catalogue/product-plan';
import { ABOUT_TOPICS, aboutPicture, MEETING_PHOTO_COUNT, meetingPhoto } from './company-pictures';
import { emptyStatePicture } from './icons';
import { CUSTOMER_LOGOS, customerLogo } from './logos';
import { processPicture, PROCESS_STEP_COUNT } from './process-pictures';
import { QUALITY_CHECK_COUNT, qualityPicture } from './quality-pictures';
import { MATERIAL_KEYS, type CategoryKey, type MaterialKey } from './ranges';
import { SLIDE_COUNT, slidePicture } from './slides';
import { categoryThumb, materialThumb, productPhoto, weaveCloseUp } from './studio-scenes';
import { vietnamMap } from './vietnam-map';

export const MEDIA_URL_PREFIX = '/media/';

/** Where the site's own static pictures are served from (public/brand/ in the sources, copied into the build). */
export const BRAND_URL_PREFIX = '/brand/';

/** A published picture: where it is, its size and widths. */
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

export interface MediaEntry extends Omit<PublishedPicture, 'vector'> {
  /** SVG markup at the natural size. */
  draw: () => string;
}

const PRODUCT_WIDTHS = [320, 640, 960];
const SQUARE_WIDTHS = [320, 640];
const ILLUSTRATION_WIDTHS = [400, 800];

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
  emptyState: 'ui/empty-state',
  slides: Array.from({ length: SLIDE_COUNT }, (_, i) => `slides/slide-${i + 1}`),
  meetingPhotos: Array.from({ length: MEETING_PHOTO_COUNT }, (_, i) => `company/meeting-${i + 1}`),
  about: Object.fromEntries(ABOUT_TOPICS.map((t) => [t, `about/${t}`])) as Record<(typeof ABOUT_TOPICS)[number], string>,
} as const;

function buildCatalogue(): MediaEntry[] {
  const entries: MediaEntry[] = [];
  const add = (key: string, width: number, height: number, widths: number[], draw: () => string) =>
    entries.push({ key, width, height, widths, draw });

  for (const plan of PRODUCT_PLANS) {
    const key = productPhotoKey(plan.path);
    const { shape } = plan.line;
    const material = plan.material.path;
    add(key, 960, 720, PRODUCT_WIDTHS, () => productPhoto({ width: 960, height: 720, shape, material, seed: key }));
    if (plan.firstOfCategory) {
      const category = plan.category.path;
      add(categoryImageKey(category), 640, 640, SQUARE_WIDTHS, () => categoryThumb(shape, material, category, 640));
    }
  }
  for (const material of MATERIAL_KEYS) {
    add(weaveDetailKey(material), 960, 720, PRODUCT_WIDTHS, () => weaveCloseUp(material, 960, 720));
    add(materialImageKey(material), 640, 640, SQUARE_WIDTHS, () => materialThumb(material, 640));
  }
  MEDIA_KEYS.slides.forEach((key, i) => add(key, 1600, 700, [640, 1024, 1600], () => slidePicture(i, 1600, 700)));
  for (const logo of CUSTOMER_LOGOS) add(customerLogoKey(logo.key), 480, 240, [240, 480], () => customerLogo(logo, 480, 240));
  add(MEDIA_KEYS.map, 960, 720, [480, 960], () => vietnamMap(960, 720));
  add(MEDIA_KEYS.emptyState, 640, 480, [320, 640], () => emptyStatePicture(640, 480));
  MEDIA_KEYS.meetingPhotos.forEach((key, i) => add(key, 960, 720, [480, 960], () => meetingPhoto(i, 960, 720)));
  for (const topic of ABOUT_TOPICS) add(MEDIA_KEYS.about[topic], 800, 600, ILLUSTRATION_WIDTHS, () => aboutPicture(topic, 800, 600));
  PROCESS_STEP_KEYS.forEach((key, i) => add(key, 800, 600, ILLUSTRATION_WIDTHS, () => processPicture(i, 800, 600)));
  QUALITY_CHECK_KEYS.forEach((key, i) => add(key, 800, 600, ILLUSTRATION_WIDTHS, () => qualityPicture(i, 800, 600)));

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

export function mediaFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** Every raster variant is written as WebP and, smaller, as AVIF (see Picture.avif). */
export function avifFileName(key: string, width: number): string {
  return avifUrlOf(mediaFileName(key, width));
}

export function vectorFileName(key: string): string {
  return `${key}.svg`;
}

function pictureAt(urlPrefix: string, entry: PublishedPicture, alt: string): Picture {
  const variants = entry.widths.map((width) => ({ width, src: `${urlPrefix}${mediaFileName(entry.key, width)}` }));
  const largest = variants[variants.length - 1]!;
  // A drawing is shown as its SVG; its rasters serve only places that take WebP or JPEG, not AVIF.
  const formats = entry.vector ? { vector: `${urlPrefix}${vectorFileName(entry.key)}` } : { avif: true };
  return { src: largest.src, width: entry.width, height: entry.height, alt, variants, ...formats };
}

/** The Picture of a catalogued image; throws for a key the catalogue does not know. */
export function pictureOf(key: string, alt: string): Picture {
  const entry = BY_KEY.get(key);
  if (!entry) throw new Error(`Unknown media key: ${key}`);
  return pictureAt(MEDIA_URL_PREFIX, entry, alt);
}

/** The Picture of one of the site's own static pictures (BRAND_PICTURES). */
export function brandPictureOf(picture: PublishedPicture, alt: string): Picture {
  return pictureAt(BRAND_URL_PREFIX, picture, alt);
}
