import { performance } from 'node:perf_hooks';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PAGE_SIZE, RELATED_COUNT } from '../shared/catalogue';
import type { ApiCaller } from '../shared/contracts/define-endpoint';
import { catalogueApi } from '../shared/contracts/catalogue';
import { searchApi } from '../shared/contracts/search';
import { createCatalogueService } from '../server/features/catalogue/catalogue.service';
import { catalogueRoutes } from '../server/features/catalogue/catalogue.routes';
import { searchRoutes } from '../server/features/search/search.routes';
import { createSearchService } from '../server/features/search/search.service';
import { inProcessCaller } from '../server/http/mount-contract';
import { type ContentRevision, watchContentRevision } from '../server/db/content-revision';
import { readContentRevision } from '../server/db/content-revision.repository';
import type { Database } from '../server/db/database';

// The catalogue's queries on the large seed, timed as the pages call them (the service, in-process), and the
// plan of every SQL statement they send, to prove the indexes are used.

export interface QueryFigure {
  name: string;
  kind: 'search' | 'listing' | 'deep page';
  p50Ms: number;
  p95Ms: number;
  targetP95Ms: number;
  /** Statements whose plan reads the whole product table. */
  seqScans: string[];
}

const TARGET_MS = { search: 10, listing: 5, 'deep page': 5 } as const;
const RUNS = 200;
const WARM_UP = 20;
// A slow query is timed fewer times, so the whole benchmark stays within its minutes.
const MIN_RUNS = 10;
const WARM_UP_BOX_MS = 2_000;
const TIME_BOX_MS = 6_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
// The products and the words search keeps of each: reading either whole would grow with the catalogue.
const PRODUCT_TABLES = ['product', 'product_search'];
function seqScansOnProduct(plan: PlanNode): boolean {
  if (plan['Node Type'] === 'Seq Scan' && PRODUCT_TABLES.includes(plan['Relation Name'] ?? '')) return true;
  return (plan.Plans ?? []).some(seqScansOnProduct);
}

export async function measureQueries(databaseUrl: string): Promise<QueryFigure[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let captured: CompiledQuery[] | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured?.push(event.query);
    },
  });
  // As the server builds it: totals are kept until the content changes.
  const revision = watchContentRevision(() => readContentRevision(db));
  // What the loaders ask, in-process, as the server wires it.
  const callerOf = (kept?: ContentRevision) =>
    inProcessCaller([catalogueRoutes(createCatalogueService(db, kept)), searchRoutes(createSearchService(db))]);
  const api = callerOf(revision);
  // Without the revision every call counts again: the cost of the first request after a change of content.
  const counting = callerOf();

  const { category, material, product } = await sql<{ category: string; material: string; product: string }>`
    select (select path from category order by sort_order, id limit 1) as category,
           (select path from material order by sort_order, id limit 1) as material,
           (select path from product order by id limit 1) as product`
    .execute(db)
    .then((r) => r.rows[0]!);

  const cases: { name: string; kind: QueryFigure['kind']; call: (api: ApiCaller) => Promise<unknown> }[] = [
    { name: 'search, exact words', kind: 'search', call: (a) => a(searchApi.productSearch, { body: { name: 'water hyacinth basket' } }) },
    { name: 'search, typo', kind: 'search', call: (a) => a(searchApi.productSearch, { body: { name: 'rattn bsket' } }) },
    { name: 'search, one common word', kind: 'search', call: (a) => a(searchApi.productSearch, { body: { name: 'basket' } }) },
    { name: 'all products, newest', kind: 'listing', call: (a) => a(catalogueApi.productList, { body: { page: 1, pageSize: PAGE_SIZE } }) },
    {
      name: 'category, newest',
      kind: 'listing',
      call: (a) => a(catalogueApi.productsByCategory, { body: { path: category, page: 1, pageSize: PAGE_SIZE } }),
    },
    {
      name: 'category, A–Z',
      kind: 'listing',
      call: (a) => a(catalogueApi.productsByCategory, { body: { path: category, page: 1, pageSize: PAGE_SIZE, sort: 'az' } }),
    },
    {
      name: 'category, Z–A',
      kind: 'listing',
      call: (a) => a(catalogueApi.productsByCategory, { body: { path: category, page: 1, pageSize: PAGE_SIZE, sort: 'za' } }),
    },
    {
      name: 'material, newest',
      kind: 'listing',
      call: (a) => a(catalogueApi.productsByMaterial, { body: { path: material, page: 1, pageSize: PAGE_SIZE } }),
    },
    {
      name: 'category, newest, total counted anew',
      kind: 'listing',
      call: () => counting(catalogueApi.productsByCategory, { body: { path: category, page: 1, pageSize: PAGE_SIZE } }),
    },
    {
      name: 'all products, total counted anew',
      kind: 'listing',
      call: () => counting(catalogueApi.productList, { body: { page: 1, pageSize: PAGE_SIZE } }),
    },
    {
      name: 'related products',
      kind: 'listing',
      call: (a) => a(catalogueApi.productsByMaterial, { body: { path: material, page: 1, pageSize: RELATED_COUNT, exclude: product } }),
    },
    { name: 'product page', kind: 'listing', call: (a) => a(catalogueApi.productByPath, { params: { path: product }, query: {} }) },
    {
      name: 'all products, page 1000',
      kind: 'deep page',
      call: (a) => a(catalogueApi.productList, { body: { page: 1000, pageSize: PAGE_SIZE } }),
    },
    {
      name: 'all products A–Z, page 1000',
      kind: 'deep page',
      call: (a) => a(catalogueApi.productList, { body: { page: 1000, pageSize: PAGE_SIZE, sort: 'az' } }),
    },
    {
      name: 'category, page 1000',
      kind: 'deep page',
      call: (a) => a(catalogueApi.productsByCategory, { body: { path: category, page: 1000, pageSize: PAGE_SIZE } }),
    },
  ];

  try {
    const figures: QueryFigure[] = [];
    for (const { name, kind, call } of cases) {
      captured = [];
      await call(api);
      const statements = captured;
      captured = undefined;
      const seqScans: string[] = [];
      // Replayed in one transaction as the call made them, settings included (set_config(…, true) lasts until
      // its end), so each plan is the one the call got.
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const statement of statements) {
          if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
          if (/^\s*select set_config/i.test(statement.sql)) {
            await client.query(statement.sql, [...statement.parameters]);
            continue;
          }
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement.sql}`, [
            ...statement.parameters,
          ]);
          if (seqScansOnProduct(rows[0]!['QUERY PLAN'][0].Plan)) seqScans.push(statement.sql);
        }
      } finally {
        await client.query('rollback');
        client.release();
      }
      const times: number[] = [];
      const warmUntil = performance.now() + WARM_UP_BOX_MS;
      for (let i = 0; i < WARM_UP && performance.now() < warmUntil; i++) await call(api);
      const deadline = performance.now() + TIME_BOX_MS;
      while (times.length < RUNS && (times.length < MIN_RUNS || performance.now() < deadline)) {
        const start = performance.now();
        await call(api);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      figures.push({
        name,
        kind,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        targetP95Ms: TARGET_MS[kind],
        seqScans,
      });
    }
    return figures;
  } finally {
    await db.destroy();
  }
}
