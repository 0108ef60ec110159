import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { startSite } from '../../test/built-server';
import { timeoutWithStarts } from '../../test/wait';
import { FAKE_CHANNEL, FAKE_KEY, fakePosterColour, fakeVideo, startFakeVideoPlatform } from '../../test/fake-video-platform';
import { seededDatabase } from '../../test/seeded-database';
import { testBrowser, VIEWPORTS, watchProblems } from './browser';
import { eventually, textOf } from './pages/queries';

// The product videos page of a site whose video platform is configured (here a local fake of it): each tile shows
// the platform's picture of its video, served by the site, with the video's title and length.

let database: Awaited<ReturnType<typeof seededDatabase>>;
let fake: Awaited<ReturnType<typeof startFakeVideoPlatform>>;
let site: Awaited<ReturnType<typeof startSite>>;
const chromium = testBrowser();

beforeAll(async () => {
  [database, fake] = await Promise.all([seededDatabase('video_tiles_e2e'), startFakeVideoPlatform(20)]);
  site = await startSite(
    {
      DATABASE_URL: database.url,
      VIDEO_API_KEY: FAKE_KEY,
      VIDEO_CHANNEL_ID: FAKE_CHANNEL,
      VIDEO_API_BASE_URL: fake.baseUrl,
      VIDEO_POSTER_BASE_URL: fake.baseUrl,
    },
    'video-tiles-',
  );
}, timeoutWithStarts(1));
afterAll(async () => {
  await site?.stop();
  await fake?.close();
  await database?.drop();
});

/** bg-dark behind the poster, which is drawn at 75 % opacity so that the play button stands out. */
const DARK = { r: 33, g: 37, b: 41 };
const shown = (c: { r: number; g: number; b: number }) => ({
  r: Math.round(0.75 * c.r + 0.25 * DARK.r),
  g: Math.round(0.75 * c.g + 0.25 * DARK.g),
  b: Math.round(0.75 * c.b + 0.25 * DARK.b),
});

/** The colour the screen shows at a point of the page (CSS pixels from the top left of the document). */
async function colourAt(page: Page, x: number, y: number) {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, encoding: 'binary' });
  const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

describe.each(VIEWPORTS)('video tiles at $width×$height', (viewport) => {
  let page: Page;
  let problems: string[];
  const otherOrigins: string[] = [];
  beforeEach(async () => {
    page = await chromium.browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    problems = watchProblems(page);
    otherOrigins.length = 0;
    page.on('request', (request) => {
      // Bootstrap's icons are data: addresses, which go nowhere.
      const { protocol, origin } = new URL(request.url());
      if (protocol !== 'data:' && origin !== site.url) otherOrigins.push(request.url());
    });
  });
  afterEach(async () => {
    await page.close();
    expect(problems).toEqual([]);
  });

  it("shows each video's own picture, from the site, with its title and length", async () => {
    await page.goto(`${site.url}/product-videos`, { waitUntil: 'networkidle0' });
    const tiles = await (await page.waitForSelector('::-p-aria([name="Videos"][role="list"])'))!.$$('::-p-aria([role="listitem"])');
    expect(tiles).toHaveLength(8);
    for (const [i, tile] of tiles.entries()) {
      await tile.evaluate((li) => li.scrollIntoView({ block: 'center' }));
      await eventually(`tile ${i}'s picture is drawn`, () => tile.$eval('img', (img) => img.complete && img.naturalWidth > 0));
      const look = await tile.evaluate((li) => {
        const img = li.querySelector('img')!;
        const box = li.querySelector('.ratio')!.getBoundingClientRect();
        const drawn = img.getBoundingClientRect();
        return {
          source: new URL(img.currentSrc).pathname,
          fills: Math.abs(drawn.width - box.width) < 1 && Math.abs(drawn.height - box.height) < 1,
          at: { x: window.scrollX + box.left + box.width * 0.15, y: window.scrollY + box.top + box.height * 0.15 },
          length: li.querySelector('time')?.textContent ?? null,
        };
      });
      const video = fakeVideo(i);
      expect(look.source).toMatch(new RegExp(`^/video-posters/${video.videoId}/(320|640)\\.webp$`));
      expect(look.fills).toBe(true);
      // What is on the screen is this video's picture (the fake gives each its own colour), not a dark box.
      const colour = await colourAt(page, look.at.x, look.at.y);
      const expected = shown(fakePosterColour(i));
      const far = Math.max(...(['r', 'g', 'b'] as const).map((c) => Math.abs(colour[c] - expected[c]))) > 16;
      expect({ i, colour, far }).toEqual({ i, colour, far: false });
      expect(await textOf((await tile.$('h2'))!)).toBe(video.title);
      // Video 3 is a live stream: no length.
      expect(look.length).toBe(i === 3 ? null : `${i + 1}:${String((i * 7) % 60).padStart(2, '0')}`);
    }
    // The length is said with the title by the play button.
    await page.waitForSelector(`::-p-aria([name="Play video: ${fakeVideo(1).title}, 2 minutes 7 seconds"][role="button"])`);
    await page.waitForSelector(`::-p-aria([name="Play video: ${fakeVideo(3).title}"][role="button"])`);
    expect(otherOrigins).toEqual([]);
  });
});
