import js2xliff from 'xliff/js2xliff';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffLocale } from '../../../shared/i18n/locales';
import { type RefusalText, refusalIn } from '../../../shared/i18n/refusal-text';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import xliff2js, { type XliffDocument, type XliffUnit } from 'xliff/xliff2js';
import {
  isTranslatedKind,
  TRANSLATED_KINDS,
  translatableFieldsOf,
  translationSourceOf,
  type TranslatedValue,
  type TranslatedValues,
  type TranslationLocale,
} from '../../../shared/content/translatable';
import type { TranslationImportResult } from '../../../shared/contracts/translations';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import type { Acting } from '../../http/acting';
import { Download, Reply } from '../../http/mount-contract';
import type { Actor } from '../audit/audit-trail.public';
import { sourcesOf, stateOf, type TranslationService } from './translation.service';

// A language's translations as an XLIFF 2.0 file for an outside translator, and that file read back. The file has
// one <file> per kind and one <unit> per item and field ("42.name"); a list (a product's colours) is one line per
// entry. Read back, every unit is checked before any is saved, and the file is saved whole (as drafts, for a
// person to review and publish) or not at all. A unit whose target is what is there already changes nothing, so an
// exported file imported unchanged leaves the content as it was.

export const XLIFF_MESSAGES = {
  unreadable: /*i18n*/ { id: 'This is not an XLIFF 2.0 file.' },
  otherLanguage: (found: string, locale: string): MessageDescriptor => /*i18n*/ ({
    id: 'The file is for "{found}", not {locale}: nothing was saved.',
    values: { found, locale },
  }),
  refused: (count: number): MessageDescriptor => /*i18n*/ ({
    id: '{count, plural, one {# unit was refused: nothing was saved.} other {# units were refused: nothing was saved.}}',
    values: { count },
  }),
  unknownKind: /*i18n*/ { id: 'This kind of content is not translated.' },
  unknownUnit: /*i18n*/ { id: 'No such item or field: the unit names neither.' },
  sourceChanged: /*i18n*/ { id: 'The English text changed after this file was made: export the language again.' },
};

const textOf = (value: TranslatedValue | undefined) => (Array.isArray(value) ? value.join('\n') : (value ?? ''));
const valueOf = (field: { kind: string }, text: string): TranslatedValue =>
  field.kind === 'text-list'
    ? text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : text;

