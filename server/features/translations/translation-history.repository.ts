import { sql } from 'kysely';
import type { TranslatedKind, TranslatedValues, TranslationLocale } from '../../../shared/content/translatable';
import type { Db } from '../../db/connect';

// Every publication of a translation (translation_history, migration 2026-12-08-501): one row a publication.

export interface TranslationTarget {
  kind: TranslatedKind;
  id: number;
  locale: TranslationLocale;
}

const ofTarget = (target: TranslationTarget) => sql`kind = ${target.kind} and item_id = ${target.id} and locale = ${target.locale}`;

/** Keeps a publication as the next version of the translation, in the caller's transaction. */
export async function addTranslationRevision(
  db: Db,
  target: TranslationTarget,
  published: { values: TranslatedValues; source: TranslatedValues; path: string | null; staffId: number | null; at: Date },
): Promise<void> {
  const { rows } = await sql<{ next: number }>`
    select coalesce(max(version), 0) + 1 as next from translation_history where ${ofTarget(target)}`.execute(db);
  await db
    .insertInto('translation_history')
    .values({
      kind: target.kind,
      item_id: target.id,
      locale: target.locale,
      version: Number(rows[0]!.next),
      values: JSON.stringify(published.values),
      source: JSON.stringify(published.source),
      path: published.path,
      staff_id: published.staffId,
      at: published.at,
    })
    .execute();
}

/** The translation's latest publications, the newest first, with who made each. */
export function translationRevisions(db: Db, target: TranslationTarget, limit: number) {
  return db
    .selectFrom('translation_history as h')
    .leftJoin('staff as s', 's.id', 'h.staff_id')
    .select(['h.id', 'h.version', 'h.path', 'h.at', 's.name'])
    .where('h.kind', '=', target.kind)
    .where('h.item_id', '=', target.id)
    .where('h.locale', '=', target.locale)
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/** One publication of the translation, as the history kept it. */
export function translationRevision(db: Db, target: TranslationTarget, revisionId: string) {
  return db
    .selectFrom('translation_history')
    .select(['version', 'values', 'source', 'path'])
    .where('id', '=', revisionId)
    .where('kind', '=', target.kind)
    .where('item_id', '=', target.id)
    .where('locale', '=', target.locale)
    .executeTakeFirst();
}
