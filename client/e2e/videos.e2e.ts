import type { Page } from 'puppeteer-core';
import { DEFAULT_VIDEO_PAGE_SIZE } from '../../shared/videos';
import { baseUrl, newTabForEachTest, testBrowser, VIEWPORTS } from './browser';
import { eventually, textOf } from './pages/queries';

// The built server runs without a video platform key, so the page shows the stored videos (14 in the seed).
const chromium = testBrowser();

const videoList = async (page: Page) => (await page.waitForSelector('::-p-aria([name="Videos"][role="list"])'))!;
const videoTitles = async (page: Page) => Promise.all((await (await videoList(page)).$$('::-p-aria([role="heading"])')).map(textOf));
/** Previous or Next: a link while there is a page that way, a disabled button at the end. */
async function pager(page: Page, name: 'Previous' | 'Next') {
  const nav = (await page.waitForSelector('::-p-aria([name="Video pages"][role="navigation"])'))!;
  const [control] = [
    ...(await nav.$$(`::-p-aria([name="${name}"][role="link"])`)),
    ...(await nav.$$(`::-p-aria([name="${name}"][role="button"])`)),
  ];
  if (!control) throw new Error(`no ${name} in the video pages`);
  return control.evaluate((el) => ({
    tag: el.tagName,
    disabled: (el as HTMLButtonElement).disabled === true,
    href: el.getAttribute('href'),
  }));
}
const location = (page: Page) => page.evaluate(() => `${window.location.pathname}${window.location.search}`);

/** The player is a third-party page: the test answers for it so that nothing leaves the machine. */
async function answerForThePlayer(page: Page) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('youtube-nocookie.com')) {
      void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
    } else void request.continue();
  });
}

