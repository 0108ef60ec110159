import type { MessageDescriptor } from '@lingui/core';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import {
  changedSourceFields,
  TRANSLATED_KINDS,
  TRANSLATION_LOCALES,
  translatableFieldsOf,
  translationSourceOf,
  type TranslatedKind,
  type TranslatedValues,
  type TranslationLocale,
  type TranslationState,
} from '../../../shared/content/translatable';
import type { ItemTranslation, TranslationItem, TranslationQueue, TranslationQueueEntry } from '../../../shared/contracts/translations';
import { textOfHtml } from '../../../shared/plain-text';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import type { Db } from '../../db/connect';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { checkTranslation, TRANSLATION_MESSAGES } from './translation-values';
import { addTranslationRevision } from './translation-history.repository';
import { moveTranslatedPath, translatedPathTaken, translationRowOf, type TranslationRow } from './translation.repository';
import { searchFolded } from './translated-search.public';

// Translations as editors make them: one item's source and its translations side by side, a draft saved or a
// translation published (its old address kept as a redirect), each write checked against the version the editor
// saw and audited in its own transaction.

export interface TranslationContext {
  db: Db;
  clock: () => Date;
  /** A machine-translation provider is configured: the screen offers machine-translated drafts. */
  machineTranslation?: boolean;
}

export const TRANSLATION_SERVICE_MESSAGES = {
  refused: /*i18n*/ { id: 'Some fields need another look: nothing was saved.' },
  stale: (name: string | null): MessageDescriptor =>
    name
      ? /*i18n*/ {
          id: '{name} saved this translation after you opened it. Reload to see their change; nothing of yours was saved.',
          values: { name },
        }
      : /*i18n*/ { id: 'Someone saved this translation after you opened it. Reload to see their change; nothing of yours was saved.' },
};

/** The English text of the translated fields of items of `kind` (all, or those `ids`), published. */
export async function sourcesOf(db: Db, kind: TranslatedKind, ids?: readonly number[]) {
  const fields = translatableFieldsOf(kind);
  const { table, titleField } = translationSourceOf(kind);
  // The tables differ by kind; what is read of them is named by the declaration, so the query is typed loosely.
  let query = db
    .selectFrom(table as 'media')
    .select([...new Set(['id', titleField, ...fields])] as never[])
    .orderBy('id' as never);
  if (ids) query = query.where('id' as never, 'in', ids as never);
  const rows = (await query.execute()) as unknown as ({ id: number } & Record<string, unknown>)[];
  return rows.map((row) => {
    const source: TranslatedValues = {};
    for (const field of fields) {
      const value = row[field];
      if (Array.isArray(value)) source[field] = value.map(String);
      else if (value !== null && value !== undefined) source[field] = String(value);
    }
    return { id: row.id, title: String(row[titleField] ?? ''), source };
  });
}

export function stateOf(
  row: Pick<TranslationRow, 'published_at' | 'source' | 'draft' | 'publish_at'> | undefined,
  source: TranslatedValues,
  fields: readonly string[],
): TranslationState {
  if (row?.published_at) return changedSourceFields(row.source, source, fields).length ? 'outdated' : 'published';
  if (!row?.draft) return 'missing';
  return row.publish_at ? 'scheduled' : 'draft';
}

/** What search reads of a published translation. */
export function searchColumns(values: TranslatedValues) {
  const name = typeof values.name === 'string' ? values.name : '';
  const description = typeof values.description === 'string' ? textOfHtml(values.description) : '';
  return { search_name: searchFolded(name), search_text: searchFolded(`${name}\n${description}`) };
}

/** Refuses (409, naming who saved since) when the translation is no longer at the version the editor saw. */
export async function refuseStale(db: Db, row: TranslationRow | undefined, version: number): Promise<void> {
  if ((row?.version ?? 0) === version) return;
  const who = row?.updated_by ? await db.selectFrom('staff').select('name').where('id', '=', row.updated_by).executeTakeFirst() : undefined;
  throw new HttpError(409, TRANSLATION_SERVICE_MESSAGES.stale(who?.name ?? null));
}

/** How a write is audited when it is not an editor's own save: e.g. a draft made by machine translation. */
export interface WriteAudit {
  action: AuditAction;
  detail?: Record<string, unknown>;
}

