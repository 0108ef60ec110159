import { type Kysely, sql } from 'kysely';
import type { TranslatedKind, TranslatedValues, TranslationLocale } from '../../../shared/content/translatable';
import type { Database } from '../../../server/db/database';
import { checkTranslation } from '../../../server/features/translations/translation-values';
import { searchColumns, sourcesOf } from '../../../server/features/translations/translation.service';
import { PRODUCT_PLANS } from '../product-plan';
import { escapeHtml } from '../products';
import { DE } from './de';
import type { DemoLocaleTexts } from './demo-texts';
import { ES } from './es';
import { FR } from './fr';
import { JA } from './ja';
import { seedHomeTranslations } from './seed-home-translations';

// The demo's translations, published as a translator's work would be: German and Japanese complete, French for the
// categories, the materials and the baskets, Spanish for the categories and materials only, so that the English
// fallback and the translation queue have something to show. Each product's texts are built from its line, its
// material and its category, as the English ones are (products.ts).

const DEMO_TEXTS: Record<TranslationLocale, DemoLocaleTexts> = { de: DE, fr: FR, es: ES, ja: JA };

/** French and Spanish write a material's name in lower case inside a sentence; German nouns keep their capital. */
const inSentence = (locale: TranslationLocale, name: string) => (locale === 'fr' || locale === 'es' ? name.toLowerCase() : name);

function productValues(
  locale: TranslationLocale,
  texts: DemoLocaleTexts,
  plan: (typeof PRODUCT_PLANS)[number],
): Record<string, string | string[]> | null {
  const line = texts.lines[plan.line.name];
  const material = texts.materials[plan.material.path];
  const category = texts.categories[plan.category.path];
  if (!line || !material || !category) return null;
  const { phrases } = texts;
  const handmade = phrases.handmadeFrom.replace('{material}', inSentence(locale, material.name));
  return {
    name: line.name.replace('{M}', material.inName),
    description: `<p>${escapeHtml(line.summary)} ${escapeHtml(handmade)}</p>`,
    detail:
      `<p>${escapeHtml(line.summary)} ${escapeHtml(material.description)} ${escapeHtml(category.note)}</p>` +
      `<ul><li><strong>${escapeHtml(phrases.materialLabel)}</strong> ${escapeHtml(material.composition)}</li>` +
      `<li><strong>${escapeHtml(phrases.customisationLabel)}</strong> ${escapeHtml(phrases.customisation)}</li></ul>`,
    size: line.size,
    colours: material.colours,
  };
}

/** Publishes the demo's translations into a database that has none. */
export async function seedTranslations(db: Kysely<Database>, now: Date): Promise<void> {
  const had = await db.selectFrom('content_translation').select('item_id').limit(1).executeTakeFirst();
  if (had) return;
  const planOf = new Map(PRODUCT_PLANS.map((plan) => [plan.path, plan]));
  for (const kind of ['category', 'material', 'product'] as const satisfies TranslatedKind[]) {
    const sources = await sourcesOf(db, kind);
    for (const [locale, texts] of Object.entries(DEMO_TEXTS) as [TranslationLocale, DemoLocaleTexts][]) {
      const paths = new Set<string>();
      const rows = sources.flatMap(({ id, source }) => {
        const englishPath = String(source.path);
        const taxonomy =
          kind === 'product'
            ? undefined
            : (texts[kind === 'category' ? 'categories' : 'materials'] as Record<string, { name: string; description: string }>)[
                englishPath
              ];
        const plan = planOf.get(englishPath);
        const given =
          kind === 'product'
            ? plan && productValues(locale, texts, plan)
            : taxonomy && { name: taxonomy.name, description: taxonomy.description };
        if (!given) return [];
        const { values, errors } = checkTranslation(kind, given);
        if (Object.keys(errors).length) throw new Error(`Demo ${locale} ${kind} ${englishPath}: ${JSON.stringify(errors)}`);
        let path = typeof values.path === 'string' ? values.path : null;
        for (let n = 2; path && paths.has(path); n++) path = `${values.path}-${n}`;
        if (path) paths.add(path);
        const published: TranslatedValues = { ...values, ...(path ? { path } : {}) };
        return [
          {
            kind,
            item_id: id,
            locale,
            values: JSON.stringify(published),
            source: JSON.stringify(source),
            path,
            ...searchColumns(published),
            published_at: now,
            updated_at: now,
          },
        ];
      });
      for (let start = 0; start < rows.length; start += 200) {
        await db
          .insertInto('content_translation')
          .values(rows.slice(start, start + 200))
          .execute();
      }
    }
  }
  await seedHomeTranslations(db, now);
  // Each demo translation is a publication, as an editor's is: its history starts with it.
  await sql`
    insert into translation_history (kind, item_id, locale, version, values, source, path, at)
    select kind, item_id, locale, 1, values, source, path, published_at
    from content_translation
    where published_at is not null`.execute(db);
}
