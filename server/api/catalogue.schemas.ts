import { z } from 'zod';
import { CONTENT_PAGES, MAX_PAGE_SIZE, SORT_VALUES } from '../../shared/catalogue';
import { SEARCH_MAX_LENGTH } from '../../shared/search';
import { DEFAULT_VIDEO_PAGE_SIZE, isVideoPageSize, isVideoPageToken, VIDEO_PAGE_SIZES } from '../../shared/videos';

const page = z
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(1_000_000);
const pageSize = z
  .number({ error: 'pageSize must be a whole number' })
  .int('pageSize must be a whole number')
  .min(1, 'pageSize must be 1 or more')
  .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`);
const slug = z.string({ error: 'path must be text' }).min(1, 'path must not be empty').max(200, 'path is too long');
const sort = z.enum(SORT_VALUES, { error: `sort must be one of: ${SORT_VALUES.map((s) => `'${s}'`).join(', ')}` });

export const pageQuerySchema = z.object({ page, pageSize });
export const productListQuerySchema = z.object({ page, pageSize, sort: sort.optional() });
export const productQuerySchema = z.object({ page, pageSize, path: slug, sort: sort.optional(), exclude: slug.optional() });
export const productSearchSchema = z.object({
  name: z.string({ error: 'name must be text' }).max(SEARCH_MAX_LENGTH, `name must be at most ${SEARCH_MAX_LENGTH} characters`),
  page: page.optional(),
  pageSize: pageSize.optional(),
});
export const customerQuerySchema = z.object({ name: z.string({ error: 'name must be text' }).max(200, 'name is too long') });
export const contentPageSchema = z.enum(CONTENT_PAGES, { error: 'Unknown page' });
export const pathParamSchema = slug;

// Query-string values arrive as text (an array when repeated, which is refused).
const videoPageSizeMessage = `pageSize must be one of ${VIDEO_PAGE_SIZES.join(', ')}`;
export const videoQuerySchema = z.object({
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
});
