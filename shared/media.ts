import type { MessageDescriptor } from '@lingui/core';
import { CONTENT_TYPES, type ContentType } from './content/content-types';
import { ALT_MAX, type Picture } from './picture';

// The picture library: what the back office uploads and shows, and the words of its refusals. The server checks
// the same limits the browser announces.

export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_MAX_MEGABYTES = MEDIA_MAX_BYTES / 1024 / 1024;
/** Larger pictures (in pixels) are refused: decoding one would take more memory than a web process has. */
export const MEDIA_MAX_PIXELS = 100_000_000;
export const MEDIA_FILE_NAME_MAX = 200;
export const MEDIA_ALT_MAX = ALT_MAX;
export const MEDIA_SEARCH_MAX = 100;
export const MEDIA_PAGE_SIZE = 24;
/** What the file chooser offers; the server decides by the bytes. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heic'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatusName = (typeof MEDIA_STATUSES)[number];

export const MEDIA_STATUS_LABELS: Record<MediaStatusName, string> = {
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

/** The library's refusals: messages of the back office's catalogue, their ids the English text. */
export const MEDIA_MESSAGES = {
  tooLarge: /*i18n*/ {
    id: 'This file is larger than {max} MB: export it smaller, or resize it, and upload it again.',
    values: { max: MEDIA_MAX_MEGABYTES },
  },
  tooManyPixels: /*i18n*/ {
    id: 'This picture has more than {millions} million pixels: resize it and upload it again.',
    values: { millions: MEDIA_MAX_PIXELS / 1_000_000 },
  },
  empty: /*i18n*/ { id: 'This file is empty.' },
  svg: /*i18n*/ { id: 'This is an SVG drawing: SVG files can carry scripts, so they are refused. Export it as PNG instead.' },
  notAPicture: /*i18n*/ { id: 'This file is not a picture: its contents are not JPEG, PNG, WebP, AVIF or HEIC.' },
  unsupported: (format: string): MessageDescriptor => /*i18n*/ ({
    id: 'This is a {format} picture; the site takes JPEG, PNG, WebP, AVIF and HEIC. Convert it and upload it again.',
    values: { format: format.toUpperCase() },
  }),
  altRequired: /*i18n*/ { id: 'Describe the picture for people who cannot see it.' },
  staleEdit: /*i18n*/ { id: 'Somebody else changed this picture meanwhile. Reload it to see their change, then make yours again.' },
  // The list of uses stays in English: the kinds' names are the content declaration's.
  inUse: (uses: readonly MediaUse[]): MessageDescriptor => /*i18n*/ ({
    id: '{usedBy}. Choose another picture there first, then delete it.',
    values: { usedBy: usedByText(uses) },
  }),
  notFailed: /*i18n*/ { id: 'Only a picture whose processing failed can be retried.' },
  replaceWithOther: (fileName: string): MessageDescriptor => /*i18n*/ ({
    id: 'This file is in the library already, as another picture ({fileName}): choose that picture where you need it instead.',
    values: { fileName },
  }),
  unknown: /*i18n*/ { id: 'Unknown picture' },
};

/** An item that shows a picture: its kind (a content type's key), its number and its name as the back office shows it. */
export interface MediaUse {
  kind: string;
  id: number;
  name: string;
}

/** What a kind of item is called, one or many ("product", "products"); a kind that is not content keeps its key. */
function kindWords(kind: string, count: number): string {
  const type = (CONTENT_TYPES as Record<string, ContentType>)[kind];
  if (!type) return kind;
  return count === 1 ? type.label : type.plural.toLowerCase();
}

/** Where a picture is used, kind by kind: "Used by 2 products: Seagrass belly basket, Rattan tray; 1 slide: Summer". */
export function usedByText(uses: readonly MediaUse[]): string {
  const byKind = new Map<string, string[]>();
  for (const use of uses) byKind.set(use.kind, [...(byKind.get(use.kind) ?? []), use.name || `#${use.id}`]);
  const groups = [...byKind].map(([kind, names]) => `${names.length} ${kindWords(kind, names.length)}: ${names.join(', ')}`);
  return `Used by ${groups.join('; ')}`;
}

export interface MediaVariant {
  width: number;
  webp: string;
  avif: string;
}

export interface MediaItem {
  id: number;
  fileName: string;
  format: MediaFormat;
  byteSize: number;
  width: number;
  height: number;
  alt: string;
  focus: { x: number; y: number };
  status: MediaStatusName;
  /** Files made of all there are to make (each width as WebP and AVIF). */
  progress: { done: number; total: number };
  /** Why the last attempt failed (a failed picture, or one waiting to be tried again). */
  error: string | null;
  /** Variants made so far, narrowest first (all of them once ready). */
  variants: MediaVariant[];
  /** A small variant to show in lists; null until the first is made. */
  thumbnail: string | null;
  /** The document pages render; null until the variants are ready and the alt text is written. */
  picture: Picture | null;
  /** How many entities show it: it cannot be deleted while any does. */
  uses: number;
  /** The items that show it, by kind then name (as many as `uses`). */
  usedBy: MediaUse[];
  version: number;
  uploadedAt: string;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where a variant is served: its address changes with the original's content, so it is kept for a year. */
export const mediaVariantUrl = (hash: string, width: number, format: 'webp' | 'avif') => `/media/${hash}/${width}.${format}`;
/** Matches what mediaVariantUrl builds, below /media. */
export const MEDIA_VARIANT_PATH = /^\/([0-9a-f]{32})\/(\d{1,5})\.(webp|avif)$/;
