import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { SCROLL_POSITION_KEY } from '../../shared/browser-storage';
import { PAGE_SIZE } from '../../shared/catalogue';
import { baseUrl, isSameDocument, markDocument, newTabForEachTest as newTabOf, testBrowser, VIEWPORTS } from './browser';
import { banner, headerHasShadow } from './pages/header';
import {
  currentPageNumber,
  productCards,
  productNames,
  productTitleLinks,
  taxonomyNames,
  waitForListing,
  wrappedCardControls,
} from './pages/listing-page';
import { currentLinks, eventually, pageHeading, textOf, waitForPageHeading } from './pages/queries';

const chromium = testBrowser();

const PHONE = VIEWPORTS[0];
const DESKTOP = VIEWPORTS[1];
const newTabForEachTest = (viewport: { width: number; height: number }) => newTabOf(() => chromium.browser, viewport);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The grey placeholder cards: hidden from screen readers (the 'Loading …' status speaks for them), only seen. */
const placeholders = (page: Page) => page.$$('main .skeleton-card');

/** Holds every API call of the page until `release`, so the loading state can be looked at. */
async function holdApiCalls(page: Page) {
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && new URL(request.url()).pathname.startsWith('/api/')) held.push(request);
    else void request.continue();
  });
  return {
    heldCount: () => held.length,
    async release() {
      holding = false;
      await Promise.all(held.map((request) => request.continue()));
    },
  };
}

