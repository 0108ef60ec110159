import type { Acting } from '../../http/acting';
import { type ContentListItem, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { HttpError } from '../../http/http-error';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { CONTENT_TABLE } from './content-storage';
import * as repo from './content.repository';
import { applyDraftOrder, applyOrder, type OrderedTable } from './ordering.public';
import { ORDERING_MESSAGES } from '../../../shared/ordering';
import { CONTENT_SERVICE_MESSAGES, type ContentContext, typeOf } from './content-rules';
import type { ContentQueries } from './content-queries';

// Staff putting a kind's items in order by drag and drop: published items and drafts share one list.

export function createContentOrdering({ db, clock }: ContentContext, queries: ContentQueries) {
  function normaliseScope(type: ContentType, field: string, scope: string | undefined): unknown {
    const definition = type.fields[field];
    const option = definition?.kind === 'choice' ? definition.options.find((o) => String(o.value) === String(scope)) : undefined;
    if (!option) throw new HttpError(400, CONTENT_MESSAGES.choice, { scope: CONTENT_MESSAGES.choice });
    return option.value;
  }

  return {
    async reorder(key: ContentTypeKey, body: { ids: number[]; scope?: string }, acting: Acting<Actor>): Promise<ContentListItem[]> {
      const type = typeOf(key);
      const subset = type.orderedSubset;
      if (subset) {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.writeSubsetOrder(trx, key, subset.field, subset.column, body.ids)))
            throw new HttpError(409, ORDERING_MESSAGES.stale);
          await recordAudit(trx, {
            actor: acting.principal,
            action: 'content.reordered',
            subject: { type: key, id: subset.field },
            detail: { ids: body.ids },
            ip: acting.ip,
            at: clock(),
          });
        });
        return queries.ordered(key);
      }
      if (!type.ordered) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.notOrdered);
      const field = type.ordered.scope;
      const scopeValue = field ? normaliseScope(type, field, body.scope) : undefined;
      await db.transaction().execute(async (trx) => {
        const table = CONTENT_TABLE[key] as OrderedTable;
        const scope = field ? { column: field as never, value: scopeValue as string | number } : undefined;
        if (type.drafts) {
          // Published items and drafts share the list: each keeps its position in it.
          const placed = body.ids.map((id, position) => ({ id, position }));
          const live = new Set(await repo.liveIds(trx, key, body.ids));
          const [published, drafts] = [placed.filter((p) => live.has(p.id)), placed.filter((p) => !live.has(p.id))];
          await applyOrder(
            trx,
            table,
            published.map((p) => p.id),
            scope,
            published.map((p) => p.position),
          );
          await applyDraftOrder(
            trx,
            key,
            drafts.map((p) => p.id),
            drafts.map((p) => p.position),
            field ? { field, value: scopeValue as string | number } : undefined,
            table,
          );
        } else await applyOrder(trx, table, body.ids, scope);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'content.reordered',
          subject: { type: key, id: field ? `${field}=${String(scopeValue)}` : 'all' },
          detail: { ids: body.ids },
          ip: acting.ip,
          at: clock(),
        });
      });
      return queries.ordered(key, body.scope);
    },
  };
}