describe.each(VIEWPORTS)('product videos at $width×$height', (viewport) => {
  const tab = newTabForEachTest(() => chromium.browser, viewport);

  it('shows 8 videos, pages forward with Next and back with Previous, each disabled at its end', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/product-videos`, { waitUntil: 'networkidle0' });
    const first = await videoTitles(page);
    expect(first).toHaveLength(DEFAULT_VIDEO_PAGE_SIZE);
    expect(await pager(page, 'Previous')).toEqual(expect.objectContaining({ tag: 'BUTTON', disabled: true }));
    expect((await pager(page, 'Next')).href).toMatch(/^\/product-videos\?pageSize=8&pageToken=/);

    await page.locator('::-p-aria([name="Next"][role="link"])').click();
    await page.waitForSelector('::-p-aria([name="Previous"][role="link"])');
    const second = await videoTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((title) => first.includes(title))).toBe(false);
    expect(await location(page)).toMatch(/^\/product-videos\?pageSize=8&pageToken=/);
    expect(await pager(page, 'Previous')).toEqual(expect.objectContaining({ tag: 'A', disabled: false }));
    expect(await pager(page, 'Next')).toEqual(expect.objectContaining({ tag: 'BUTTON', disabled: true }));

    await page.locator('::-p-aria([name="Previous"][role="link"])').click();
    await page.waitForSelector('::-p-aria([name="Previous"][role="link"])', { hidden: true });
    expect(await videoTitles(page)).toEqual(first);
  });

  it('shows more videos a page when 16 is chosen, with the size in the URL', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/product-videos`, { waitUntil: 'networkidle0' });
    await (await page.waitForSelector('::-p-aria([name="Videos per page"][role="combobox"])'))!.select('16');
    await page.waitForFunction(() => window.location.search === '?pageSize=16');
    await eventually(
      `more than ${DEFAULT_VIDEO_PAGE_SIZE} videos show`,
      async () => (await (await videoList(page)).$$('::-p-aria([role="listitem"])')).length > DEFAULT_VIDEO_PAGE_SIZE,
    );
    const titles = await videoTitles(page);
    expect(titles.length).toBeGreaterThan(DEFAULT_VIDEO_PAGE_SIZE);
    expect(titles.length).toBeLessThanOrEqual(16);

    // The server renders the same page from the URL.
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await videoTitles(page)).toEqual(titles);
    const size = (await page.waitForSelector('::-p-aria([name="Videos per page"][role="combobox"])'))!;
    expect(await size.evaluate((select) => (select as HTMLSelectElement).value)).toBe('16');
  });

  it("shows each stored video's own poster, chosen in the back office", async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/product-videos`, { waitUntil: 'networkidle0' });
    const sources: string[] = [];
    for (const [i, tile] of (await (await videoList(page)).$$('::-p-aria([role="listitem"])')).entries()) {
      await tile.evaluate((li) => li.scrollIntoView({ block: 'center' }));
      await eventually(`tile ${i}'s poster is drawn`, () => tile.$eval('img', (img) => img.complete && img.naturalWidth > 0));
      sources.push(await tile.$eval('img', (img) => new URL(img.currentSrc).pathname));
    }
    expect(sources).toHaveLength(DEFAULT_VIDEO_PAGE_SIZE);
    // The picture library's files, a different one on each tile.
    for (const source of sources) expect(source).toMatch(/^\/media\/[0-9a-f]{32}\/\d+\.(webp|avif)$/);
    expect(new Set(sources.map((source) => source.split('/')[2])).size).toBe(sources.length);
  });

  it('loads the player only when play is pressed, in an iframe with a title', async () => {
    const page = tab();
    await answerForThePlayer(page);
    await page.goto(`${baseUrl()}/product-videos`, { waitUntil: 'networkidle0' });
    expect(await page.$$('::-p-aria([role="Iframe"])')).toHaveLength(0);
    const [title] = await videoTitles(page);
    await page.locator(`::-p-aria([name="Play video: ${title}"][role="button"])`).click();
    // Found by its title: the frame is named after the video, as a screen reader announces it.
    const frame = (await page.waitForSelector(`::-p-aria([name="${title}"][role="Iframe"])`))!;
    expect(await frame.evaluate((f) => f.getAttribute('src'))).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await page.$$('::-p-aria([role="Iframe"])')).toHaveLength(1);
    expect(await page.$$(`::-p-aria([name="Play video: ${title}"][role="button"])`)).toHaveLength(0);
  });

  it('lets the player play at once, full screen or picture in picture, and nothing reach the camera, microphone or location', async () => {
    const page = tab();
    await answerForThePlayer(page);
    await page.goto(`${baseUrl()}/product-videos`, { waitUntil: 'networkidle0' });
    const [title] = await videoTitles(page);
    await page.locator(`::-p-aria([name="Play video: ${title}"][role="button"])`).click();
    const player = (await page.waitForSelector(`::-p-aria([name="${title}"][role="Iframe"])`))!;
    const features = ['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen', 'accelerometer', 'gyroscope', 'clipboard-write'];
    const powerful = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];
    // Chromium's view of the Permissions-Policy: what the player's frame, and the page itself, may use.
    type WithPolicy = { featurePolicy: { allowsFeature(feature: string): boolean } };
    const playerMay = await player.evaluate(
      (frame, names) => names.filter((name) => (frame as unknown as WithPolicy).featurePolicy.allowsFeature(name)),
      [...features, ...powerful],
    );
    expect(playerMay).toEqual(['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen']);
    const pageMay = await page.evaluate(
      (names) => names.filter((name) => (document as unknown as WithPolicy).featurePolicy.allowsFeature(name)),
      powerful,
    );
    expect(pageMay).toEqual([]);
  });

  it('shows the default 8 for a page size that is not offered', async () => {
    const page = tab();
    const response = await page.goto(`${baseUrl()}/product-videos?pageSize=7`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    expect(await videoTitles(page)).toHaveLength(DEFAULT_VIDEO_PAGE_SIZE);
  });
});
