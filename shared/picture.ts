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
}

export function srcSetOf(picture: Picture): string {
  return picture.variants.map((v) => `${v.src} ${v.width}w`).join(', ');
}
