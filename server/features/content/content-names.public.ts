import { type RawBuilder, sql } from 'kysely';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES, type ContentType } from '../../../shared/content/content-types';
import { CONTENT_TABLE } from './content-storage';

// An item's name as the back office shows it today, for lists elsewhere that name items by their kind and id (the
// audit log): the published row's title field, else its draft's. One SQL expression, so such a list names all its
// items in its own query.

/**
 * The current name of the content item of kind `type` (a content type's key) and number `id`, as SQL; null for an
 * item that is gone, or a kind that is not content. `id` must already be an integer or null.
 */
export function contentItemName(type: RawBuilder<string | null>, id: RawBuilder<number | null>): RawBuilder<string | null> {
  const cases = CONTENT_TYPE_KEYS.map((key) => {
    const title = (CONTENT_TYPES[key] as ContentType).titleField;
    return sql`when ${key} then coalesce(
      (select ${sql.ref(title)}::text from ${sql.table(CONTENT_TABLE[key])} where id = ${id}),
      (select item_values ->> ${title} from content_draft where content_type = ${key} and item_id = ${id})
    )`;
  });
  return sql<string | null>`(case ${type} ${sql.join(cases, sql` `)} end)`;
}
