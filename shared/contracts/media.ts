import { englishOf } from '../i18n/english';
import {
  MEDIA_ALT_MAX,
  MEDIA_FILE_NAME_MAX,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_SEARCH_MAX,
  MEDIA_STATUSES,
  type MediaItem,
  type MediaPage,
} from '../media';
import { ACCESS } from '../staff/roles';
import { listPageParam, uploadNameQuery } from './request-fields';
import { defineContract, responseOf, type Zod } from './define-endpoint';

// The picture library of the back office (editors and owners). An upload is one file per request, its bytes as the
// body and its name in the query; its variants are made in the background, and the item says how far they are.
// Changes name the version they were made on: a change to a picture someone else changed meanwhile is refused
// with 409 and MEDIA_MESSAGES.staleEdit.

const MAX_ID = 2_147_483_647;
const idParam = (z: Zod) => z.object({ id: z.string().regex(/^\d{1,9}$/, englishOf(MEDIA_MESSAGES.unknown)) });
const version = (z: Zod) => z.number({ error: 'version must be a whole number' }).int().min(1).max(MAX_ID);
const share = (z: Zod) => z.number({ error: 'Choose a point on the picture.' }).min(0).max(1);

export const mediaApi = defineContract({
  /** Answers 201 with the new item (processing), or 200 with the item that has these very bytes already. */
  upload: {
    method: 'POST',
    path: '/staff/media',
    access: ACCESS.content,
    query: uploadNameQuery(MEDIA_FILE_NAME_MAX),
    // Two at a time per web process: ten 25 MB uploads at once would otherwise hold ten bodies in memory together
    // (bench/media-upload.ts measures the peak). Not one: a slow connection's upload would hold up everybody's.
    rawBody: { maxBytes: MEDIA_MAX_BYTES, tooLarge: MEDIA_MESSAGES.tooLarge, atOnce: 2 },
    response: responseOf<MediaItem>(),
  },
  /**
   * A new file for the picture: same id, alt text, focal point and uses; its variants are made again in the
   * background, and pages show the new file once they are. The version travels in the query (the body is the file).
   */
  replaceFile: {
    method: 'POST',
    path: '/staff/media/:id/file',
    access: ACCESS.content,
    params: idParam,
    query: (z: Zod) =>
      uploadNameQuery(MEDIA_FILE_NAME_MAX)(z).extend({
        version: z
          .string()
          .regex(/^\d{1,9}$/, 'version must be a whole number')
          .transform(Number),
      }),
    rawBody: { maxBytes: MEDIA_MAX_BYTES, tooLarge: MEDIA_MESSAGES.tooLarge, atOnce: 2 },
    notFound: MEDIA_MESSAGES.unknown,
    response: responseOf<MediaItem>(),
  },
  list: {
    method: 'GET',
    path: '/staff/media',
    access: ACCESS.content,
    query: (z: Zod) =>
      z.object({
        /** Words of the alt text, the file name, or the name of an item that shows it. */
        q: z.string().max(MEDIA_SEARCH_MAX, `Search for at most ${MEDIA_SEARCH_MAX} characters.`).optional(),
        status: z.enum(MEDIA_STATUSES).optional(),
        page: listPageParam(z),
      }),
    response: responseOf<MediaPage>(),
  },
  get: {
    method: 'GET',
    path: '/staff/media/:id',
    access: ACCESS.content,
    params: idParam,
    notFound: MEDIA_MESSAGES.unknown,
    response: responseOf<MediaItem>(),
  },
  /** The alt text and the focal point (from the left and the top, 0..1). */
  update: {
    method: 'POST',
    path: '/staff/media/:id',
    access: ACCESS.content,
    params: idParam,
    body: (z: Zod) =>
      z.object({
        alt: z
          .string({ error: englishOf(MEDIA_MESSAGES.altRequired) })
          .trim()
          .min(1, englishOf(MEDIA_MESSAGES.altRequired))
          .max(MEDIA_ALT_MAX, `Must be at most ${MEDIA_ALT_MAX} characters.`),
        focus: z.object({ x: share(z), y: share(z) }),
        version: version(z),
      }),
    notFound: MEDIA_MESSAGES.unknown,
    response: responseOf<MediaItem>(),
  },
  /** A failed picture's variants are tried again, from the first attempt. */
  retry: {
    method: 'POST',
    path: '/staff/media/:id/retry',
    access: ACCESS.content,
    params: idParam,
    body: (z: Zod) => z.object({ version: version(z) }),
    notFound: MEDIA_MESSAGES.unknown,
    response: responseOf<MediaItem>(),
  },
  /** Refused (409) while an entity shows it. */
  remove: {
    method: 'POST',
    path: '/staff/media/:id/delete',
    access: ACCESS.content,
    params: idParam,
    body: (z: Zod) => z.object({ version: version(z) }),
    notFound: MEDIA_MESSAGES.unknown,
    response: responseOf<{ deleted: true }>(),
  },
});
