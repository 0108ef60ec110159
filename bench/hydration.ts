import { hydrationDataOf, hydrationScriptOf } from '../test/hydration-data';

// The data each page type sends for the browser to take over (React Router's hydration script), beside the page:
// what the layout adds to every page, and what the page's own loaders add.

export interface HydrationFigure {
  page: string;
  url: string;
  /** The page's HTML, uncompressed. */
  pageBytes: number;
  /** The hydration script, as the page carries it. */
  hydrationBytes: number;
  /** The layout route's loader data (on every page), as JSON. */
  layoutBytes: number;
}

/** Each page's layout data stays within this (issue 24: names and paths of the lists, the company as shown). */
export const LAYOUT_DATA_BUDGET_BYTES = 5_000;

export async function measureHydration(siteUrl: string, pages: { page: string; url: string }[]): Promise<HydrationFigure[]> {
  const figures: HydrationFigure[] = [];
  for (const { page, url } of pages) {
    const response = await fetch(`${siteUrl}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const html = await response.text();
    figures.push({
      page,
      url,
      pageBytes: Buffer.byteLength(html),
      hydrationBytes: Buffer.byteLength(hydrationScriptOf(html) ?? ''),
      layoutBytes: Buffer.byteLength(JSON.stringify(hydrationDataOf(html).root ?? null)),
    });
  }
  return figures;
}
