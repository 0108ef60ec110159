import type { Kysely } from 'kysely';
import request from 'supertest';
import type { Database } from '../server/db/database';
import { readPdf } from './pdf-pages';

// The catalogue PDF's tests' catalogue, cut down to two categories of three products (drawing a hundred and seventy
// pictures is not what they test), and a PDF as a buyer's viewer reads it.

export interface ShownCategory {
  id: number;
  path: string;
  name: string;
  products: { id: number; name: string; path: string }[];
}

/** Deletes all but the first two categories and the first three products of each; answers those kept. */
export async function cutDownCatalogue(db: Kysely<Database>): Promise<ShownCategory[]> {
  const categories = await db.selectFrom('category').select(['id', 'name', 'path']).orderBy('sort_order').orderBy('id').limit(2).execute();
  const shown: ShownCategory[] = [];
  for (const category of categories) {
    const products = await db
      .selectFrom('product')
      .select(['id', 'name', 'path'])
      .where('category_id', '=', category.id)
      .orderBy('id')
      .limit(3)
      .execute();
    shown.push({ ...category, products });
  }
  const kept = shown.flatMap((category) => category.products.map((product) => product.id));
  await db.deleteFrom('product').where('id', 'not in', kept).execute();
  await db
    .deleteFrom('category')
    .where(
      'id',
      'not in',
      categories.map((category) => category.id),
    )
    .execute();
  return shown;
}

/** Text as pdf.js gives it, runs of white space as one space. */
export const pdfTextOf = async (bytes: Buffer) => (await readPdf(bytes)).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');

/** A response's body as bytes (supertest leaves a PDF's unparsed). */
export const pdfResponse = (app: Parameters<typeof request>[0], path: string, headers: Record<string, string> = {}) =>
  request(app)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
