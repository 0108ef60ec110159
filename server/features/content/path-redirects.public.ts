import { sql } from 'kysely';
import { localizedHref, splitLocale } from '../../../shared/i18n/locales';
import { LINE_SHEET_FOLDER } from '../../../shared/paths';
import type { Db } from '../../db/connect';
import { itemOnceAtTranslatedPath, translatedPathOf } from '../translations/translated-paths.public';

// Old addresses of products, categories and materials: a page that finds nothing asks here before it answers 404,
// and a path an item had answers with a 301 to the item's address now. Redirects point at the item, not at a
// path, so however often a path changes, one hop leads to the current one, and no chain or loop can form.
//
// Under a locale's prefix an item's address is its translated path there: an old translated path, an old English
// one, or the English path of an item translated under another path each lead to it in one hop.

const PATTERNS = [
  { kind: 'product', table: 'product', pattern: /^\/(product|order)\/([^/]+)$/ },
  { kind: 'category', table: 'category', pattern: /^\/(categories)\/([^/]+)(\/page\/\d+)$/ },
  { kind: 'material', table: 'material', pattern: /^\/(materials)\/([^/]+)(\/page\/\d+)$/ },
  // A category's line sheet is at its path too (paths.lineSheetPdf).
  { kind: 'category', table: 'category', pattern: new RegExp(`^/(${LINE_SHEET_FOLDER.slice(1)})/([^/]+?)(\\.pdf)$`) },
] as const;

/** The address to send `pathname` to (with its query), or null when it never was an item's address. */
export async function redirectFor(db: Db, pathname: string, search = ''): Promise<string | null> {
  const { locale, href } = splitLocale(pathname);
  for (const { kind, table, pattern } of PATTERNS) {
    const match = pattern.exec(href);
    if (!match) continue;
    let asked: string;
    try {
      asked = decodeURIComponent(match[2]!).toLowerCase();
    } catch {
      return null;
    }
    const { rows } = await sql<{ id: number; path: string }>`
      select t.id, t.path from ${sql.table(table)} t
      where t.id = coalesce(
        (select r.target_id from path_redirect r where r.kind = ${kind} and r.old_path = ${asked}),
        (select t2.id from ${sql.table(table)} t2 where t2.path = ${asked})
      )`.execute(db);
    const itemId = rows[0]?.id ?? (locale === 'en' ? null : await itemOnceAtTranslatedPath(db, kind, locale, asked));
    if (itemId === null || itemId === undefined) return null;
    const path = locale === 'en' ? rows[0]!.path : await translatedPathOf(db, kind, locale, itemId);
    if (!path || path === asked) return null;
    return `${localizedHref(locale, `/${match[1]}/${path}${match[3] ?? ''}`)}${search}`;
  }
  return null;
}
