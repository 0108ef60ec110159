import { type Kysely, sql } from 'kysely';

// Search by words instead of by trigrams over whole texts (migration 002), so that its cost is bounded by the
// products it ranks, not by the catalogue's size.
// - product_search: per product, the distinct words of its name, and of its name and description together
//   (unaccented, lower-cased, markup removed), in a narrow table of its own: finding and ranking a few hundred
//   matches reads a few pages instead of the wide product rows. A GIN index finds the products holding every
//   word of a query.
// - search_term: the catalogue's vocabulary (a few thousand words however many products there are), against
//   which a typo is mended by trigram similarity before the products are looked up.
// Triggers keep both up with every product written; deleting a product deletes its row, and a word no product
// holds any more leaves the vocabulary.
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
  // Products with every word in their name are ranked first, found through their own index.
  await sql`create index product_search_name_terms_idx on product_search using gin (name_terms) with (fastupdate = off)`.execute(db);
  await sql`create table search_term (term text primary key)`.execute(db);
  await sql`create index search_term_trigram_idx on search_term using gin (term gin_trgm_ops)`.execute(db);

  // Indexes the given products: their words, and any word the vocabulary lacks (inserted in order, so two
  // writers adding the same new words cannot deadlock).
  await sql`
    create function index_product_search(ids integer[]) returns void language sql as $$
      with indexed as (
        insert into product_search (product_id, name, name_terms, terms)
        select id, name, search_terms(name), search_terms(name || ' ' || description) from product where id = any(ids)
        on conflict (product_id) do update
          set name = excluded.name, name_terms = excluded.name_terms, terms = excluded.terms
        returning terms
      )
      insert into search_term select distinct unnest(terms) from indexed order by 1 on conflict do nothing
    $$`.execute(db);
  await sql`
    create function index_added_products() returns trigger language plpgsql as $$
    begin
      perform index_product_search(array(select id from added));
      return null;
    end $$`.execute(db);
  // Only products whose words changed: setting a flag or a picture leaves the search as it is.
  await sql`
    create function index_changed_products() returns trigger language plpgsql as $$
    begin
      perform index_product_search(array(
        select a.id from after_change a join before_change b using (id)
        where a.name is distinct from b.name or a.description is distinct from b.description));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_search_on_insert after insert on product
    referencing new table as added for each statement execute function index_added_products()`.execute(db);
  await sql`
    create trigger product_search_on_update after update on product
    referencing old table as before_change new table as after_change
    for each statement execute function index_changed_products()`.execute(db);
  // A word no product holds any more leaves the vocabulary, or it would be offered as a spelling and crowd out
  // the words products have.
  await sql`
    create function forget_unused_terms() returns trigger language plpgsql as $$
    begin
      delete from search_term
      where term in (select distinct unnest(terms) from replaced order by 1)
        and not exists (select 1 from product_search where terms @> array[search_term.term]);
      return null;
    end $$`.execute(db);
  for (const event of ['update', 'delete'] as const) {
    await sql`
      create trigger ${sql.id(`search_term_on_product_${event}`)}
      after ${sql.raw(event)} on product_search referencing old table as replaced
      for each statement execute function forget_unused_terms()`.execute(db);
  }
  // Products already there.
  await sql`select index_product_search(array(select id from product))`.execute(db);

  await sql`drop index product_name_search_idx`.execute(db);
  await sql`drop index product_description_search_idx`.execute(db);
}
