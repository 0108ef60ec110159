import {
  CONTENT_TYPE_KEYS,
  type ContentHistoryEntry,
  type ContentItem,
  type ContentListItem,
  type ContentOption,
} from '../content/content-types';
import { BULK_ACTIONS, BULK_MAX, BULK_MESSAGES, type BulkOutcome } from '../content/bulk-actions';
import { ACCESS } from '../staff/roles';
import { listPageParam } from './request-fields';
import { reorderBody } from './editing-fields';
import { defineContract, responseOf, type Zod } from './define-endpoint';

// The editors of the public content: one set of endpoints for every kind of content (shared/content/content-types.ts
// describes each kind's fields). The values of an item are checked against its kind's fields by the service, which
// answers 400 with a message per field.

export const CONTENT_PAGE_SIZE = 25;
/** How many products a picker's search offers at once. */
export const PRODUCT_OPTIONS_MAX = 20;
const SEARCH_MAX = 100;
const MAX_ID = 2_147_483_647;

export interface ContentPage {
  items: ContentListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PreviewLink {
  url: string;
  expiresAt: string;
}

const typeParam = (z: Zod) => z.object({ type: z.enum(CONTENT_TYPE_KEYS, { error: 'Unknown kind of content' }) });
const itemParams = (z: Zod) =>
  z.object({
    type: z.enum(CONTENT_TYPE_KEYS, { error: 'Unknown kind of content' }),
    id: z
      .string()
      .regex(/^\d{1,9}$/, 'Unknown item')
      .transform(Number),
  });
const version = (z: Zod) => z.number({ error: 'version must be a whole number' }).int().min(1).max(MAX_ID);
const values = (z: Zod) => z.record(z.string(), z.unknown(), { error: 'values must be an object of fields' });
/** The version of a published item's pending changes the request was made on (see PendingChanges). */
const draftVersion = (z: Zod) => z.number({ error: 'draftVersion must be a whole number' }).int().min(1).max(MAX_ID).optional();

export const contentApi = defineContract({
  list: {
    method: 'GET',
    path: '/staff/content/:type',
    access: ACCESS.content,
    params: typeParam,
    query: (z: Zod) =>
      z.object({
        q: z.string().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
        /** The value of the kind's filter field (a category, an FAQ group, a page). */
        filter: z.string().max(100).optional(),
        status: z.enum(['published', 'draft', 'scheduled'], { error: 'Choose published, draft or scheduled.' }).optional(),
        page: listPageParam(z),
      }),
    response: responseOf<ContentPage>(),
  },
  /** Every item of a kind in its order, for the ordering screen (scope: the value of the kind's scope field). */
  ordered: {
    method: 'GET',
    path: '/staff/content/:type/order',
    access: ACCESS.content,
    params: typeParam,
    query: (z: Zod) => z.object({ scope: z.string().max(100).optional() }),
    response: responseOf<ContentListItem[]>(),
  },
  reorder: {
    method: 'POST',
    path: '/staff/content/:type/order',
    access: ACCESS.content,
    params: typeParam,
    body: (z: Zod) => reorderBody(z).extend({ scope: z.string().max(100).optional() }),
    response: responseOf<ContentListItem[]>(),
  },
  /**
   * Categories or materials, for a form's choice; or published products for a picker of several: those whose name
   * has the words of `q` (the first PRODUCT_OPTIONS_MAX), or those of `ids` (comma-separated), by name.
   */
  options: {
    method: 'GET',
    path: '/staff/content/:type/options',
    access: ACCESS.content,
    params: typeParam,
    query: (z: Zod) =>
      z.object({
        q: z.string().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
        ids: z
          .string()
          .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, 'ids must be whole numbers separated by commas')
          .transform((text) => text.split(',').map(Number))
          .optional(),
      }),
    response: responseOf<ContentOption[]>(),
  },
  get: {
    method: 'GET',
    path: '/staff/content/:type/:id',
    access: ACCESS.content,
    params: itemParams,
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
  create: {
    method: 'POST',
    path: '/staff/content/:type',
    access: ACCESS.content,
    params: typeParam,
    body: (z: Zod) => z.object({ values: values(z) }),
    response: responseOf<ContentItem>(),
  },
  /**
   * Saves an item. A published one's values go on the site at once; when it has pending changes, the values saved
   * are their next version and replace them (`draftVersion`: the version of those changes the form showed).
   */
  update: {
    method: 'POST',
    path: '/staff/content/:type/:id',
    access: ACCESS.content,
    params: itemParams,
    body: (z: Zod) => z.object({ values: values(z), version: version(z), draftVersion: draftVersion(z) }),
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
  /** Deletes an item; a product's address can be sent on to another product (`redirectTo`). */
  remove: {
    method: 'POST',
    path: '/staff/content/:type/:id/delete',
    access: ACCESS.content,
    params: itemParams,
    body: (z: Zod) => z.object({ version: version(z), redirectTo: z.number().int().positive().max(MAX_ID).optional() }),
    notFound: 'Unknown item',
    response: responseOf<{ deleted: true }>(),
  },
  history: {
    method: 'GET',
    path: '/staff/content/:type/:id/history',
    access: ACCESS.content,
    params: itemParams,
    notFound: 'Unknown item',
    response: responseOf<ContentHistoryEntry[]>(),
  },
  /** Saves an earlier version's values again, as a new version. */
  restore: {
    method: 'POST',
    path: '/staff/content/:type/:id/restore',
    access: ACCESS.content,
    params: itemParams,
    body: (z: Zod) =>
      z.object({ historyId: z.string().regex(/^\d{1,18}$/, 'Unknown version'), version: version(z), draftVersion: draftVersion(z) }),
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
  /** One version's values as the history kept them: what restoring it brings back. */
  historyVersion: {
    method: 'GET',
    path: '/staff/content/:type/:id/history/:historyId',
    access: ACCESS.content,
    params: (z: Zod) => itemParams(z).extend({ historyId: z.string().regex(/^\d{1,18}$/, 'Unknown version') }),
    notFound: 'Unknown version',
    response: responseOf<Record<string, unknown>>(),
  },
  /**
   * Keeps changes to a published item as its draft, beside the published values the site goes on showing.
   * `draftVersion`: the version of the draft changed, absent to start one.
   */
  saveDraft: {
    method: 'POST',
    path: '/staff/content/:type/:id/draft',
    access: ACCESS.content,
    params: itemParams,
    body: (z: Zod) => z.object({ values: values(z), version: version(z), draftVersion: draftVersion(z) }),
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
  /** Discards a published item's pending changes, or (`scheduleOnly`) only the time they were to be published at. */
  discardDraft: {
    method: 'POST',
    path: '/staff/content/:type/:id/draft/discard',
    access: ACCESS.content,
    params: itemParams,
    body: (z: Zod) =>
      z.object({
        draftVersion: z.number({ error: 'draftVersion must be a whole number' }).int().min(1).max(MAX_ID),
        scheduleOnly: z.boolean({ error: 'scheduleOnly is true or false' }).optional(),
      }),
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
  /**
   * Publishes a draft now, or at `publishAt` (an ISO date and time in the future); without either, unpublishes. On a
   * published item with pending changes, publishing and scheduling act on the changes (`draftVersion`: the version
   * seen).
   */
  publish: {
    method: 'POST',
    path: '/staff/content/:type/:id/publish',
    access: ACCESS.content,
    params: itemParams,
    body: (z: Zod) =>
      z.object({
        state: z.enum(['published', 'draft', 'scheduled'], { error: 'Choose published, draft or scheduled.' }),
        publishAt: z.iso.datetime({ offset: true, error: 'Use a date and time.' }).optional(),
        version: version(z),
        draftVersion: draftVersion(z),
      }),
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
  /** A link that shows a draft as the public site would, to staff who have it, for a day. */
  preview: {
    method: 'POST',
    path: '/staff/content/:type/:id/preview',
    access: ACCESS.content,
    params: itemParams,
    notFound: 'Unknown item',
    response: responseOf<PreviewLink>(),
  },
  /**
   * Publishes, unpublishes or deletes several items of a kind, each as its own endpoint would: all of them, or
   * none (409, with each refused item's reason under its id).
   */
  bulk: {
    method: 'POST',
    path: '/staff/content/:type/bulk',
    access: ACCESS.content,
    params: typeParam,
    body: (z: Zod) =>
      z.object({
        action: z.enum(BULK_ACTIONS, { error: BULK_MESSAGES.action }),
        items: z
          .array(z.object({ id: z.number({ error: 'Unknown item' }).int().min(1).max(MAX_ID), version: version(z) }), {
            error: BULK_MESSAGES.none,
          })
          .min(1, BULK_MESSAGES.none)
          .max(BULK_MAX, BULK_MESSAGES.tooMany)
          .refine((items) => new Set(items.map((item) => item.id)).size === items.length, BULK_MESSAGES.twice),
      }),
    response: responseOf<BulkOutcome>(),
  },
  /** A draft copy of a product, slide or page block, "<name> (copy)" at a free path: answers the copy. */
  duplicate: {
    method: 'POST',
    path: '/staff/content/:type/:id/duplicate',
    access: ACCESS.content,
    params: itemParams,
    notFound: 'Unknown item',
    response: responseOf<ContentItem>(),
  },
});
