import {
  translatableFieldsOf,
  translationFieldsOf,
  type TranslatedKind,
  type TranslatedValue,
  type TranslatedValues,
  type TranslationLocale,
} from '../../../shared/content/translatable';
import type { TranslationItem } from '../../../shared/contracts/translations';
import type { Db } from '../../db/connect';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import type { Actor } from '../audit/audit-trail.public';
import { MACHINE_TRANSLATION_MESSAGES, type MachineTranslator } from '../machine-translation/machine-translator.public';
import { translationRowOf } from './translation.repository';
import { refuseStale, sourcesOf, TRANSLATION_SERVICE_MESSAGES, type TranslationService } from './translation.service';

// Drafts made by machine translation: the fields of one item's translation that have no text yet are translated
// from the English and saved with the rest as a draft, never published, audited as the machine's. What a person
// wrote stays as it is. The provider is asked before the transaction (and only once the version is known to be
// the editor's), so a slow or failing provider holds no row and changes nothing.

export const MACHINE_DRAFT_MESSAGES = {
  nothingToDraft: /*i18n*/ { id: 'Every field already has a translation: nothing was left for machine translation to draft.' },
};

/** The address is made from the translated name (or kept English): never machine-translated. */
const NOT_MACHINE_TRANSLATED = new Set(['path']);

const isBlank = (value: TranslatedValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.every((entry) => entry.trim() === '') : value.trim() === '');

export function createMachineDrafts({
  db,
  translator,
  translations,
}: {
  db: Db;
  translator: MachineTranslator | null;
  translations: TranslationService;
}) {
  /** The English of `fields` in `locale`: rich text in one request (its tags kept), the other texts in another. */
  async function machineValues(kind: TranslatedKind, source: TranslatedValues, fields: string[], locale: TranslationLocale) {
    const declared = translationFieldsOf(kind);
    const plain: { field: string; index: number | null; text: string }[] = [];
    const rich: { field: string; text: string }[] = [];
    for (const field of fields) {
      const value = source[field]!;
      if (Array.isArray(value)) value.forEach((text, index) => plain.push({ field, index, text }));
      else if (declared[field]?.kind === 'rich-text') rich.push({ field, text: value });
      else plain.push({ field, index: null, text: value });
    }
    const [plainOut, richOut] = await Promise.all([
      translator!.translateContent(
        plain.map((p) => p.text),
        locale,
        false,
      ),
      translator!.translateContent(
        rich.map((r) => r.text),
        locale,
        true,
      ),
    ]);
    const values: Record<string, string | string[]> = {};
    plain.forEach((p, i) => {
      if (p.index === null) values[p.field] = plainOut[i]!;
      else values[p.field] = [...((values[p.field] as string[] | undefined) ?? []), plainOut[i]!];
    });
    rich.forEach((r, i) => (values[r.field] = richOut[i]!));
    return values;
  }

  return {
    async machineDraft(
      kind: TranslatedKind,
      id: number,
      locale: TranslationLocale,
      { version }: { version: number },
      acting: Acting<Actor>,
    ): Promise<TranslationItem | null> {
      const [found] = await sourcesOf(db, kind, [id]);
      if (!found) return null;
      if (!translator) throw new HttpError(409, MACHINE_TRANSLATION_MESSAGES.notConfigured);
      const before = await translationRowOf(db, kind, id, locale);
      await refuseStale(db, before, version);
      const current: TranslatedValues = before?.draft ?? (before?.published_at ? before.values : {});
      const empty = translatableFieldsOf(kind).filter(
        (field) => !NOT_MACHINE_TRANSLATED.has(field) && !isBlank(found.source[field]) && isBlank(current[field]),
      );
      if (empty.length === 0) throw new HttpError(409, MACHINE_DRAFT_MESSAGES.nothingToDraft);
      const drafted = await machineValues(kind, found.source, empty, locale);

      const written = await db.transaction().execute((trx) =>
        translations.write(trx, { kind, id, locale }, { ...current, ...drafted }, { version, publish: false }, acting, {
          action: 'translation.machine-drafted',
          detail: { machineTranslated: empty },
        }),
      );
      if ('errors' in written) {
        if (written.errors.item) return null;
        throw new HttpError(400, TRANSLATION_SERVICE_MESSAGES.refused, written.errors);
      }
      return translations.item(kind, id);
    },
  };
}

export type MachineDrafts = ReturnType<typeof createMachineDrafts>;
