import type { Page } from 'puppeteer-core';

// The owner's dashboard: every chart is one image named by its title, with its numbers in a table of the same name
// that screen readers read instead of the drawing.

export interface ChartTable {
  /** The column headings: the category's name, each series, and 'Total' for stacked bars. */
  headers: string[];
  /** One row per category (a week), oldest first: its heading and its cells as written. */
  rows: { label: string; cells: string[] }[];
}

/** The data table of the chart titled `title`, as a screen reader reads it. */
export async function chartTable(page: Page, title: string): Promise<ChartTable> {
  const table = (await page.waitForSelector(`::-p-aria([name="${title}"][role="table"])`))!;
  return table.evaluate((el) => {
    const text = (cell: Element) => cell.textContent?.trim() ?? '';
    return {
      headers: [...el.querySelectorAll('thead th')].map(text),
      rows: [...el.querySelectorAll('tbody tr')].map((row) => ({
        label: text(row.querySelector('th')!),
        cells: [...row.querySelectorAll('td')].map(text),
      })),
    };
  });
}

/** The dashboard's period links ('4 weeks', '12 weeks', …). */
export const periodNavigation = async (page: Page) => (await page.waitForSelector('::-p-aria([name="Period"][role="navigation"])'))!;
