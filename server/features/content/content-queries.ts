import { createHash, randomBytes } from 'node:crypto';
import type { Acting } from '../../http/acting';
import { type ContentListItem, type ContentOption, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import { PREVIEW_PREFIX } from '../../../shared/content/preview';
import { CONTENT_PAGE_SIZE, type ContentPage, PRODUCT_OPTIONS_MAX, type PreviewLink } from '../../../shared/contracts/content';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type Actor } from '../audit/audit-trail.public';
import * as repo from './content.repository';
import { CONTENT_SERVICE_MESSAGES, type ContentContext, typeOf, isoOrNull, titleOf, columnText, thumbnailOf } from './content-rules';
import type { ItemReader } from './content-item';

// What the back office reads of the content: lists, the order of ordered kinds, the choices of reference fields,
// one item, and preview links.

export function createContentQueries({ db, clock, baseUrl }: ContentContext, itemOf: ItemReader) {
  async function referenceNames(executor: Db, type: ContentType): Promise<Record<string, Map<number, string>>> {
    const names: Record<string, Map<number, string>> = {};
    for (const name of type.listFields) {
      const field = type.fields[name];
      if (field?.kind !== 'reference') continue;
      const rows = await executor.selectFrom(field.to).select(['id', 'name']).execute();
      names[name] = new Map(rows.map((row) => [row.id, row.name]));
    }
    return names;
  }

  function listItemOf(type: ContentType, row: repo.ListedRow, references: Record<string, Map<number, string>>): ContentListItem {
    const values = row.item_values;
    return {
      id: Number(row.id),
      title: titleOf(type, values),
      columns: Object.fromEntries(
        type.listFields.map((name) => [name, references[name]?.get(Number(values[name])) ?? columnText(type, name, values[name])]),
      ),
      status: row.status,
      publishAt: isoOrNull(row.publish_at),
      version: Number(row.version),
      updatedAt: isoOrNull(row.updated_at),
      updatedBy: row.updated_by_name,
      thumbnail: thumbnailOf(type, values),
      changesPending: Boolean(row.changes_pending),
    };
  }

  return {
    async list(
      key: ContentTypeKey,
      query: { q?: string; filter?: string; status?: ContentListItem['status']; page?: number },
    ): Promise<ContentPage> {
      const type = typeOf(key);
      const page = query.page ?? 1;
      const rows = await repo.listItems(db, key, type, {
        q: query.q?.trim() || undefined,
        filter: type.filterField && query.filter ? { field: type.filterField, value: query.filter } : undefined,
        status: query.status,
        limit: CONTENT_PAGE_SIZE,
        offset: (page - 1) * CONTENT_PAGE_SIZE,
      });
      const references = await referenceNames(db, type);
      return {
        items: rows.map((row) => listItemOf(type, row, references)),
        total: rows[0]?.total ?? 0,
        page,
        pageSize: CONTENT_PAGE_SIZE,
      };
    },

    async ordered(key: ContentTypeKey, scope?: string): Promise<ContentListItem[]> {
      const type = typeOf(key);
      const subset = type.orderedSubset;
      if (!subset && !type.ordered) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.notOrdered);
      const field = type.ordered?.scope;
      // The featured products in their own order (published ones only), or the kind's items (of one scope) in theirs,
      // the drafts among them where they will be published.
      const query: repo.ListQuery = subset
        ? { filter: { field: subset.field, value: 'true' }, orderBy: subset.column, limit: 1000, offset: 0 }
        : { filter: field && scope !== undefined ? { field, value: scope } : undefined, limit: 1000, offset: 0 };
      const rows = await repo.listItems(db, key, { ...type, drafts: Boolean(type.drafts && !subset) }, query);
      const references = await referenceNames(db, type);
      return rows.map((row) => listItemOf(type, row, references));
    },

    async options(key: ContentTypeKey, query: { q?: string; ids?: number[] } = {}): Promise<ContentOption[]> {
      if (key === 'product') {
        const rows = await repo.productOptions(db, query, PRODUCT_OPTIONS_MAX);
        return rows.map((row) => ({ id: row.id, title: row.name }));
      }
      if (key !== 'category' && key !== 'material')
        throw new HttpError(400, 'Only categories, materials and products are offered as choices.');
      const rows = await db.selectFrom(key).select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, title: row.name }));
    },

    get: (key: ContentTypeKey, id: number) => itemOf(db, key, id),

    async preview(key: ContentTypeKey, id: number, acting: Acting<Actor>): Promise<PreviewLink | null> {
      const item = await itemOf(db, key, id);
      if (!item) return null;
      const staffId = acting.principal.staffId;
      if (staffId === null) throw new HttpError(403, 'Preview links are for staff members.');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + 24 * 60 * 60 * 1000);
      await db
        .insertInto('content_preview')
        .values({
          token_hash: createHash('sha256').update(token).digest('hex'),
          content_type: key,
          item_id: id,
          staff_id: staffId,
          expires_at: expiresAt,
        })
        .execute();
      return { url: `${baseUrl}${PREVIEW_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type ContentQueries = ReturnType<typeof createContentQueries>;
