import type { ElementHandle } from 'puppeteer-core';
import { type Scope } from './queries';

// The buyer's container estimate (quote basket, /order): its table read as a screen reader reads it, and its bars.

export const estimateRegion = async (scope: Scope) =>
  (await scope.waitForSelector('::-p-aria([name="Container estimate"][role="region"])'))!;

export interface EstimateRow {
  product: string;
  /** The cells after the product's name, as written: cartons, m³ and kg ('12', '1.23', '1,340'), or 'Estimate on request'. */
  cells: string[];
}

/** Each product's row and, for several products, the Total row. */
export async function estimateRows(region: ElementHandle): Promise<EstimateRow[]> {
  const table = (await region.waitForSelector('::-p-aria([name="Cartons, volume and gross weight of each product"][role="table"])'))!;
  return table.evaluate((el) =>
    [...el.querySelectorAll('tbody tr, tfoot tr')].map((row) => ({
      product: (row.querySelector('th')?.firstChild?.textContent ?? '').trim(),
      cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    })),
  );
}

/** Each container's bar, by its accessible name ("40' HQ: 37 % full"). */
export async function containerFills(region: ElementHandle): Promise<string[]> {
  const bars = await region.$$('::-p-aria([role="progressbar"])');
  return Promise.all(bars.map((bar) => bar.evaluate((el) => el.getAttribute('aria-label') ?? '')));
}
