import { MAX_PAGE_SIZE, SORT_VALUES } from '../catalogue';
import { DEFAULT_VIDEO_PAGE_SIZE, isVideoPageSize, isVideoPageToken, VIDEO_PAGE_SIZES } from '../videos';
import type { Zod } from './define-endpoint';
import { SITE_LOCALES } from '../i18n/locales';

// The request fields several endpoints share, as schema factories (see define-endpoint.ts): the messages are
// written once here, and zod is handed in by the server.

export const pageField = (z: Zod) =>
  z.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000);

export const pageSizeField = (z: Zod) =>
  z
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`);

export const slugField = (z: Zod) => z.string({ error: 'path must be text' }).min(1, 'path must not be empty').max(200, 'path is too long');

export const sortField = (z: Zod) => z.enum(SORT_VALUES, { error: `sort must be one of: ${SORT_VALUES.map((s) => `'${s}'`).join(', ')}` });

/** `?name=`: the name of a file uploaded as the request's body. */
export const uploadNameQuery = (max: number) => (z: Zod) =>
  z.object({
    name: z.string({ error: 'Name the file.' }).trim().min(1, 'Name the file.').max(max, `Must be at most ${max} characters.`),
  });

/**
 * The site locale the answer's content is in (translated where a translation is published): English when absent,
 * as the specification's clients ask.
 */
export const localeField = (z: Zod) =>
  z.enum(SITE_LOCALES, { error: `locale must be one of: ${SITE_LOCALES.map((l) => `'${l}'`).join(', ')}` }).optional();

/** `?locale=`: an answer's content in a site locale. */
export const localeQuery = (z: Zod) => z.object({ locale: localeField(z) });

/** `{page, pageSize, locale?}`: one page of a catalogue list, in a locale. */
export const localePageQuery = (z: Zod) => z.object({ page: pageField(z), pageSize: pageSizeField(z), locale: localeField(z) });

/** A staff list's page, as the address's query gives it: a whole number from 1. */
export const listPageParam = (z: Zod) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1, 'page must be 1 or more')
    .optional();

/** `{page, pageSize}`: one page of a list. */
export const pageQuery = (z: Zod) => z.object({ page: pageField(z), pageSize: pageSizeField(z) });

/** `{page, pageSize, path, sort?, exclude?}`: one page of a category's or material's products. */
export const productsOfQuery = (z: Zod) =>
  z.object({
    page: pageField(z),
    pageSize: pageSizeField(z),
    path: slugField(z),
    sort: sortField(z).optional(),
    /** Path of a product to leave out (the product a related list is shown beside). */
    exclude: slugField(z).optional(),
    locale: localeField(z),
  });

/** Any text: a page the company does not have is a 404 (the implementation answers null), not a 400. */
export const contentPageParam = (z: Zod) => z.object({ page: z.string() });

// Query-string values arrive as text (an array when repeated, which is refused).
const videoPageSizeMessage = `pageSize must be one of ${VIDEO_PAGE_SIZES.join(', ')}`;
export const videoPageQuery = (z: Zod) =>
  z.object({
    pageSize: z
      .string({ error: videoPageSizeMessage })
      .regex(/^\d{1,4}$/, videoPageSizeMessage)
      .transform(Number)
      .refine(isVideoPageSize, videoPageSizeMessage)
      .optional()
      .transform((size) => size ?? DEFAULT_VIDEO_PAGE_SIZE),
    pageToken: z
      .string({ error: 'pageToken must be text' })
      .refine(isVideoPageToken, 'pageToken must be up to 100 letters, digits, - or _')
      .optional(),
    locale: localeField(z),
  });
