import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the built server did not start (npm run build, then jest)');
  return url;
}

/** Debian's Chromium unless another browser is named. */
export const chromiumPath = () => process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * The browser for the tests of the file (or describe block) that calls this, at its top level: launched before
 * the first test, closed after the last. The browser is read through the getter, once it has been launched.
 */
export function testBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet: read it inside a test or hook');
      return browser;
    },
  };
}

/** Collects everything the page complains about: console errors and warnings, uncaught errors, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    // A request the page itself cancelled (an image dropped by a navigation) is not a failure anyone sees.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${reason}`);
  });
  return problems;
}

/** A new tab at the viewport's size, with the list of what it complains about (see watchProblems). */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width: viewport.width, height: viewport.height });
  return { page, problems: watchProblems(page) };
}

/** Runs `test` in a new tab of that size, closed afterwards; the test fails if the page complained (see watchProblems). */
export async function withTab(
  browser: Browser,
  viewport: { width: number; height: number },
  test: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, problems } = await openPage(browser, viewport);
  try {
    await test(page);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

/**
 * A new tab in a browser context of its own, as a new visitor's: no cookies, storage or quote basket left by
 * another tab. Closing the tab closes its context.
 */
export async function openPageInOwnContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width: viewport.width, height: viewport.height });
  return { page, problems: watchProblems(page) };
}

/**
 * Each test of the describe block that calls this gets a new tab of the given size (from `browser()`, launched in
 * beforeAll), closed afterwards; the test fails if the page complained (see watchProblems).
 */
export function newTabForEachTest(browser: () => Browser, viewport: { width: number; height: number }): () => Page {
  let page: Page;
  let problems: string[];
  beforeEach(async () => {
    ({ page, problems } = await openPage(browser(), viewport));
  });
  afterEach(async () => {
    await page.close();
    expect(problems).toEqual([]);
  });
  return () => page;
}

/**
 * A mark on the page's window: it survives only navigations made inside the loaded app, so `isSameDocument`
 * tells them from full page loads.
 */
export const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