describe.each(VIEWPORTS)('a product listing at $width×$height', (viewport) => {
  const tab = newTabForEachTest(viewport);

  it('sorts A-Z and Z-A from page 1, with the order in the URL, without reloading the page', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/2`, { waitUntil: 'networkidle0' });
    await markDocument(page);

    const sort = (await page.waitForSelector('::-p-aria([name="Sort by"][role="combobox"])'))!;
    await sort.select('az');
    await waitForListing(page, '/products/page/1?sort=az');
    const ascending = await productNames(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await sort.select('za');
    await waitForListing(page, '/products/page/1?sort=za');
    const descending = await productNames(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
    expect(descending[0]!.localeCompare(ascending[0]!)).toBeGreaterThan(0);
    expect(await sort.evaluate((select) => (select as HTMLSelectElement).value)).toBe('za');

    // Back to the default order: a clean URL.
    await sort.select('');
    await waitForListing(page, '/products/page/1');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('shows each card’s description whole, to a sentence’s end, or cut after a word, never ".…" and never clipped', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const described = await page.evaluate(async (pageSize) => {
      const response = await fetch('/api/product/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pageSize }),
      });
      const { data } = (await response.json()) as { data: { name: string; description: string }[] };
      // The description's text as the browser reads its HTML.
      const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent!.replace(/\s+/g, ' ').trim();
      return Object.fromEntries(data.map((product) => [product.name, textOf(product.description)]));
    }, PAGE_SIZE);
    const cards = await productCards((await page.waitForSelector('::-p-aria([role="main"])'))!);
    expect(cards).toHaveLength(PAGE_SIZE);
    const wrong: string[] = [];
    for (const card of cards) {
      const name = await textOf((await card.waitForSelector('::-p-aria([role="heading"])'))!);
      const shown = await textOf((await card.waitForSelector('::-p-aria([role="paragraph"])'))!);
      const full = described[name]!;
      const kept = shown.replace(/…$/, '');
      // Clipped: the paragraph or a box around it inside the card hides part of it (a line clamp, an overflow).
      const clipped = await (await card.waitForSelector('::-p-aria([role="paragraph"])'))!.evaluate((el) => {
        for (let box: Element | null = el; box && box.tagName !== 'ARTICLE'; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.webkitLineClamp !== 'none' || (style.overflow !== 'visible' && box.scrollHeight > box.clientHeight + 1)) return true;
        }
        return false;
      });
      if (clipped) wrong.push(`${name}: clipped`);
      if (/[.,;:!?-]…$/.test(shown)) wrong.push(`${name}: "${shown}"`);
      if (!full.startsWith(kept)) wrong.push(`${name}: "${shown}" is not the start of its description`);
      // Cut after a whole word: what follows in the description starts with a space.
      if (shown.endsWith('…') && !/^[\s.,;:!?]/.test(full.slice(kept.length))) wrong.push(`${name}: cut inside a word`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps each card’s buttons on one line, named in full', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const wrapped: string[] = [];
    for (const card of await productCards((await page.waitForSelector('::-p-aria([role="main"])'))!))
      wrapped.push(...(await wrappedCardControls(card)));
    expect(wrapped).toEqual([]);
  });

  it('goes to page 2 through a real link with other products, keeping the order', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=za`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    const first = await productNames(page);

    const next = (await page.waitForSelector('::-p-aria([name="Next"][role="link"])'))!;
    expect(await next.evaluate((a) => a.getAttribute('href'))).toBe('/products/page/2?sort=za');
    await next.click();
    await waitForListing(page, '/products/page/2?sort=za');
    const second = await productNames(page);

    expect(second.some((name) => first.includes(name))).toBe(false);
    // Still Z to A across the two pages.
    expect(first.at(-1)!.localeCompare(second[0]!)).toBeGreaterThanOrEqual(0);
    expect(await currentPageNumber(page)).toBe('2');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('shows placeholders while the next page loads, then its products', async () => {
    const page = tab();
    // The server-rendered page never has them.
    const html = await (await fetch(`${baseUrl()}/products/page/2`)).text();
    expect(html).not.toContain('skeleton-card');
    expect(html.match(/class="card product-card/g)).toHaveLength(PAGE_SIZE);

    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    expect(await placeholders(page)).toHaveLength(0);
    const api = await holdApiCalls(page);
    await page.locator('::-p-aria([name="Next"][role="link"])').click();

    // A status is announced by its text (it has no name of its own).
    await page.waitForSelector('::-p-aria([role="status"]) ::-p-text("Loading products…")');
    expect(await placeholders(page)).toHaveLength(PAGE_SIZE);
    expect(await productCards((await page.waitForSelector('::-p-aria([role="main"])'))!)).toHaveLength(0);
    expect(api.heldCount()).toBeGreaterThan(0);

    await api.release();
    await waitForListing(page, '/products/page/2');
    expect(await placeholders(page)).toHaveLength(0);
  });

  it('shows the scroll-to-top button past 100 px and scrolls back to the top with it', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const button = '::-p-aria([name="Scroll to top"][role="button"])';
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForSelector(button, { hidden: true });
    expect(await headerHasShadow(page)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('::-p-aria([name="Scroll to top"][role="button"])').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForSelector(button, { hidden: true });
  });

  it('shadows the header once the page is scrolled past 100 px', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => window.scrollTo(0, 400));
    await eventually('the header casts a shadow', () => headerHasShadow(page));
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually('the header casts no shadow', async () => !(await headerHasShadow(page)));
  });

  /** Scrolls the sixth card into view and opens its product; returns where the listing was. */
  async function openSixthProduct(page: Page): Promise<number> {
    const title = (await productTitleLinks((await page.waitForSelector('::-p-aria([role="main"])'))!))[5]!;
    await title.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    const y = await scrollY(page);
    expect(y).toBeGreaterThan(100);
    const name = await title.evaluate((a) => a.textContent ?? '');
    await title.click();
    await waitForPageHeading(page, name);
    await page.waitForFunction(() => window.scrollY === 0);
    const saved = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), SCROLL_POSITION_KEY);
    expect(saved).toEqual({ href: '/products/page/1?sort=az', y });
    return y;
  }

  it('comes back from a product page to where the listing was scrolled', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    const y = await openSixthProduct(page);

    await page.goBack();
    await waitForListing(page, '/products/page/1?sort=az');
    await page.waitForFunction((expected) => Math.round(window.scrollY) === expected, {}, y);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('comes back to the same place when the product page was reloaded in between', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    const y = await openSixthProduct(page);
    await page.reload({ waitUntil: 'networkidle0' });

    await page.goBack({ waitUntil: 'networkidle0' });
    await waitForListing(page, '/products/page/1?sort=az');
    await page.waitForFunction((expected) => Math.round(window.scrollY) === expected, {}, y);
  });

  it('starts at the top when the listing is opened anew rather than by Back', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    await openSixthProduct(page);
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    expect(await scrollY(page)).toBe(0);
  });

  it('blocks the context menu, image dragging and F12, but not Tab, Escape or form fields', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      // Listeners on window run after the document's, so they see what the page decided.
      window.addEventListener('contextmenu', (e) => seen.push(`contextmenu ${e.defaultPrevented}`));
      window.addEventListener('keydown', (e) => seen.push(`${e.key} ${e.defaultPrevented}`));
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.splice(0));
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());

    // The keyboard works as usual: Tab moves the focus, Escape is left alone.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate((header) => header.contains(document.activeElement), await banner(page))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await seen()).toEqual(['Tab false', 'Tab false', 'Escape false']);

    const [firstCard] = await productCards((await page.waitForSelector('::-p-aria([role="main"])'))!);
    const picture = (await firstCard!.waitForSelector('::-p-aria([role="image"])'))!;
    await picture.click({ button: 'right' });
    expect(await seen()).toEqual(['contextmenu true']);
    const dragAllowed = await picture.evaluate((img) => img.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true })));
    expect(dragAllowed).toBe(false);

    // Form fields keep their menu (paste, spelling).
    const sort = (await page.waitForSelector('::-p-aria([name="Sort by"][role="combobox"])'))!;
    const menuAllowed = await sort.evaluate((select) =>
      select.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
    );
    expect(menuAllowed).toBe(true);
    expect(await seen()).toEqual(['contextmenu false']);

    await page.keyboard.press('F12');
    expect(await seen()).toEqual(['F12 true']);
  });
});