export function createTranslationService({ db, clock, machineTranslation = false }: TranslationContext) {
  async function itemOf(kind: TranslatedKind, id: number, trx: Db = db): Promise<TranslationItem | null> {
    const [found] = await sourcesOf(trx, kind, [id]);
    if (!found) return null;
    const fields = translatableFieldsOf(kind);
    const rows = await trx
      .selectFrom('content_translation as t')
      .leftJoin('staff as s', 's.id', 't.updated_by')
      .selectAll('t')
      .select('s.name as updated_by_name')
      .where('t.kind', '=', kind)
      .where('t.item_id', '=', id)
      .execute();
    const byLocale = new Map(rows.map((row) => [row.locale, row]));
    const translations = TRANSLATION_LOCALES.map((locale): ItemTranslation => {
      const row = byLocale.get(locale);
      return {
        locale,
        state: stateOf(row, found.source, fields),
        published: row?.published_at ? row.values : {},
        publishedFrom: row?.published_at ? row.source : {},
        changedSource: row?.published_at ? changedSourceFields(row.source, found.source, fields) : [],
        draft: row?.draft ?? null,
        publishAt: row?.draft && row.publish_at ? new Date(row.publish_at).toISOString() : null,
        path: row?.path ?? null,
        version: row?.version ?? 0,
        updatedAt: row ? new Date(row.updated_at).toISOString() : null,
        updatedBy: row?.updated_by_name ?? null,
      };
    });
    return { kind, id, title: found.title, fields, source: found.source, translations, machineTranslation };
  }

  /**
   * Writes one locale's translation of one item, in the caller's transaction: checked, then saved or published
   * (each publication kept in its history). It is recorded as made from `source` when given (a draft published
   * unseen, by its schedule, or a version restored was made from the English of its time), else from the English
   * as it is now, which the editor has beside it.
   */
  async function write(
    trx: Db,
    target: { kind: TranslatedKind; id: number; locale: TranslationLocale },
    given: Record<string, string | string[]>,
    { version, publish, source }: { version: number; publish: boolean; source?: TranslatedValues },
    acting: Acting<Actor>,
    audit?: WriteAudit,
  ): Promise<{ errors: Record<string, RefusalText> } | { title: string }> {
    const { kind, id, locale } = target;
    const [found] = await sourcesOf(trx, kind, [id]);
    if (!found) return { errors: { item: 'Unknown item' } };
    const before = await translationRowOf(trx, kind, id, locale);
    await refuseStale(trx, before, version);
    const { values, errors } = checkTranslation(kind, given);
    const path = typeof values.path === 'string' ? values.path : null;
    if (path && path !== found.source.path) {
      const englishOfAnother = await trx
        .selectFrom(translationSourceOf(kind).table as 'product')
        .select('id')
        .where('path', '=', path)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (englishOfAnother || (await translatedPathTaken(trx, kind, locale, id, path))) errors.path = TRANSLATION_MESSAGES.pathTaken;
    }
    if (Object.keys(errors).length) return { errors };

    const now = clock();
    const madeFrom = source ?? found.source;
    const common = { version: version + 1, updated_at: now, updated_by: acting.principal.staffId };
    const columns = publish
      ? {
          ...common,
          values: JSON.stringify(values),
          source: JSON.stringify(madeFrom),
          path,
          ...searchColumns(values),
          published_at: before?.published_at ?? now,
          draft: null,
          draft_source: null,
          publish_at: null,
        }
      : { ...common, draft: JSON.stringify(values), draft_source: JSON.stringify(madeFrom) };
    if (before) {
      await trx
        .updateTable('content_translation')
        .set(columns)
        .where('kind', '=', kind)
        .where('item_id', '=', id)
        .where('locale', '=', locale)
        .execute();
    } else {
      await trx
        .insertInto('content_translation')
        .values({ kind, item_id: id, locale, ...columns })
        .execute();
    }
    if (publish) {
      await moveTranslatedPath(trx, kind, locale, id, before?.published_at ? before.path : null, path);
      await addTranslationRevision(trx, target, { values, source: madeFrom, path, staffId: acting.principal.staffId, at: now });
    }
    await recordAudit(trx, {
      actor: acting.principal,
      action: audit?.action ?? (publish ? 'translation.published' : 'translation.saved'),
      subject: { type: kind, id },
      detail: {
        ...audit?.detail,
        title: found.title,
        locale,
        changed: Object.keys(values).filter(
          (field) => JSON.stringify(values[field]) !== JSON.stringify((before?.draft ?? before?.values ?? {})[field]),
        ),
      },
      ip: acting.ip,
      at: now,
    });
    return { title: found.title };
  }

  return {
    item: (kind: TranslatedKind, id: number) => itemOf(kind, id),
    write,

    async save(
      kind: TranslatedKind,
      id: number,
      locale: TranslationLocale,
      body: { values: Record<string, string | string[]>; version: number; publish: boolean },
      acting: Acting<Actor>,
    ): Promise<TranslationItem | null> {
      return db.transaction().execute(async (trx) => {
        const written = await write(trx, { kind, id, locale }, body.values, body, acting);
        if ('errors' in written) {
          if (written.errors.item) return null;
          throw new HttpError(400, TRANSLATION_SERVICE_MESSAGES.refused, written.errors);
        }
        return itemOf(kind, id, trx);
      });
    },

    /** How much of each locale is left to do, and the chosen locale's items to do. */
    async queue(locale: TranslationLocale): Promise<TranslationQueue> {
      const counts = Object.fromEntries(
        TRANSLATION_LOCALES.map((l) => [l, { missing: 0, draft: 0, scheduled: 0, published: 0, outdated: 0 }]),
      ) as TranslationQueue['counts'];
      const items: TranslationQueueEntry[] = [];
      for (const kind of TRANSLATED_KINDS) {
        const fields = translatableFieldsOf(kind);
        const [sources, rows] = await Promise.all([
          sourcesOf(db, kind),
          db
            .selectFrom('content_translation')
            .select(['item_id', 'locale', 'published_at', 'source', 'draft', 'publish_at'])
            .where('kind', '=', kind)
            .execute(),
        ]);
        const rowOf = new Map(rows.map((row) => [`${row.item_id}/${row.locale}`, row]));
        for (const { id, title, source } of sources) {
          for (const l of TRANSLATION_LOCALES) {
            const state = stateOf(rowOf.get(`${id}/${l}`), source, fields);
            counts[l][state] += 1;
            if (l === locale && state !== 'published') items.push({ kind, id, title, state });
          }
        }
      }
      return { counts, items };
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
