import { type Kysely, sql } from 'kysely';

// Search by words instead of by trigrams over whole texts (migration 002), so that its cost is bounded by the
// products it ranks, not by the catalogue's size.
// - product_search: per product, the distinct words of its name, and of its name and description together
//   (unaccented, lower-cased, markup removed), in a narrow table of its own: finding and ranking a few hundred
//   matches reads a few pages instead of the wide product rows. A GIN index finds the products holding every
//   word of a query.
// - search_term: the catalogue's vocabulary (a few thousand words however many products there are), against
//   which a typo is mended by trigram similarity before the products are looked up.
// Triggers keep both up with every product written; deleting a product deletes its row. A word left behind by
// a deleted or renamed product costs nothing: it matches no product.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function search_terms(value text) returns text[]
    language sql immutable parallel safe strict
    as $$
      select coalesce(array_agg(distinct term order by term), '{}')
      from regexp_split_to_table(
        search_text(regexp_replace(value, '<[^>]*>|&[#a-z0-9]+;', ' ', 'gi')),
        '[^[:alnum:]]+'
      ) as term
      where length(term) > 1
    $$`.execute(db);

  await sql`
    create table product_search (
      product_id integer primary key references product (id) on delete cascade,
      name text not null,
      name_terms text[] not null,
      terms text[] not null
    )`.execute(db);
  // Catalogue writes are rare and reads many: no pending list, so a search never scans one.
  await sql`create index product_search_terms_idx on product_search using gin (terms) with (fastupdate = off)`.execute(db);
  await sql`create table search_term (term text primary key)`.execute(db);
  await sql`create index search_term_trigram_idx on search_term using gin (term gin_trgm_ops)`.execute(db);

  await sql`
    create function index_product_search() returns trigger language plpgsql as $$
    begin
      with indexed as (
        insert into product_search (product_id, name, name_terms, terms)
        select id, name, search_terms(name), search_terms(name || ' ' || description) from written
        on conflict (product_id) do update
          set name = excluded.name, name_terms = excluded.name_terms, terms = excluded.terms
        returning terms
      )
      insert into search_term select distinct unnest(terms) from indexed on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update'] as const) {
    await sql`
      create trigger ${sql.id(`product_search_on_${event}`)}
      after ${sql.raw(event)} on product referencing new table as written
      for each statement execute function index_product_search()`.execute(db);
  }
  // Products already there, through the same function.
  await sql`update product set name = name`.execute(db);

  await sql`drop index product_name_search_idx`.execute(db);
  await sql`drop index product_description_search_idx`.execute(db);
}
