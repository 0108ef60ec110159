import type { Picture } from '../../../shared/picture';

// The library's pictures made ready for a PDF (the quote's, the catalogue's): a variant as wide as the print needs,
// re-encoded to what pdfkit embeds (JPEG, or PNG where transparency matters), never the original upload, so that a
// document with a hundred pictures stays a few megabytes.

/** Reads a variant's bytes by its address (`/media/<hash>/<width>.webp`); null when there are none. */
export type VariantReader = (address: string) => Promise<Buffer | null>;

/** The picture's narrowest variant at least `width` pixels wide (else its widest), read; null when it cannot be. */
async function variantAtLeast(picture: Picture | null | undefined, width: number, read: VariantReader): Promise<Buffer | null> {
  const variant = picture?.variants.find((v) => v.width >= width) ?? picture?.variants.at(-1);
  return variant ? read(variant.src).catch(() => null) : null;
}

/** The picture as a JPEG that fits `width` × `width` pixels, on white; null when it has none or it cannot be read. */
export async function printableJpeg(
  picture: Picture | null | undefined,
  width: number,
  read: VariantReader,
  quality = 80,
): Promise<Buffer | null> {
  const bytes = await variantAtLeast(picture, width, read);
  if (!bytes) return null;
  // The image encoder is loaded on demand, as the picture library loads it: the web process starts without it.
  const { default: sharp } = await import('sharp');
  return sharp(bytes)
    .resize({ width, height: width, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer()
    .catch(() => null);
}

/** The picture as PNG, its transparency kept (a logo), from a variant at least `width` wide; null as above. */
export async function printablePng(picture: Picture | null | undefined, width: number, read: VariantReader): Promise<Buffer | null> {
  const bytes = await variantAtLeast(picture, width, read);
  if (!bytes) return null;
  const { default: sharp } = await import('sharp');
  return sharp(bytes)
    .png()
    .toBuffer()
    .catch(() => null);
}
