import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A buyer's compliance team asks for a spec sheet per product before a first deposit. Beside the carton the
// container estimate already uses, a product keeps what that sheet needs and it lacked: its size as buyers read it,
// the carton's net weight, its customs (HS) code, its minimum order per colour (empty: the company's default) and
// the days a sample and a production run take. All empty to start: a product without them shows fewer rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('size', 'text')
    .addColumn('carton_net_weight_kg', sql`numeric(7, 2)`)
    .addColumn('hs_code', 'text')
    .addColumn('moq_pieces', 'integer')
    .addColumn('sample_lead_time_days', 'integer')
    .addColumn('production_lead_time_days', 'integer')
    .execute();
}
