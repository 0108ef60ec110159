// The picture library's pixel work offered to the other features; sharp is loaded on the first call (the web
// process starts without it, media-images.ts).

/** See media-images.ts `croppedWebp`. */
export async function croppedWebp(original: Buffer, ratio: number, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const images = await import('./media-images');
  return images.croppedWebp(original, ratio, widths);
}
