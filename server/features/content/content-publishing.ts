import type { Acting } from '../../http/acting';
import { type ContentItem, type ContentTypeKey } from '../../../shared/content/content-types';
import { HttpError } from '../../http/http-error';
import { type Actor } from '../audit/audit-trail.public';
import { dueDrafts, findDraft } from './content-draft.repository';
import { CONTENT_SERVICE_MESSAGES, type ContentContext, type StateChange, typeOf, publishingErrors, staleEdit } from './content-rules';
import type { ContentWrites } from './content-draft-writes';

// Publishing now or at a time, from the editor, and the scheduled publishing the web process runs.

export function createContentPublishing({ db, clock }: ContentContext, writes: ContentWrites) {
  const { itemOf } = writes;
  return {
    async publish(key: ContentTypeKey, id: number, body: StateChange, acting: Acting<Actor>): Promise<ContentItem | null> {
      const type = typeOf(key);
      if (!type.drafts) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.noDrafts);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== body.version) throw staleEdit(before.updatedBy, before.updatedAt);
      if (body.state === 'scheduled' && (!body.publishAt || new Date(body.publishAt) <= clock())) {
        throw new HttpError(400, CONTENT_SERVICE_MESSAGES.publishAtPast, { publishAt: CONTENT_SERVICE_MESSAGES.publishAtPast });
      }
      await db.transaction().execute((trx) => writes.setState(trx, key, before, body, acting));
      return itemOf(db, key, id);
    },

    /** Publishes the drafts whose time has come; the web process asks every few seconds. Returns how many. */
    async publishDue(acting: Acting<Actor>): Promise<number> {
      const due = await dueDrafts(db, clock(), 50);
      let published = 0;
      for (const draft of due) {
        const { key } = draft;
        await db.transaction().execute(async (trx) => {
          // Locked and read again: another web process may have published it meanwhile.
          const row = await findDraft(trx, key, draft.id, true);
          if (!row?.publish_at || new Date(row.publish_at) > clock()) return;
          // Its consent taken out after it was scheduled: it waits, a draft, until an editor fills it in again.
          if (Object.keys(publishingErrors(key, row.item_values)).length > 0) return;
          await writes.publishDraft(trx, key, draft.id, acting);
          published++;
        });
      }
      return published;
    },
  };
}
