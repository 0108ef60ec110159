import type { ElementHandle, Page } from 'puppeteer-core';
import { HERO_SLIDE_COUNT, RELATED_COUNT } from '../../shared/catalogue';
import { baseUrl, openPage, testBrowser, VIEWPORTS } from './browser';
import { cardTitleLink, firstProduct, productCards, wrappedCardControls } from './pages/listing-page';
import { hrefOf, pageHeading } from './pages/queries';

const chromium = testBrowser();

/** A carousel, found as a user of a screen reader finds it: the region of that name. */
async function carousel(page: Page, name: string) {
  return (await page.waitForSelector(`::-p-aria([name="${name}"][role="region"])`))! as ElementHandle<HTMLElement>;
}

// How the slides lie in the carousel's window is the layout these tests are about: it is read from swiper's own
// markup (.swiper is the window, .swiper-slide a slide, .swiper-slide-active the one at its left edge).

/** Waits until the carousel has moved to the slide of that label ('2 / 5', as swiper announces it). */
async function waitForActiveSlide(page: Page, region: ElementHandle<HTMLElement>, label: string) {
  await page.waitForFunction((el, l) => el.querySelector('.swiper-slide-active')?.getAttribute('aria-label') === l, {}, region, label);
}

/** The slides wholly inside the carousel's window, by their labels, once it stands still. */
async function slidesInView(page: Page, region: ElementHandle<HTMLElement>): Promise<string[]> {
  await page.waitForFunction(
    (el) => {
      const frame = el.querySelector('.swiper')!.getBoundingClientRect();
      const active = el.querySelector('.swiper-slide-active')?.getBoundingClientRect();
      return active !== undefined && Math.abs(active.left - frame.left) < 1;
    },
    {},
    region,
  );
  return region.evaluate((el) => {
    const frame = el.querySelector('.swiper')!.getBoundingClientRect();
    return [...el.querySelectorAll<HTMLElement>('.swiper-slide')]
      .filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= frame.left - 1 && r.right <= frame.right + 1;
      })
      .map((s) => s.getAttribute('aria-label') ?? '');
  });
}

/**
 * How opaque what is drawn behind `element` is: the first background from it outwards (up to, not including,
 * `stop`), 0 when there is none. A reader sees it, nothing names it, so it is read from the computed style.
 */
const opacityBehind = (element: ElementHandle, stop?: ElementHandle) =>
  element.evaluate((start, end) => {
    let alpha = 0;
    for (let box: Element | null = start; box && box !== end && alpha === 0; box = box.parentElement) {
      alpha =
        getComputedStyle(box)
          .backgroundColor.match(/[\d.]+/g)!
          .map(Number)[3] ?? 1;
    }
    return alpha;
  }, stop ?? null);

