import fs from 'node:fs';
import type { Page } from 'puppeteer-core';
import { baseUrl, isSameDocument, markDocument, testBrowser, VIEWPORTS, withTab } from './browser';
import { firstProduct } from './pages/listing-page';

// A page downloads its language's messages and no other's, and only those its pages can show: the shell (the
// layout, its dialogs and forms) and the piece of each page it shows, the next page's piece when it is reached by
// a link (client/i18n/site-i18n.ts).

const chromium = testBrowser();
const [, DESKTOP] = VIEWPORTS;

/** The name of each built piece of every catalogue ("de/shell", from client/locales/de/shell.ts), by its file. */
function pieceFiles(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const files = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const piece = /^client\/locales\/(.+)\.ts$/.exec(key)?.[1];
    if (piece?.includes('/')) files.set(`/${chunk.file}`, piece);
  }
  return files;
}

/**
 * The catalogue pieces the tab fetches from now on, by name. Its browser prefers German, so no page suggests
 * another language (which brings that language's shell).
 */
async function fetchedPieces(page: Page): Promise<string[]> {
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de'] });
  });
  const files = pieceFiles();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const piece = files.get(new URL(request.url()).pathname);
    if (piece) fetched.push(piece);
  });
  return fetched;
}

describe("a page's messages", () => {
  it('are the shell and its own piece in its language, and the next page brings its own piece', () =>
    withTab(chromium.browser, DESKTOP, async (page) => {
      const fetched = await fetchedPieces(page);
      await page.goto(`${baseUrl()}/de/products`, { waitUntil: 'networkidle0' });
      expect([...fetched].sort()).toEqual(['de/products', 'de/shell']);

      await markDocument(page);
      const { link } = await firstProduct(page);
      await link.click();
      // The product page's own words, which the listing's pieces do not hold.
      await page.waitForSelector('::-p-aria([name="Technische Daten"][role="heading"])', { visible: true });
      expect(await isSameDocument(page)).toBe(true);
      expect([...fetched].sort()).toEqual(['de/product', 'de/products', 'de/shell']);
    }));

  it("of a page switched to another language are that language's, the page's own included", () =>
    withTab(chromium.browser, DESKTOP, async (page) => {
      const fetched = await fetchedPieces(page);
      await page.goto(`${baseUrl()}/de/products`, { waitUntil: 'networkidle0' });
      const { link } = await firstProduct(page);
      await link.click();
      await page.waitForSelector('::-p-aria([name="Technische Daten"][role="heading"])', { visible: true });
      await page.locator('::-p-aria([name="Sprache"][role="navigation"]) ::-p-text(Deutsch)').click();
      await page.locator('::-p-aria([name="日本語"][role="link"])').click();
      await page.waitForSelector('::-p-aria([name="仕様"][role="heading"])', { visible: true });
      expect(fetched.filter((name) => name.startsWith('ja/')).sort()).toEqual(['ja/product', 'ja/shell']);
      expect(fetched.filter((name) => !name.startsWith('ja/') && !name.startsWith('de/'))).toEqual([]);
    }));
});
