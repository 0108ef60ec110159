import type { Kysely } from 'kysely';
import { translatableFieldsOf, type TranslatedKind, type TranslationLocale } from '../../../shared/content/translatable';
import type { Database } from '../../../server/db/database';
import { checkTranslation } from '../../../server/features/translations/translation-values';
import { sourcesOf } from '../../../server/features/translations/translation.service';
import { HOME_TEXTS } from './home-texts';
import { PAGE_TEXTS } from './page-texts';

// The demo's translations of the home page's blocks, the FAQ, the company's texts, its pages' blocks and the
// pictures' alt texts: each English text that home-texts.ts or page-texts.ts translates is published in that
// language; a text they leave out stays English on the page (marked lang="en", or the English alt text).

const KINDS = ['slide', 'badge', 'why-item', 'testimonial', 'faq', 'company', 'page-block', 'picture'] as const satisfies TranslatedKind[];

export async function seedHomeTranslations(db: Kysely<Database>, now: Date): Promise<void> {
  for (const kind of KINDS) {
    const fields = translatableFieldsOf(kind);
    const sources = await sourcesOf(db, kind);
    for (const [locale, homeTexts] of Object.entries(HOME_TEXTS) as [TranslationLocale, Readonly<Record<string, string>>][]) {
      const texts = { ...homeTexts, ...PAGE_TEXTS[locale as keyof typeof PAGE_TEXTS] };
      const rows = sources.flatMap(({ id, source }) => {
        const given = Object.fromEntries(
          fields.flatMap((field) => {
            const english = source[field];
            const translated = typeof english === 'string' ? texts[english] : undefined;
            return translated ? [[field, translated]] : [];
          }),
        );
        if (Object.keys(given).length === 0) return [];
        const { values, errors } = checkTranslation(kind, given);
        if (Object.keys(errors).length) throw new Error(`Demo ${locale} ${kind} ${id}: ${JSON.stringify(errors)}`);
        return [
          {
            kind,
            item_id: id,
            locale,
            values: JSON.stringify(values),
            source: JSON.stringify(source),
            published_at: now,
            updated_at: now,
          },
        ];
      });
      if (rows.length) await db.insertInto('content_translation').values(rows).execute();
    }
  }
}
