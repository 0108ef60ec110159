/** The longest alt text, the library's and an item's own alike. */
export const ALT_MAX = 300;

/** A raster image with every width it exists in, so pages can offer `srcset` and reserve its box. */
export interface Picture {
  /** URL of the largest variant. */
  src: string;
  /** Intrinsic size of `src`; smaller variants keep the same ratio. */
  width: number;
  height: number;
  /**
   * What pages show as its alt text. For a library picture it is read from the library when pages read the item
   * (unless `ownAlt` is set), so that a change in Pictures reaches every page; the copy kept here is the fallback.
   */
  alt: string;
  /** The alt text this item gives the picture instead of the library's ("Alt text on this page"); absent: the library's. */
  ownAlt?: string;
  /** Every variant, narrowest first (the last one is `src`). */
  variants: { width: number; src: string }[];
  /** URL of the same picture as SVG, when it is a drawing: pages show it instead of the variants. */
  vector?: string;
  /**
   * Every variant also exists as AVIF, at its URL with `.avif` for `.webp`: about half the bytes, for the browsers
   * that read it (the others take the WebP).
   */
  avif?: boolean;
  /** The picture library's item it was chosen from (the back office's Pictures screen). */
  mediaId?: number;
  /**
   * Where the subject is, from the left and the top (0..1): a page that crops the picture (`object-fit: cover`)
   * keeps this point in view. Absent: the centre.
   */
  focus?: { x: number; y: number };
  /** The focal point as CSS `object-position` ('30% 20%'), when it is not the centre: pages apply it as it is. */
  position?: string;
}

/** The CSS `object-position` of a focal point, for the picture's `position` (written by the server, once). */
export function objectPositionOf(focus: { x: number; y: number }): string | undefined {
  const percent = (n: number) => `${Math.round(Math.min(1, Math.max(0, n)) * 1000) / 10}%`;
  const position = `${percent(focus.x)} ${percent(focus.y)}`;
  return position === '50% 50%' ? undefined : position;
}

export const AVIF_TYPE = 'image/avif';

export function srcSetOf(picture: Picture): string {
  return picture.variants.map((v) => `${v.src} ${v.width}w`).join(', ');
}

export function avifUrlOf(webpUrl: string): string {
  return webpUrl.replace(/\.webp$/, '.avif');
}

/** The `srcset` of the AVIF variants; undefined when the picture has none. */
export function avifSrcSetOf(picture: Picture): string | undefined {
  if (!picture.avif) return undefined;
  return picture.variants.map((v) => `${avifUrlOf(v.src)} ${v.width}w`).join(', ');
}

/** The alt text pages show: the item's own, else the library's, else what the item kept (never empty while that is not). */
export function shownAlt(picture: Pick<Picture, 'alt' | 'ownAlt'>, libraryAlt?: string): string {
  return picture.ownAlt?.trim() || libraryAlt?.trim() || picture.alt;
}