describe('the listing sidebar on a desktop', () => {
  const tab = newTabForEachTest(DESKTOP);

  it('is a sticky column with the category shown highlighted, and no Filter button', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/categories/lamp-shades/page/1`, { waitUntil: 'networkidle0' });
    const sidebar = (await page.waitForSelector('::-p-aria([name="Categories"][role="navigation"])'))!;
    const background = (link: ElementHandle) => link.evaluate((a) => getComputedStyle(a).backgroundColor);
    const current = await currentLinks(sidebar);
    const active = await Promise.all(current.map(async (a) => ({ name: await textOf(a), background: await background(a) })));
    const plain = (await sidebar.$$('::-p-aria([role="link"])')).find((a) => !current.some((c) => c === a));
    expect(active).toHaveLength(1);
    expect(active[0]!.name).toBe('Lamp Shades');
    expect(active[0]!.background).not.toBe(await background(plain!));
    // It fits in the window: it stays in view as the page scrolls.
    await page.waitForFunction(
      (nav) => {
        for (let box: Element | null = nav; box; box = box.parentElement) if (getComputedStyle(box).position === 'sticky') return true;
        return false;
      },
      {},
      sidebar,
    );
    expect(await page.$('::-p-aria([name="Filter"][role="button"])')).toBeNull();
    expect(await pageHeading(page)).toBe('Lamp Shades');
  });

  it('shows every item of a sidebar taller than the window by scrolling it with the page, not inside itself', async () => {
    const page = tab();
    // Both lists, 24 items: taller than an 800 px window below the header.
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const materials = (await page.waitForSelector('::-p-aria([name="Materials"][role="navigation"])'))!;
    const sidebarState = () =>
      materials.evaluate((nav) => {
        const column = nav.closest('.col-md-3')!;
        const scrollsInside = [...column.querySelectorAll('*')].some((box) => {
          const { overflowY } = getComputedStyle(box);
          return (overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight;
        });
        let sticky: Element | null = nav;
        while (sticky && getComputedStyle(sticky).position !== 'sticky') sticky = sticky.parentElement;
        return { scrollsInside, stickyTallerThanWindow: sticky !== null && sticky.getBoundingClientRect().height > window.innerHeight };
      });
    expect(await sidebarState()).toEqual({ scrollsInside: false, stickyTallerThanWindow: false });
    // Its last item is reached by scrolling the page.
    const last = (await materials.$$('::-p-aria([role="link"])')).at(-1)!;
    await page.evaluate((a) => window.scrollTo(0, a.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 20), last);
    expect(
      await last.evaluate((a) => {
        const box = a.getBoundingClientRect();
        return document.elementFromPoint(box.x + 5, box.y + box.height / 2) === a;
      }),
    ).toBe(true);

    // In a window tall enough for it, the same sidebar stays in view.
    await page.setViewport({ width: DESKTOP.width, height: 1200 });
    await page.waitForFunction(
      (nav) => {
        for (let box: Element | null = nav; box; box = box.parentElement) if (getComputedStyle(box).position === 'sticky') return true;
        return false;
      },
      {},
      materials,
    );
  });

  it('lists both categories and materials beside all products, and highlights the material shown', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const categories = (await page.waitForSelector('::-p-aria([name="Categories"][role="navigation"])'))!;
    const materials = (await page.waitForSelector('::-p-aria([name="Materials"][role="navigation"])'))!;
    expect(await categories.$$('::-p-aria([role="link"])')).toHaveLength(12);
    expect(await materials.$$('::-p-aria([role="link"])')).toHaveLength(12);
    expect([...(await currentLinks(categories)), ...(await currentLinks(materials))]).toHaveLength(0);

    await markDocument(page);
    await (await materials.waitForSelector('::-p-aria([name="Seagrass"][role="link"])'))!.click();
    await waitForListing(page, '/materials/seagrass/page/1');
    const [highlighted] = await currentLinks((await page.waitForSelector('::-p-aria([name="Materials"][role="navigation"])'))!);
    expect(await textOf(highlighted!)).toBe('Seagrass');
    expect(await isSameDocument(page)).toBe(true);
  });
});

describe('the Filter drawer on a phone', () => {
  const tab = newTabForEachTest(PHONE);
  const filterDrawer = async (page: Page) => (await page.waitForSelector('::-p-aria([name="Filter"][role="dialog"])', { visible: true }))!;
  const drawerShare = async (page: Page) =>
    (await filterDrawer(page)).evaluate((drawer) =>
      Math.round((drawer.getBoundingClientRect().width / document.documentElement.clientWidth) * 100),
    );
  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  it('opens from the right over a locked page, and choosing an item goes there and closes it', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.locator('::-p-aria([name="Filter"][role="button"])').click();
    const drawer = await filterDrawer(page);
    expect(await bodyOverflow(page)).toBe('hidden');
    expect(await drawerShare(page)).toBe(100);
    // It slides in until it rests against the right edge.
    await page.waitForFunction((el) => el.getBoundingClientRect().right === document.documentElement.clientWidth, {}, drawer);

    await (await drawer.waitForSelector('::-p-aria([name="Planters"][role="link"])'))!.click();
    await waitForListing(page, '/categories/planters/page/1');
    await page.waitForSelector('::-p-aria([role="dialog"])', { hidden: true });
    await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
    expect(await pageHeading(page)).toBe('Planters');

    // The category shown is the highlighted one when the drawer opens again.
    await page.locator('::-p-aria([name="Filter"][role="button"])').click();
    const again = await filterDrawer(page);
    const [highlighted] = await currentLinks(again);
    expect(await textOf(highlighted!)).toBe('Planters');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('is 100% wide under 376 px, 70% under 567 px, and 40% wide after a resize (spec §4), and closes with Escape', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/materials/rattan/page/1`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria([name="Filter"][role="button"])').click();
    await filterDrawer(page);
    expect(await drawerShare(page)).toBe(100);

    await page.setViewport({ width: 500, height: 812 });
    await page.waitForFunction(() => window.innerWidth === 500);
    expect(await drawerShare(page)).toBe(70);

    await page.setViewport({ width: 700, height: 812 });
    await page.waitForFunction(() => window.innerWidth === 700);
    expect(await drawerShare(page)).toBe(40);

    await page.keyboard.press('Escape');
    await page.waitForSelector('::-p-aria([role="dialog"])', { hidden: true });
    await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
  });
});

describe.each(VIEWPORTS)('the category and material grids at $width×$height', (viewport) => {
  const tab = newTabForEachTest(viewport);

  it.each([
    ['materials', 'Loading materials…'],
    ['categories', 'Loading categories…'],
  ])('show placeholders while the next page of %s loads', async (kind, label) => {
    const page = tab();
    await page.goto(`${baseUrl()}/${kind}/page/1`, { waitUntil: 'networkidle0' });
    expect(await placeholders(page)).toHaveLength(0);
    const firstPage = await taxonomyNames(page);
    const api = await holdApiCalls(page);
    await page.locator('::-p-aria([name="2"][role="link"])').click();

    await page.waitForSelector(`::-p-aria([role="status"]) ${`::-p-text(${JSON.stringify(label)})`}`);
    expect(await placeholders(page)).toHaveLength(PAGE_SIZE);
    expect(await taxonomyNames(page)).toHaveLength(0);

    await api.release();
    await page.waitForFunction((k) => location.pathname === `/${k}/page/2`, {}, kind);
    await eventually(`the second page of ${kind} shows`, async () => (await taxonomyNames(page)).length > 0);
    const secondPage = await taxonomyNames(page);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    expect(await placeholders(page)).toHaveLength(0);
  });
});
