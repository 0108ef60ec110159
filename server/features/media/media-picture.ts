import { objectPositionOf } from '../../../shared/picture';
import { type MediaItem, type MediaUse, type MediaVariant, mediaVariantUrl } from '../../../shared/media';
import type { Picture } from '../../../shared/picture';
import type { MediaRow, MediaUseRow } from './media.repository';

// How a library row looks to the back office (MediaItem) and to the pages (the Picture document).

const heightAt = (width: number, row: Pick<MediaRow, 'width' | 'height'>) => Math.max(1, Math.round((row.height * width) / row.width));

/** The variants made so far: each width is made as WebP, then AVIF. */
function variantsOf(row: MediaRow): MediaVariant[] {
  const made = row.status === 'ready' ? row.variant_widths.length : Math.floor(row.variants_done / 2);
  return row.variant_widths.slice(0, made).map((width) => ({
    width,
    webp: mediaVariantUrl(row.content_hash, width, 'webp'),
    avif: mediaVariantUrl(row.content_hash, width, 'avif'),
  }));
}

/** The document pages render, once every variant is made and the picture is described; else null. */
export function pictureOfRow(row: MediaRow): Picture | null {
  if (row.status !== 'ready' || !row.alt.trim()) return null;
  const variants = variantsOf(row).map((v) => ({ width: v.width, src: v.webp }));
  const largest = variants.at(-1);
  if (!largest) return null;
  const position = objectPositionOf({ x: row.focus_x, y: row.focus_y });
  return {
    src: largest.src,
    width: largest.width,
    height: heightAt(largest.width, row),
    alt: row.alt,
    variants,
    avif: true,
    mediaId: row.id,
    focus: { x: row.focus_x, y: row.focus_y },
    ...(position ? { position } : {}),
  };
}

export const mediaUseOf = (row: MediaUseRow): MediaUse => ({ kind: row.owner_type, id: Number(row.owner_id), name: row.name ?? '' });

export function mediaItemOf(row: MediaRow, uses: readonly MediaUseRow[] = []): MediaItem {
  const variants = variantsOf(row);
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format as MediaItem['format'],
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    focus: { x: row.focus_x, y: row.focus_y },
    status: row.status,
    progress: { done: row.status === 'ready' ? row.variant_widths.length * 2 : row.variants_done, total: row.variant_widths.length * 2 },
    error: row.last_error,
    variants,
    // The second width (640) shows sharply in the back office's grid; a small picture has only one.
    thumbnail: (variants[1] ?? variants[0])?.webp ?? null,
    picture: pictureOfRow(row),
    uses: row.uses,
    usedBy: uses.filter((use) => use.media_id === row.id).map(mediaUseOf),
    version: row.version,
    uploadedAt: row.created_at.toISOString(),
  };
}
