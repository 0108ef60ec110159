/** A raster image with every width it exists in, so pages can offer `srcset` and reserve its box. */
export interface Picture {
  /** URL of the largest variant. */
  src: string;
  /** Intrinsic size of `src`; smaller variants keep the same ratio. */
  width: number;
  height: number;
  alt: string;
  /** Every variant, narrowest first (the last one is `src`). */
  variants: { width: number; src: string }[];
  /** URL of the same picture as SVG, when it is a drawing: pages show it instead of the variants. */
  vector?: string;
  /**
   * Every variant also exists as AVIF, at its URL with `.avif` for `.webp`: about half the bytes, for the browsers
   * that read it (the others take the WebP).
   */
  avif?: boolean;
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