describe.each(VIEWPORTS)('home page at $width×$height', (viewport) => {
  let page: Page;
  let problems: string[];

  beforeEach(async () => {
    ({ page, problems } = await openPage(chromium.browser, viewport));
  });
  afterEach(() => page.close());

  it('sends every hero slide and carousel card as links in the HTML, before any script runs', async () => {
    await page.setJavaScriptEnabled(false);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    const hero = await carousel(page, 'Highlights');
    // Slides as the server writes them, one link each: swiper, which names them as groups, has not run.
    const heroLinks = await hero.$$eval('.swiper-slide', (slides) => slides.map((s) => s.querySelector('a')?.getAttribute('href')));
    expect(heroLinks.length).toBeGreaterThan(1);
    expect(heroLinks.length).toBeLessThanOrEqual(HERO_SLIDE_COUNT);
    for (const href of heroLinks) expect(href).toMatch(/^\//);
    // The first picture is the largest paint: it loads at once, first, in a box reserved by its size (attributes
    // of a decorative picture, which has no role).
    const first = await hero.$eval('.swiper-slide img', (img) => ({
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    expect(first).toEqual({ loading: 'eager', priority: 'high', width: expect.any(String), height: expect.any(String) });
    const materials = await carousel(page, 'Materials');
    const materialLinks = await Promise.all((await materials.$$('::-p-aria([role="link"])')).map(hrefOf));
    expect(materialLinks.length).toBeGreaterThan(4);
    for (const href of materialLinks) expect(href).toMatch(/^\/materials\/[\w-]+\/page\/1$/);
    expect((await (await carousel(page, 'Categories')).$$('::-p-aria([role="link"])')).length).toBeGreaterThan(4);
  });

  it('fetches only the first hero picture until the carousel starts, so nothing shares the link with it', async () => {
    // Swiper's script is held back, so the page stays as the server sent it (lazy loading needs scripts on).
    await page.setRequestInterception(true);
    const pictures = new Set<string>();
    page.on('request', (request) => {
      const picture = /\/media\/([0-9a-f]{32})\//.exec(request.url());
      if (picture) pictures.add(picture[1]!);
      if (request.url().includes('/assets/swiper-engine-')) void request.abort();
      else void request.continue();
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    // Swiper marks the carousels it has started: none has.
    expect(await page.$('.hero .swiper-initialized')).toBeNull();
    // Each slide's picture, by its place in the carousel: the library's address holds the picture's content hash.
    const slides = await page.$$eval('.hero .hero-image', (images) =>
      images.map((image) => /\/media\/([0-9a-f]{32})\//.exec((image as HTMLImageElement).src)?.[1] ?? ''),
    );
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.map((hash, i) => (pictures.has(hash) ? `slide ${i + 1}` : null)).filter(Boolean)).toEqual(['slide 1']);
  });

  it('shows the first hero slide, moves on by itself, and steps with the previous and next buttons', async () => {
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    const hero = await carousel(page, 'Highlights');
    const [first] = await slidesInView(page, hero);
    expect(first).toMatch(/^1 \/ \d+$/);
    const count = Number(first!.split(' / ')[1]);
    // The first picture has arrived (decorative: no role, found as markup).
    expect(await hero.$eval('img', (img) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Autoplay: another slide comes without anyone touching the page.
    await page.waitForFunction(
      (el, l) => el.querySelector('.swiper-slide-active')?.getAttribute('aria-label') !== l,
      { timeout: 15_000 },
      hero,
      first,
    );

    await (await hero.waitForSelector('::-p-aria([name="Pause slideshow"][role="button"])'))!.click();
    await hero.waitForSelector('::-p-aria([name="Play slideshow"][role="button"])');
    const [current] = await slidesInView(page, hero);
    const next = `${(Number(current!.split(' / ')[0]) % count) + 1} / ${count}`;
    await (await hero.waitForSelector('::-p-aria([name="Next slide"][role="button"])'))!.click();
    await waitForActiveSlide(page, hero, next);
    expect(await slidesInView(page, hero)).toEqual([next]);

    // It wraps around: from the first slide, previous shows the last.
    await (await hero.waitForSelector('::-p-aria([name="Go to slide 1"][role="button"])'))!.click();
    await waitForActiveSlide(page, hero, `1 / ${count}`);
    expect(await slidesInView(page, hero)).toEqual([`1 / ${count}`]);
    await (await hero.waitForSelector('::-p-aria([name="Previous slide"][role="button"])'))!.click();
    await waitForActiveSlide(page, hero, `${count} / ${count}`);
    expect(await slidesInView(page, hero)).toEqual([`${count} / ${count}`]);
    expect(problems).toEqual([]);
  });

  it(`shows ${viewport.width < 640 ? 2 : 4} materials at a time`, async () => {
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    const materials = await carousel(page, 'Materials');
    await materials.scrollIntoView();
    await (await materials.waitForSelector('::-p-aria([name="Pause slideshow"][role="button"])'))!.click();
    expect(await slidesInView(page, materials)).toHaveLength(viewport.width < 640 ? 2 : 4);
    expect(problems).toEqual([]);
  });
});

/**
 * Whether the carousel is playing by itself right now. Read from swiper's autoplay (the instance swiper keeps on
 * its element): waiting to see that a slide does not change would take a delay of real time per check.
 */
async function autoplaying(page: Page, region: ElementHandle<HTMLElement>): Promise<boolean> {
  await region.waitForSelector('.swiper-initialized');
  return region.evaluate(
    (el) => (el.querySelector('.swiper') as unknown as { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running,
  );
}

const waitForAutoplay = (page: Page, region: ElementHandle<HTMLElement>, running: boolean) =>
  page.waitForFunction(
    (el, want) =>
      (el.querySelector('.swiper') as unknown as { swiper?: { autoplay: { running: boolean } } }).swiper?.autoplay.running === want,
    {},
    region,
    running,
  );

describe('the hero', () => {
  it.each([820, 1280])(
    'at %i px keeps every caption off the picture or on a readable panel, and the controls off the pictures',
    async (width) => {
      const { page, problems } = await openPage(chromium.browser, { width, height: 800 });
      try {
        // Still slides: each one is looked at once it is shown, without waiting for a slide to move.
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
        const hero = await carousel(page, 'Highlights');
        await hero.waitForSelector('.swiper-initialized');
        const count = (await hero.$$('::-p-aria([role="button"])')).length - 3;
        const unreadable: string[] = [];
        for (let i = 1; i <= count; i++) {
          await (await hero.waitForSelector(`::-p-aria([name="Go to slide ${i}"][role="button"])`))!.click();
          await waitForActiveSlide(page, hero, `${i} / ${count}`);
          // What is drawn behind the caption's first line, and where the controls are against the picture: seen, not
          // named, so read from the slide's markup.
          const slide = (await hero.$('.swiper-slide-active'))!;
          const alpha = await opacityBehind((await slide.$('.hero-text > *'))!, slide);
          // Narrower than 1200 px the caption sits under the picture, on the page itself, covering none of the products.
          const captionUnderPicture = await slide.evaluate(
            (el) =>
              el.querySelector('.hero-text')!.getBoundingClientRect().top >= el.querySelector('img')!.getBoundingClientRect().bottom - 1,
          );
          const controlsOnPicture = await hero.evaluate((el) => {
            const picture = el.querySelector('.swiper-slide-active img')!.getBoundingClientRect();
            return el.querySelector('.carousel-controls')!.getBoundingClientRect().top < picture.bottom - 1;
          });
          if (!captionUnderPicture && alpha < 0.85) unreadable.push(`slide ${i}: caption on a background of opacity ${alpha}`);
          if (controlsOnPicture) unreadable.push(`slide ${i}: controls on the picture`);
        }
        expect(unreadable).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe('carousels that play by themselves', () => {
  it('wait while a finger rests on "Why choose us", and go on when it is lifted', async () => {
    const { page, problems } = await openPage(chromium.browser, { width: 375, height: 812 });
    try {
      await page.setViewport({ width: 375, height: 812, hasTouch: true, isMobile: true });
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
      const why = await carousel(page, 'Why choose us');
      await why.scrollIntoView();
      await waitForAutoplay(page, why, true);
      const box = (await why.boundingBox())!;
      await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
      await waitForAutoplay(page, why, false);
      await page.touchscreen.touchEnd();
      await waitForAutoplay(page, why, true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('wait while the focus is in the hero or the mouse over it, the button still saying it plays', async () => {
    const { page, problems } = await openPage(chromium.browser, { width: 1280, height: 800 });
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
      const hero = await carousel(page, 'Highlights');
      await waitForAutoplay(page, hero, true);
      await (await hero.waitForSelector('::-p-aria([name="Next slide"][role="button"])'))!.focus();
      await waitForAutoplay(page, hero, false);
      await hero.waitForSelector('::-p-aria([name="Pause slideshow"][role="button"])');
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      // Still inside: Shift+Tab went to the button before it.
      expect(await autoplaying(page, hero)).toBe(false);
      // The focus leaves the carousel.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await waitForAutoplay(page, hero, true);

      await hero.hover();
      await waitForAutoplay(page, hero, false);
      await page.mouse.move(5, 795);
      await waitForAutoplay(page, hero, true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('stand still for a visitor who prefers reduced motion, until they press Play', async () => {
    const { page, problems } = await openPage(chromium.browser, { width: 1280, height: 800 });
    try {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
      for (const name of ['Highlights', 'Categories', 'Materials', 'Why choose us']) {
        const region = await carousel(page, name);
        await region.scrollIntoView();
        expect([name, await autoplaying(page, region)]).toEqual([name, false]);
      }
      const hero = await carousel(page, 'Highlights');
      await hero.scrollIntoView();
      await (await hero.waitForSelector('::-p-aria([name="Play slideshow"][role="button"])'))!.click();
      await hero.waitForSelector('::-p-aria([name="Pause slideshow"][role="button"])');
      await waitForAutoplay(page, hero, true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe.each(VIEWPORTS)('product page at $width×$height', (viewport) => {
  let page: Page;
  let problems: string[];

  async function openSomeProduct(): Promise<string> {
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'domcontentloaded' });
    const href = await hrefOf((await firstProduct(page)).link);
    await page.goto(`${baseUrl()}${href}`, { waitUntil: 'networkidle0' });
    return href;
  }

  beforeEach(async () => {
    ({ page, problems } = await openPage(chromium.browser, viewport));
  });
  afterEach(() => page.close());

  it('covers the whole page with the lightbox from its first opening, nothing of the page showing through', async () => {
    await openSomeProduct();
    const name = await pageHeading(page);
    const headingBox = await (await page.waitForSelector(`::-p-aria([name="${name}"][role="heading"])`))!.boundingBox();
    await page.locator(`::-p-aria([name="Enlarge the picture of ${name}"][role="button"])`).click();
    const dialog = (await page.waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])'))!;
    // Opened: its fade-in is over.
    await page.waitForFunction((el) => getComputedStyle(el).opacity === '1', {}, dialog);
    // Where the page's heading was, the lightbox is what a click reaches, and what is drawn there is opaque: the
    // first box with a background, from the element at that point outwards, is not see-through.
    const x = headingBox!.x + headingBox!.width / 2;
    const y = headingBox!.y + headingBox!.height / 2;
    // Read in one go: the lightbox may draw its picture anew between two questions, replacing the element hit.
    const atHeading = await dialog.evaluate(
      (el, px, py) => {
        const at = document.elementFromPoint(px, py);
        const { left, top, right, bottom } = el.getBoundingClientRect();
        const coversWindow = left <= 0 && top <= 0 && right >= window.innerWidth && bottom >= window.innerHeight;
        let alpha = 0;
        for (let box: Element | null = at; box && alpha === 0; box = box.parentElement) {
          alpha = (getComputedStyle(box).backgroundColor.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number)[3] ?? 1;
        }
        return { inLightbox: el.contains(at), coversWindow, alpha };
      },
      x,
      y,
    );
    expect(atHeading).toEqual({ inLightbox: true, alpha: 1, coversWindow: true });
    expect(problems).toEqual([]);
  });

  it('opens the chosen picture first in a lightbox with thumbnails and a slideshow, and closes it with Escape', async () => {
    await openSomeProduct();
    const name = await pageHeading(page);
    const thumbnails = await page.$$('::-p-aria([name="Product images"][role="list"]) ::-p-aria([role="button"])');
    const chosen = thumbnails.length > 1 ? 1 : 0;
    if (thumbnails.length > 1) await thumbnails[chosen]!.click();
    const enlarge = (await page.waitForSelector(`::-p-aria([name="Enlarge the picture of ${name}"][role="button"])`))!;
    // Which file is shown is a technical fact (the picture is the button's content, not in the accessibility tree).
    const chosenSrc = await enlarge.$eval('img', (img) => img.getAttribute('src'));

    await enlarge.click();
    const dialog = (await page.waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])'))!;
    // The lightbox shows the picture's smallest size while the full one loads: wait for the full one (the
    // lightbox's current picture, by its class: which file it shows is the point).
    await page.waitForFunction(
      (src) => {
        const img = document.querySelector<HTMLImageElement>('.ril-image-current');
        return img?.getAttribute('src') === src && img.complete && img.naturalWidth > 0;
      },
      { timeout: 10_000 },
      chosenSrc,
    );
    expect(await page.$eval('.ril-image-current', (img) => img.getAttribute('src'))).toBe(chosenSrc);
    const count = thumbnails.length || 1;
    expect(await dialog.evaluate((el) => el.textContent)).toContain(`${name} (1 / ${count})`);

    if (count > 1) {
      expect(await dialog.$$('::-p-aria([name="Pictures"][role="list"]) ::-p-aria([role="button"])')).toHaveLength(count);
      await (await (dialog as ElementHandle<HTMLElement>).waitForSelector('::-p-aria([name="Play slideshow"][role="button"])'))!.click();
      await page.waitForFunction((el, n) => el.textContent?.includes(`(2 / ${n})`), { timeout: 10_000 }, dialog, count);
      await (await (dialog as ElementHandle<HTMLElement>).waitForSelector('::-p-aria([name="Pause slideshow"][role="button"])'))!.click();
    }

    await page.keyboard.press('Escape');
    await page.waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Enlarge the picture of ${name}`);
    expect(problems).toEqual([]);
  });

  it('shows the specifications as a table read row by row, its longest values wrapping, the page never scrolling sideways', async () => {
    // The demo's longest size: a set of three boxes, each with three dimensions.
    await page.goto(`${baseUrl()}/product/set-of-3-paper-rope-storage-boxes-with-lids`, { waitUntil: 'networkidle0' });
    const section = (await page.waitForSelector('::-p-aria([name="Specifications"][role="region"])'))!;
    const table = (await section.waitForSelector('::-p-aria([role="table"])'))!;
    for (const fact of ['Size', 'Carton size (L × W × H)', 'Volume per carton', 'Gross weight per carton', 'HS code', 'Minimum order']) {
      await table.waitForSelector(`::-p-aria([name="${fact}"][role="rowheader"])`);
    }
    await section.scrollIntoView();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      table: Math.ceil(document.querySelector('.product-spec table')!.getBoundingClientRect().right),
    }));
    expect(widths.page).toBe(widths.window);
    expect(widths.table).toBeLessThanOrEqual(widths.window);
    expect(problems).toEqual([]);
  });

  it(`shows at most ${RELATED_COUNT} related products, never the product itself, each with Request Quotation`, async () => {
    const href = await openSomeProduct();
    const related = await carousel(page, 'Related products');
    const cards = await Promise.all(
      (await productCards(related)).map(async (card) => ({
        product: await hrefOf(await cardTitleLink(card)),
        quotation: await hrefOf((await card.waitForSelector('::-p-aria([name="Request Quotation"][role="link"])'))!),
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(RELATED_COUNT);
    for (const card of cards) {
      expect(card.product).toMatch(/^\/product\//);
      expect(card.product).not.toBe(href);
      expect(card.quotation).toMatch(/^\/order\//);
    }
    await related.scrollIntoView();
    const perView = viewport.width >= 1024 ? 5 : viewport.width >= 768 ? 4 : viewport.width >= 640 ? 3 : 2;
    expect(await slidesInView(page, related)).toHaveLength(Math.min(perView, cards.length));
    // Five a view from 1024 px makes the narrowest cards of the site: their buttons stay on one line.
    for (const width of [viewport.width, 1024]) {
      await page.setViewport({ width, height: viewport.height });
      await page.waitForFunction((w) => window.innerWidth === w, {}, width);
      const wrapped: string[] = [];
      for (const card of await productCards(related)) wrapped.push(...(await wrappedCardControls(card)));
      expect([width, wrapped]).toEqual([width, []]);
    }
    expect(problems).toEqual([]);
  });
});
