import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A buyer's words and a client's logo are shown only with the buyer's consent, recorded beside them: who gave it,
// on which day and how (all three, or none). Testimonials are a new kind of content, ordered by editors and
// published as drafts are; a client logo without a consent record is kept but no public page shows it. Existing
// logos get no record here: a consent nobody recorded cannot be made up, so staff record the ones they hold.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customer
    add column consent_given_by text not null default '',
    add column consent_date date,
    add column consent_how text not null default ''`.execute(db);

  await sql`
    create table testimonial (
      id serial primary key,
      quote text not null,
      person_name text not null,
      person_role text not null,
      company text not null,
      country text not null,
      photo jsonb,
      consent_given_by text not null default '',
      consent_date date,
      consent_how text not null default '',
      sort_order integer not null default 0,
      version integer not null default 1,
      updated_by integer references staff (id),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // As every table a public page shows (2026-11-26-001): the content revision moves when a change commits.
  await sql`
    create constraint trigger testimonial_content_revision
    after insert or update or delete on testimonial
    deferrable initially deferred
    for each row execute function bump_content_revision_at_commit()`.execute(db);
  await sql`
    create trigger testimonial_content_revision_truncate
    after truncate on testimonial
    for each statement execute function bump_content_revision()`.execute(db);
}
