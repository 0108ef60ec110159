import type { TranslatedKind, TranslationLocale } from '../../../shared/content/translatable';
import type { TranslationItem } from '../../../shared/contracts/translations';
import type { Db } from '../../db/connect';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { SCHEDULING_MESSAGES } from '../content/scheduled-publishing.public';
import { dueTranslationDrafts, translationRowOf } from './translation.repository';
import {
  refuseStale,
  sourcesOf,
  TRANSLATION_SERVICE_MESSAGES,
  type TranslationContext,
  type TranslationService,
} from './translation.service';

// A translation's draft published at a time, as a source draft is: set or cancelled by an editor on the version
// they saw, and published when its time comes by the web process's scheduled publishing, through the same write
// as an editor's "Publish" (its address, search columns and history), audited in the same transaction.

export const TRANSLATION_SCHEDULING_MESSAGES = {
  nothingScheduled: /*i18n*/ { id: 'Nothing is scheduled for this translation.' },
};

/** How many due translations one pass publishes at most; the next pass takes the rest. */
const DUE_PER_PASS = 50;

type Target = { kind: TranslatedKind; id: number; locale: TranslationLocale };

const clearSchedule = (db: Db, { kind, id, locale }: Target) =>
  db
    .updateTable('content_translation')
    .set({ publish_at: null })
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('locale', '=', locale)
    .execute();

export function createTranslationScheduling({ db, clock }: Pick<TranslationContext, 'db' | 'clock'>, translations: TranslationService) {
  return {
    /** Saves the editor's values as the draft and has it published at `publishAt`. */
    async schedule(
      { kind, id, locale }: Target,
      body: { values: Record<string, string | string[]>; version: number; publishAt: string },
      acting: Acting<Actor>,
    ): Promise<TranslationItem | null> {
      // Refused before anything is read or written: the time is the one thing wrong.
      if (new Date(body.publishAt) <= clock()) {
        throw new HttpError(400, SCHEDULING_MESSAGES.publishAtPast, { publishAt: SCHEDULING_MESSAGES.publishAtPast });
      }
      const publishAt = new Date(body.publishAt);
      const scheduled = await db.transaction().execute(async (trx) => {
        // The draft is checked as a publication is (its address free included), so that it is refused now rather
        // than left waiting when its time comes.
        const written = await translations.write(
          trx,
          { kind, id, locale },
          body.values,
          { version: body.version, publish: false },
          acting,
          {
            action: 'translation.scheduled',
            detail: { publishAt: publishAt.toISOString() },
          },
        );
        if ('errors' in written) {
          if (written.errors.item) return false;
          throw new HttpError(400, TRANSLATION_SERVICE_MESSAGES.refused, written.errors);
        }
        await trx
          .updateTable('content_translation')
          .set({ publish_at: publishAt })
          .where('kind', '=', kind)
          .where('item_id', '=', id)
          .where('locale', '=', locale)
          .execute();
        return true;
      });
      return scheduled ? translations.item(kind, id) : null;
    },

    /** Cancels the schedule; the draft stays as it is. */
    async unschedule({ kind, id, locale }: Target, body: { version: number }, acting: Acting<Actor>): Promise<TranslationItem | null> {
      const found = await db.transaction().execute(async (trx) => {
        const [item] = await sourcesOf(trx, kind, [id]);
        if (!item) return false;
        const before = await translationRowOf(trx, kind, id, locale);
        await refuseStale(trx, before, body.version);
        if (!before?.draft || !before.publish_at) throw new HttpError(409, TRANSLATION_SCHEDULING_MESSAGES.nothingScheduled);
        const now = clock();
        await trx
          .updateTable('content_translation')
          .set({ publish_at: null, version: before.version + 1, updated_at: now, updated_by: acting.principal.staffId })
          .where('kind', '=', kind)
          .where('item_id', '=', id)
          .where('locale', '=', locale)
          .execute();
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'translation.unscheduled',
          subject: { type: kind, id },
          detail: { title: item.title, locale, publishAt: new Date(before.publish_at).toISOString() },
          ip: acting.ip,
          at: now,
        });
        return true;
      });
      return found ? translations.item(kind, id) : null;
    },

    /**
     * Publishes the translation drafts whose time has come; the web process asks every few seconds (every process
     * does: each translation is locked and read again while it is published, so it is published once). A draft
     * that no longer passes the checks (its address taken meanwhile) stays scheduled, a draft, until an editor
     * changes it. Returns how many were published.
     */
    async publishDue(acting: Acting<Actor>): Promise<number> {
      const due = await dueTranslationDrafts(db, clock(), DUE_PER_PASS);
      let published = 0;
      for (const { kind, item_id: id, locale } of due) {
        const done = await db.transaction().execute(async (trx) => {
          const row = await translationRowOf(trx, kind, id, locale);
          if (!row?.draft || !row.publish_at || new Date(row.publish_at) > clock()) return false;
          const written = await translations.write(
            trx,
            { kind, id, locale },
            row.draft,
            { version: row.version, publish: true, source: row.draft_source ?? undefined },
            acting,
            { action: 'translation.published', detail: { scheduled: true } },
          );
          if (!('errors' in written)) return true;
          // Its item deleted since: nothing to publish it on, ever; it would otherwise be due at every pass.
          if (written.errors.item) await clearSchedule(trx, { kind, id, locale });
          return false;
        });
        if (done) published++;
      }
      return published;
    },
  };
}

export type TranslationScheduling = ReturnType<typeof createTranslationScheduling>;
