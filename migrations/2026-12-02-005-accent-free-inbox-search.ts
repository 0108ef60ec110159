import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The inbox's search compared words with their accents: "Kovacs", "Garcia", "Lefevre" or "Tran" found nothing of
// Kovács, García, Lefèvre or Trần, as staff type names on a keyboard without them. And a company's domain was one
// word: "osier" did not find atelier-osier.fr. The searched words are now folded (lower case, accents taken off,
// Vietnamese ones too) by one SQL function, which the query folds its words with as well, and the domain is also
// searched by its parts.

/** Every accented Latin letter in lower case (Latin-1, Latin Extended-A, Vietnamese's), with the letter it folds to. */
function foldedLetters(): { from: string; to: string } {
  const special: Record<string, string> = { đ: 'd', ø: 'o', ł: 'l', ħ: 'h', ŧ: 't', ı: 'i', æ: 'a', œ: 'o', ŀ: 'l', ĸ: 'k' };
  const ranges: [number, number][] = [
    [0x00e0, 0x00ff],
    [0x0100, 0x017f],
    [0x01a0, 0x01b0],
    [0x1e00, 0x1eff],
  ];
  let from = '';
  let to = '';
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code++) {
      const letter = String.fromCodePoint(code);
      if (letter !== letter.toLowerCase()) continue;
      const base = special[letter] ?? letter.normalize('NFD').replace(/\p{M}/gu, '');
      if (/^[a-z]$/.test(base) && base !== letter) {
        from += letter;
        to += base;
      }
    }
  }
  return { from, to };
}

export async function up(db: Kysely<any>): Promise<void> {
  const { from, to } = foldedLetters();
  await sql`create function search_folded(text) returns text language sql immutable parallel safe
    as ${sql.raw(`$$ select translate(lower($1), '${from}', '${to}') $$`)}`.execute(db);
  await sql`alter table inquiry drop column search`.execute(db);
  await sql`alter table inquiry add column search tsvector generated always as (to_tsvector('simple'::regconfig, search_folded(
    coalesce(reference, '') || ' ' || coalesce(name, '') || ' ' || coalesce(email, '') || ' ' ||
    coalesce(replace(email, '@', ' '), '') || ' ' || coalesce(company_domain, '') || ' ' ||
    coalesce(translate(company_domain, '-.', '  '), '') || ' ' ||
    coalesce(payload ->> 'subject', '') || ' ' || coalesce(payload ->> 'message', '') || ' ' ||
    coalesce(payload ->> 'content', '') || ' ' || coalesce(payload -> 'product' ->> 'name', '')))) stored`.execute(db);
  await sql`create index inquiry_search_idx on inquiry using gin (search)`.execute(db);
}
