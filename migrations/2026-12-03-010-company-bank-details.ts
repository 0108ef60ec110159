import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Buyers pay the T/T deposit and balance into the company's bank account, so each quotation prints it under the
// payment terms. Staff keep it with the company's details; empty (as every company starts) prints nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_config
    add column bank_beneficiary text not null default '',
    add column bank_account_number text not null default '',
    add column bank_name text not null default '',
    add column bank_address text not null default '',
    add column bank_swift text not null default ''`.execute(db);
}
