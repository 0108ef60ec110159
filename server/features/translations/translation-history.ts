import type { TranslationItem, TranslationRevision, TranslationRevisionEntry } from '../../../shared/contracts/translations';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import type { Actor } from '../audit/audit-trail.public';
import { type TranslationTarget, translationRevision, translationRevisions } from './translation-history.repository';
import { translationRowOf } from './translation.repository';
import { sourcesOf, TRANSLATION_SERVICE_MESSAGES, type TranslationContext, type TranslationService } from './translation.service';

// Every publication of a translation, as the source's history keeps its versions, and restoring one: its values
// come back into the draft through the same write as an editor's save (checked again, on the version the editor
// saw, audited), never onto the site by themselves.

export const TRANSLATION_HISTORY_MESSAGES = {
  unknown: /*i18n*/ { id: 'Unknown version' },
};

/** How many publications the history lists. */
const LISTED = 200;

export function createTranslationHistory({ db }: Pick<TranslationContext, 'db'>, translations: TranslationService) {
  return {
    async history(target: TranslationTarget): Promise<TranslationRevisionEntry[] | null> {
      const rows = await translationRevisions(db, target, LISTED);
      if (rows.length === 0 && (await sourcesOf(db, target.kind, [target.id])).length === 0) return null;
      return rows.map((row) => ({
        id: String(row.id),
        version: row.version,
        path: row.path,
        by: row.name,
        at: new Date(row.at).toISOString(),
      }));
    },

    async historyVersion(target: TranslationTarget, revisionId: string): Promise<TranslationRevision | null> {
      const row = await translationRevision(db, target, revisionId);
      return row ? { values: row.values, source: row.source } : null;
    },

    async restore(
      target: TranslationTarget,
      body: { revisionId: string; version: number },
      acting: Acting<Actor>,
    ): Promise<TranslationItem | null> {
      const revision = await translationRevision(db, target, body.revisionId);
      if (!revision) throw new HttpError(404, TRANSLATION_HISTORY_MESSAGES.unknown);
      const restored = await db.transaction().execute(async (trx) => {
        const scheduled = Boolean((await translationRowOf(trx, target.kind, target.id, target.locale))?.publish_at);
        // Made from the English of its time: a restored version reads as needing another look where that changed.
        const written = await translations.write(
          trx,
          target,
          revision.values,
          { version: body.version, publish: false, source: revision.source },
          acting,
          { action: 'translation.restored', detail: { fromVersion: revision.version, ...(scheduled ? { unscheduled: true } : {}) } },
        );
        if ('errors' in written) {
          if (written.errors.item) return false;
          throw new HttpError(400, TRANSLATION_SERVICE_MESSAGES.refused, written.errors);
        }
        // A schedule set for the draft before would publish the restored values unseen: restoring never publishes.
        await trx
          .updateTable('content_translation')
          .set({ publish_at: null })
          .where('kind', '=', target.kind)
          .where('item_id', '=', target.id)
          .where('locale', '=', target.locale)
          .execute();
        return true;
      });
      return restored ? translations.item(target.kind, target.id) : null;
    },
  };
}

export type TranslationHistory = ReturnType<typeof createTranslationHistory>;