export function createTranslationFiles(db: Db, translations: TranslationService, clock: () => Date) {
  return {
    /** The language's units: every translated field that has English text (`todo`: of the items not up to date). */
    async exportXliff(locale: TranslationLocale, only: 'all' | 'todo' = 'all'): Promise<Download> {
      const document: XliffDocument = { sourceLanguage: DEFAULT_LOCALE, targetLanguage: locale, resources: {} };
      for (const kind of TRANSLATED_KINDS) {
        const fields = translatableFieldsOf(kind);
        const [sources, rows] = await Promise.all([
          sourcesOf(db, kind),
          db.selectFrom('content_translation').selectAll().where('kind', '=', kind).where('locale', '=', locale).execute(),
        ]);
        const rowOf = new Map(rows.map((row) => [row.item_id, row]));
        const units: Record<string, XliffUnit> = {};
        for (const { id, source } of sources) {
          const row = rowOf.get(id);
          if (only === 'todo' && stateOf(row, source, fields) === 'published') continue;
          const current: TranslatedValues = row?.draft ?? row?.values ?? {};
          for (const field of fields) {
            if (textOf(source[field]) === '') continue;
            units[`${id}.${field}`] = { source: textOf(source[field]), target: textOf(current[field]) };
          }
        }
        if (Object.keys(units).length) document.resources[kind] = units;
      }
      const day = clock().toISOString().slice(0, 10);
      return new Download('application/xliff+xml; charset=utf-8', `translations-${locale}-${day}.xlf`, await js2xliff(document));
    },

    /**
     * Reads a translator's file back: all its changed units saved as drafts, or none and each refusal named, in
     * `staffLocale` (the language of the staff member importing it; null: English).
     */
    async importXliff(
      locale: TranslationLocale,
      bytes: Uint8Array,
      acting: Acting<Actor>,
      staffLocale: StaffLocale | null = null,
    ): Promise<TranslationImportResult | Reply<TranslationImportResult & { error: string }>> {
      const i18n = await staffMailI18n(staffLocale);
      const words = (text: RefusalText) => refusalIn(i18n, text);
      let document: XliffDocument;
      try {
        document = await xliff2js(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
        if (!document?.resources) throw new Error('no resources');
      } catch {
        return new Reply(400, { saved: 0, refused: [], error: words(XLIFF_MESSAGES.unreadable) });
      }
      if (document.targetLanguage?.toLowerCase().split('-')[0] !== locale) {
        return new Reply(400, { saved: 0, refused: [], error: words(XLIFF_MESSAGES.otherLanguage(document.targetLanguage ?? '', locale)) });
      }
      const refused: TranslationImportResult['refused'] = [];
      // Per item, the values it will have: what is there now, with the file's changed units in place.
      const changes: { kind: (typeof TRANSLATED_KINDS)[number]; id: number; units: Record<string, string> }[] = [];
      for (const [kind, units] of Object.entries(document.resources)) {
        if (!isTranslatedKind(kind)) {
          refused.push(...Object.keys(units).map((unit) => ({ unit: `${kind}/${unit}`, message: words(XLIFF_MESSAGES.unknownKind) })));
          continue;
        }
        const byItem = new Map<number, Record<string, string>>();
        for (const [unit, { target }] of Object.entries(units)) {
          const match = /^(\d{1,9})\.([a-z_]+)$/.exec(unit);
          if (!match || !(translatableFieldsOf(kind) as string[]).includes(match[2]!)) {
            refused.push({ unit: `${kind}/${unit}`, message: words(XLIFF_MESSAGES.unknownUnit) });
            continue;
          }
          byItem.set(Number(match[1]), { ...byItem.get(Number(match[1])), [match[2]!]: target ?? '' });
        }
        const sources = new Map((await sourcesOf(db, kind, [...byItem.keys()])).map((found) => [found.id, found.source]));
        for (const [id, targets] of byItem) {
          const source = sources.get(id);
          if (!source) {
            refused.push(
              ...Object.keys(targets).map((field) => ({ unit: `${kind}/${id}.${field}`, message: words(XLIFF_MESSAGES.unknownUnit) })),
            );
            continue;
          }
          for (const field of Object.keys(targets)) {
            if (units[`${id}.${field}`]!.source !== textOf(source[field])) {
              refused.push({ unit: `${kind}/${id}.${field}`, message: words(XLIFF_MESSAGES.sourceChanged) });
            }
          }
          changes.push({ kind, id, units: targets });
        }
      }

      let saved = 0;
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          for (const { kind, id, units } of changes) {
            const row = await trx
              .selectFrom('content_translation')
              .selectAll()
              .where('kind', '=', kind)
              .where('item_id', '=', id)
              .where('locale', '=', locale)
              .executeTakeFirst();
            const current: TranslatedValues = row?.draft ?? row?.values ?? {};
            const { fields } = translationSourceOf(kind);
            const changed = Object.entries(units).filter(([field, text]) => text !== textOf(current[field]));
            if (changed.length === 0) continue;
            const values: Record<string, TranslatedValue> = { ...current };
            for (const [field, text] of changed) values[field] = valueOf(fields[field]!, text);
            const written = await translations.write(
              trx,
              { kind, id, locale },
              values,
              { version: row?.version ?? 0, publish: false },
              acting,
            );
            if ('errors' in written) {
              for (const [field, message] of Object.entries(written.errors))
                refused.push({ unit: `${kind}/${id}.${field}`, message: words(message) });
            } else {
              saved += changed.length;
            }
          }
          // All or nothing: a refusal anywhere leaves every item as it was.
          if (refused.length) throw new RefusedImport();
          return { saved, refused };
        })
        .catch((error: unknown) => {
          if (error instanceof RefusedImport) return null;
          throw error;
        });
      if (!outcome) return new Reply(400, { saved: 0, refused, error: words(XLIFF_MESSAGES.refused(refused.length)) });
      return outcome;
    },
  };
}

class RefusedImport extends Error {}

export type TranslationFiles = ReturnType<typeof createTranslationFiles>;
