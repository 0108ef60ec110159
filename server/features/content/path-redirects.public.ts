import { sql } from 'kysely';
import type { Db } from '../../db/connect';

// Old addresses of products, categories and materials: a page that finds nothing asks here before it answers 404,
// and a path an item had answers with a 301 to the item's address now. Redirects point at the item, not at a
// path, so however often a path changes, one hop leads to the current one, and no chain or loop can form.

const PATTERNS = [
  { kind: 'product', table: 'product', pattern: /^\/(product|order)\/([^/]+)$/ },
  { kind: 'category', table: 'category', pattern: /^\/(categories)\/([^/]+)(\/page\/\d+)$/ },
  { kind: 'material', table: 'material', pattern: /^\/(materials)\/([^/]+)(\/page\/\d+)$/ },
] as const;

/** The address to send `pathname` to (with its query), or null when it never was an item's address. */
export async function redirectFor(db: Db, pathname: string, search = ''): Promise<string | null> {
  for (const { kind, table, pattern } of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    let oldPath: string;
    try {
      oldPath = decodeURIComponent(match[2]!).toLowerCase();
    } catch {
      return null;
    }
    const { rows } = await sql<{ path: string }>`
      select t.path from path_redirect r join ${sql.table(table)} t on t.id = r.target_id
      where r.kind = ${kind} and r.old_path = ${oldPath}`.execute(db);
    const path = rows[0]?.path;
    if (!path || path === oldPath) return null;
    return `/${match[1]}/${path}${match[3] ?? ''}${search}`;
  }
  return null;
}
