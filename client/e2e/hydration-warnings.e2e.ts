import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConsoleMessage, Page } from 'puppeteer-core';
import { localizedHref, type SiteLocale } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { onePageOfEach } from '../../test/page-urls';
import { createTestApp } from '../../test/test-app';
import { testBrowser, VIEWPORTS } from './browser';
import { eventually, textOf } from './pages/queries';

// The app takes over the page the server sent as it is: React attaches to the server's elements and finds every
// attribute and text as it would have rendered them itself. Where they differ, production React keeps the server's
// markup without a word (a wrong id leaves a label tied to nothing) or throws the part away and renders it anew;
// only React's development build names the difference. So the public bundle is built here once more on React's
// development builds, and the server renders every page type with it as it does in production: any warning or
// error the browser reports while a page is taken over fails the test.

const execute = promisify(execFile);

const chromium = testBrowser();
let clientDir: string;
let server: http.Server;
let base: string;
const serverWarnings: string[] = [];

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-react-development-'));
  // A build of its own, outside dist/: the other tests read the production build there.
  await execute(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'development', '--outDir', clientDir, '--emptyOutDir', '--minify', 'false'],
    { env: { ...process.env, NODE_ENV: 'development' }, timeout: 120_000 },
  );
  // Pages kept as in production: the second width is answered with the pages the first one rendered.
  const { app } = createTestApp({ clientDir, builtAssets: true, pageCache: true });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // React's warnings while the server renders (a missing key, a bad attribute) are the same mistakes, told earlier.
  for (const level of ['error', 'warn'] as const)
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void serverWarnings.push(`server ${level}: ${args.map(String).join(' ')}`));
}, 180_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
});

/**
 * Everything the page reports while it loads and is taken over: console errors and warnings (React's hydration
 * messages among them), uncaught errors. A document answered with an error status reports that status, rightly
 * (404 on the not-found page and on a buyer's page whose link opens nothing, 400 on a form sent back with its
 * messages): that line alone is left out.
 */
function watchWarnings(page: Page): { take: (documentStatus: number | undefined) => string[] } {
  const seen: { text: string; from?: string }[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warn')
      seen.push({ text: `${message.type()}: ${message.text()}`, from: message.location().url });
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => seen.push({ text: `pageerror: ${String(error)}` }));
  return {
    take(documentStatus) {
      const found = seen
        .splice(0)
        .filter(
          ({ text, from }) =>
            !(
              documentStatus !== undefined &&
              documentStatus >= 400 &&
              from === page.url() &&
              text.includes(`the server responded with a status of ${documentStatus}`)
            ),
        )
        .map(({ text }) => text);
      return [...found, ...serverWarnings.splice(0)];
    },
  };
}

/** Whether React has taken the element over (its props are attached to the node once it is hydrated). */
const hydrated = (page: Page, selector: string) =>
  page.$$eval(
    selector,
    (elements) => elements.length > 0 && elements.every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))),
  );

/**
 * Waits until the app has taken the page over: the header first, then the parts whose code follows the first
 * script (the footer's form, the page's own form), then until nothing more is loading.
 */
async function untilTakenOver(page: Page, url: string, searchButton = 'Search products') {
  await eventually(`the app has taken the header of ${url} over`, () => hydrated(page, `button[aria-label="${searchButton}"]`), 30_000);
  await eventually(`the app has taken the footer of ${url} over`, () => hydrated(page, 'footer form input'), 30_000);
  if (await page.$('main form[method="post"]'))
    await eventually(`the app has taken the form of ${url} over`, () => hydrated(page, 'main form[method="post"] input'), 30_000);
  await page.waitForNetworkIdle({ idleTime: 300 });
}

async function samplePaths() {
  const list = async (endpoint: string) =>
    (
      (await (
        await fetch(`${base}/api${endpoint}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ page: 1, pageSize: 1 }),
        })
      ).json()) as { data: { path: string }[] }
    ).data[0]!.path;
  return {
    product: await list('/product/list'),
    category: await list('/category/search'),
    material: await list('/material/search'),
    search: 'seagrass basket',
  };
}

/** Each page type once: English at 375 and 1280 px, then German at 1280 px (below). */
async function reportsOnEachPage(viewport: { width: number; height: number }, locale: SiteLocale, searchButton?: string) {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: viewport.width, height: viewport.height });
  const warnings = watchWarnings(page);
  try {
    const found: Record<string, string[]> = {};
    for (const url of onePageOfEach(await samplePaths()).map((href) => localizedHref(locale, href))) {
      const response = await page.goto(`${base}${url}`, { waitUntil: 'domcontentloaded' });
      const stuck = await untilTakenOver(page, url, searchButton).then(
        () => [],
        (error: unknown) => [String(error)],
      );
      const reported = [...stuck, ...warnings.take(response?.status())];
      if (reported.length) found[url] = reported;
    }
    return found;
  } finally {
    await page.close();
  }
}

// In German, the page's messages come in pieces (client/i18n/site-i18n.ts): a message the browser lacks is a text
// React finds different from the server's.
it('reports no hydration mismatch on any page type in German, whose messages the browser loads in pieces', async () => {
  expect(await reportsOnEachPage(VIEWPORTS[1], 'de', 'Produkte suchen')).toEqual({});
}, 300_000);

describe.each(VIEWPORTS)('React taking the server pages over at $width px', (viewport) => {
  it('reports no hydration mismatch nor any other warning on any page type', async () => {
    expect(await reportsOnEachPage(viewport, 'en')).toEqual({});
  }, 300_000);

  it('reports none on the page that answers a posted form with its messages', async () => {
    const page = await chromium.browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    const warnings = watchWarnings(page);
    // The browser posts the contact form as it does when a buyer sends it before the scripts have arrived: the
    // page that comes back carries the messages and what was typed, and the app takes that page over.
    const typed = new URLSearchParams({ name: 'Anna Becker', email: 'anna@example.com', phone: '12-34', content: 'Baskets for Berlin' });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === paths.contact())
        void request.continue({
          method: 'POST',
          postData: typed.toString(),
          headers: { ...request.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        });
      else void request.continue();
    });
    try {
      const response = await page.goto(`${base}${paths.contact()}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(400);
      await untilTakenOver(page, paths.contact());
      expect(warnings.take(response?.status())).toEqual([]);
      // The server's answer to the post, still as it was once the app runs: the message under the field, and what was typed.
      expect(await textOf((await page.waitForSelector('::-p-aria([role="main"])'))!)).toContain('Your Phone is invalid');
      expect(await page.$eval('main input[name="phone"]', (input) => (input as HTMLInputElement).value)).toBe('12-34');
    } finally {
      await page.close();
    }
  }, 60_000);
});
