import type { Kysely } from 'kysely';
import { localizedHref, type SiteLocale } from '../shared/i18n/locales';
import type { Database } from '../server/db/database';
import { TEST_BASE_URL } from './test-app';

/**
 * The absolute addresses an item's page has, read from the database as a crawler would expect them: English, and
 * each locale it is published in at its translated path (the English path where the translation has none).
 */
export async function translatedAddresses(
  db: Kysely<Database>,
  kind: 'product' | 'category' | 'material',
  englishPath: string,
  hrefOf: (path: string) => string,
): Promise<Partial<Record<SiteLocale, string>> & { en: string }> {
  const rows = await db
    .selectFrom('content_translation as t')
    .innerJoin(`${kind} as i` as 'product as i', 'i.id', 't.item_id')
    .select(['t.locale', 't.path'])
    .where('t.kind', '=', kind)
    .where('i.path', '=', englishPath)
    .where('t.published_at', 'is not', null)
    .execute();
  const addresses: Partial<Record<SiteLocale, string>> & { en: string } = { en: `${TEST_BASE_URL}${hrefOf(englishPath)}` };
  for (const { locale, path } of rows) addresses[locale] = `${TEST_BASE_URL}${localizedHref(locale, hrefOf(path ?? englishPath))}`;
  return addresses;
}
