import { baseUrl, isSameDocument, markDocument, newTabForEachTest, testBrowser, VIEWPORTS, watchProblems } from './browser';
import { banner, currentNavLinks, menuButton, openMenu } from './pages/header';
import { firstProduct } from './pages/listing-page';
import { controlNames, eventually, hrefOf, pageHeading, waitForPageHeading } from './pages/queries';

const chromium = testBrowser();

describe.each(VIEWPORTS)('browsing at $width×$height', (viewport) => {
  const tab = newTabForEachTest(() => chromium.browser, viewport);

  it('loads the home page and hydrates it without a warning', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    expect(await page.title()).toMatch(/Manufacturer in Vietnam/);
    await page.waitForSelector('::-p-aria([name="FEATURED Products"][role="heading"])');
    // Head tags are not duplicated by hydration (head elements are no one's to see: counted as markup).
    expect(await page.$$eval('title', (t) => t.length)).toBe(1);
    expect(await page.$$eval('meta[name="description"]', (m) => m.length)).toBe(1);
  });

  it('goes from a listing to a product without reloading the page', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const { link, name } = await firstProduct(page);
    await markDocument(page);
    await link.click();
    await waitForPageHeading(page, name);
    expect(page.url()).toMatch(/\/product\/[\w-]+$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.title()).toContain(name);
    expect(await page.$$eval('title', (t) => t.length)).toBe(1);
  });

  it('opens a product page directly with its gallery and Request Quotation', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'domcontentloaded' });
    const href = await hrefOf((await firstProduct(page)).link);
    await page.goto(`${baseUrl()}${href}`, { waitUntil: 'networkidle0' });
    const name = await pageHeading(page);
    expect(name).toBeTruthy();
    const quotation = await Promise.all((await page.$$('::-p-aria([name="Request Quotation"][role="link"])')).map(hrefOf));
    expect(quotation[0]).toMatch(/^\/order\//);
    // The gallery's picture has arrived (a button's content is not in the accessibility tree: its img is markup).
    const gallery = (await page.waitForSelector(`::-p-aria([name="Enlarge the picture of ${name}"][role="button"])`))!;
    const imageLoaded = await gallery.$eval('img', (img) => img.complete && img.naturalWidth > 0);
    expect(imageLoaded).toBe(true);
  });
});

describe('the menu on a phone', () => {
  it('closes when the screen turns wide enough for the inline menu', async () => {
    const page = await chromium.browser.newPage();
    try {
      await page.setViewport({ width: 700, height: 1000 });
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      await (await menuButton(page)).click();
      await page.waitForSelector('::-p-aria([name="Menu"][role="dialog"])', { visible: true });
      await page.setViewport({ width: 1200, height: 700 });
      // The grey layer over the page is gone: it has no role, it is only seen.
      await page.waitForSelector('.offcanvas-backdrop', { hidden: true });
      await page.waitForSelector('::-p-aria([name="Menu"][role="dialog"])', { hidden: true });
      await (await banner(page)).waitForSelector('::-p-aria([name="Contact"][role="link"])', { visible: true });
    } finally {
      await page.close();
    }
  });

  it('is as wide as the Filter drawer: 100% under 376 px, 70% under 567 px, otherwise 40% after a resize', async () => {
    const page = await chromium.browser.newPage();
    try {
      await page.setViewport({ width: 375, height: 812 });
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      await (await menuButton(page)).click();
      const drawer = (await page.waitForSelector('::-p-aria([name="Menu"][role="dialog"])', { visible: true }))!;
      const share = () =>
        drawer.evaluate((el) => Math.round((el.getBoundingClientRect().width / document.documentElement.clientWidth) * 100));
      expect(await share()).toBe(100);
      for (const [width, expected] of [
        [376, 70],
        [500, 70],
        [700, 40],
      ] as const) {
        await page.setViewport({ width, height: 812 });
        await page.waitForFunction((w) => window.innerWidth === w, {}, width);
        expect(await share()).toBe(expected);
      }
    } finally {
      await page.close();
    }
  });

  it('opens as a drawer with every section of the site', async () => {
    const page = await chromium.browser.newPage();
    try {
      await page.setViewport({ width: 375, height: 812 });
      const problems = watchProblems(page);
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      const drawer = await openMenu(page);
      const labels = await controlNames(page, (await drawer.waitForSelector('::-p-aria([role="list"])'))!);
      expect(labels).toEqual([
        'Home',
        'Categories',
        'Show categories',
        'Materials',
        'Show materials',
        'Quality Control',
        'How we make',
        'Product Videos',
        'About Us',
        'Contact',
        'FAQs',
      ]);
      await (await drawer.waitForSelector('::-p-aria([name="Contact"][role="link"])'))!.click();
      await page.waitForFunction(() => location.pathname === '/contact');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('links on a desktop', () => {
  const tab = newTabForEachTest(() => chromium.browser, VIEWPORTS[1]);

  it('move the highlighted menu item with the page, inside the loaded app', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    expect(await currentNavLinks(page)).toEqual(['Home']);
    await markDocument(page);
    await (await (await banner(page)).waitForSelector('::-p-aria([name="FAQs"][role="link"])'))!.click();
    // The address changes as the new page's data arrives; the page and the menu follow on the next render.
    await page.waitForFunction(() => location.pathname === '/faqs');
    await eventually('FAQs is the current menu item', async () => (await currentNavLinks(page)).includes('FAQs'));
    expect(await currentNavLinks(page)).toEqual(['FAQs']);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('show a bar at the top of the window while a slow page loads, gone once it is there', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    // A slow connection: every answer of the API takes 2.5 s from now on.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) setTimeout(() => void request.continue().catch(() => undefined), 2500);
      else void request.continue();
    });
    await markDocument(page);
    await (await (await banner(page)).waitForSelector('::-p-aria([name="About Us"][role="link"])'))!.click();
    const bar = (await page.waitForSelector('::-p-aria([name="Loading the page"][role="progressbar"])', { visible: true }))!;
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await waitForPageHeading(page, 'About Us');
    await page.waitForSelector('::-p-aria([name="Loading the page"][role="progressbar"])', { hidden: true });
    expect(await isSameDocument(page)).toBe(true);
  });

  it('leave a link opened with Ctrl to a new tab, and the page where it was', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const { link } = await firstProduct(page);
    const href = await hrefOf(link);
    const opened = chromium.browser.waitForTarget((target) => target.url() === `${baseUrl()}${href}`);
    await page.keyboard.down('Control');
    await link.click();
    await page.keyboard.up('Control');
    const target = await opened;
    expect(new URL(page.url()).pathname).toBe('/products/page/1');
    await (await target.page())?.close();
  });
});
