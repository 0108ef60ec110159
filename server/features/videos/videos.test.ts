import pino from 'pino';
import request from 'supertest';
import { videosApi } from '../../../shared/contracts/videos';
import { DEFAULT_VIDEO_PAGE_SIZE, type VideoItem, type VideoPage } from '../../../shared/videos';
import { secondsOfIsoDuration } from '../../../shared/video-tiles';
import {
  fakeDuration,
  fakePageToken,
  fakeVideo,
  FAKE_CHANNEL,
  FAKE_KEY,
  FAKE_MAX_RESULTS,
  startFakeVideoPlatform,
} from '../../../test/fake-video-platform';
import { createTestApp } from '../../../test/test-app';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { rememberListedVideos } from './platform-video.repository';
import type { VideoSettings } from './video-settings.public';

const CHANNEL_VIDEOS = 20;
const SEARCH = `/api${videosApi.videoSearch.path}`;
// The tests' clock: every application of a test reads it, and a test moves it instead of waiting.
const START = Date.UTC(2026, 10, 24, 9, 0, 10);
const DAY_MS = 24 * 60 * 60_000;

let fake: Awaited<ReturnType<typeof startFakeVideoPlatform>>;
let shared: DatabaseHandle;
let opened: DatabaseHandle[] = [];
let logLines: string[];
let clock: number;

beforeAll(async () => {
  fake = await startFakeVideoPlatform(CHANNEL_VIDEOS);
  shared = openPostgres(process.env.TEST_DATABASE_URL!, 1);
});
afterAll(async () => {
  await fake.close();
  await shared.close();
});
beforeEach(async () => {
  fake.setMode('ok');
  fake.refuseLengths(false);
  fake.requests.length = 0;
  fake.detailRequests.length = 0;
  logLines = [];
  clock = START;
  // What the processes share in the database starts empty for each test, as on a new deployment.
  await shared.db.deleteFrom('video_page_token').execute();
  await shared.db.deleteFrom('video_platform_call').execute();
  await shared.db.deleteFrom('platform_video').execute();
});
afterEach(async () => {
  await Promise.all(opened.map((d) => d.close()));
  opened = [];
});

/**
 * A fresh application (so a fresh cache, like another process) on the shared database, whose video platform is
 * the fake, or none.
 */
function appWith(video: Partial<VideoSettings> = {}) {
  const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
  const { app, database } = createTestApp({
    video: { ...fake.settings(() => clock), ...video },
    logger,
  });
  opened.push(database);
  return { app, database };
}

const warnings = (pattern: RegExp) => logLines.filter((line) => pattern.test(line)).length;

/** The stored videos as the API shows them: newest first, each with its own poster if it has one. */
async function storedVideos(database: DatabaseHandle): Promise<VideoItem[]> {
  const rows = await database.db
    .selectFrom('video')
    .select(['video_id', 'title', 'poster'])
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ videoId: r.video_id, title: r.title, ...(r.poster ? { poster: r.poster } : {}) }));
}

/** The fake channel's video `i` as the API shows it: with its length (its poster is the platform's, so none is sent). */
function platformVideo(i: number): VideoItem {
  const durationSeconds = secondsOfIsoDuration(fakeDuration(i));
  return { ...fakeVideo(i), ...(durationSeconds ? { durationSeconds } : {}) };
}

const search = (app: ReturnType<typeof appWith>['app'], query: Record<string, string> = {}) => request(app).get(SEARCH).query(query);

function expectNoSecrets(text: string) {
  expect(text).not.toContain(FAKE_KEY);
  expect(text).not.toContain(FAKE_CHANNEL);
}

describe('videos from the video platform', () => {
  it('asks with the key, channel, part, order and page size, and pages forward and back with its tokens', async () => {
    const { app } = appWith();
    const first = await search(app, { pageSize: '8' });
    expect(first.status).toBe(200);
    const firstPage = first.body as VideoPage;
    // The channel itself, also found by the search, is not a video and is left out; titles arrive unescaped.
    expect(firstPage.items).toEqual(Array.from({ length: 8 }, (_, i) => platformVideo(i)));
    expect(firstPage.prevPageToken).toBeUndefined();
    expect(firstPage.nextPageToken).toEqual(expect.any(String));
    const asked = fake.requests[0]!;
    expect(Object.fromEntries(asked)).toEqual({
      key: FAKE_KEY,
      channelId: FAKE_CHANNEL,
      part: 'snippet,id',
      order: 'date',
      maxResults: '8',
    });

    const second = (await search(app, { pageSize: '8', pageToken: firstPage.nextPageToken! })).body as VideoPage;
    expect(second.items).toEqual(Array.from({ length: 8 }, (_, i) => platformVideo(8 + i)));
    expect(fake.requests[1]!.get('pageToken')).toBe(firstPage.nextPageToken);

    const third = (await search(app, { pageSize: '8', pageToken: second.nextPageToken! })).body as VideoPage;
    expect(third.items.map((v) => v.videoId)).toEqual([16, 17, 18, 19].map((i) => fakeVideo(i).videoId));
    expect(third.nextPageToken).toBeUndefined();

    const back = (await search(app, { pageSize: '8', pageToken: third.prevPageToken! })).body as VideoPage;
    expect(back.items).toEqual(second.items);
    expect(back.prevPageToken).toEqual(expect.any(String));
  });

  it.each([
    [16, 16],
    [24, CHANNEL_VIDEOS],
  ])('shows %i a page when asked (%i here)', async (pageSize, shown) => {
    const { app } = appWith();
    const response = await search(app, { pageSize: String(pageSize) });
    expect(response.body.items).toHaveLength(shown);
    expect(fake.requests.at(-1)!.get('maxResults')).toBe(String(pageSize));
  });

  it('uses 8 a page when no size is given, and refuses a size that is not offered or a malformed token', async () => {
    const { app } = appWith();
    const plain = await search(app);
    expect(plain.body.items).toHaveLength(DEFAULT_VIDEO_PAGE_SIZE);
    const badSize = await search(app, { pageSize: '10' });
    expect(badSize.status).toBe(400);
    expect(badSize.body.errors.pageSize).toBe('pageSize must be one of 8, 16, 24, 100, 1000');
    const badToken = await search(app, { pageToken: '../../etc?x=1' });
    expect(badToken.status).toBe(400);
    expect(Object.keys(badToken.body.errors)).toEqual(['pageToken']);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a second identical request from its cache, without asking the platform again', async () => {
    const { app } = appWith();
    const first = await search(app, { pageSize: '16' });
    const again = await search(app, { pageSize: '16' });
    expect(again.body).toEqual(first.body);
    expect(fake.requests).toHaveLength(1);
    // Another page size is another question.
    await search(app, { pageSize: '24' });
    expect(fake.requests).toHaveLength(2);
  });

  it('renders the page with the platform videos and Previous/Next links carrying size and token', async () => {
    const { app } = appWith();
    const response = await request(app).get('/product-videos?pageSize=8');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Channel video 7 &amp; more');
    expect(response.text).not.toContain(fakeVideo(8).title.replace('&', '&amp;'));
    const next = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(response.text);
    const href = (next?.[1] ?? next?.[2])!.replace(/&amp;/g, '&');
    expect(href).toMatch(/^\/product-videos\?pageSize=8&pageToken=[\w-]+$/);
    expect(response.text).toMatch(/<button[^>]*disabled[^>]*>.*?Previous/);

    const second = await request(app).get(href);
    expect(second.status).toBe(200);
    expect(second.text).toContain(fakeVideo(8).title.replace('&', '&amp;'));
    expect(second.text).toMatch(/<a[^>]*rel="prev"/);
  });
});

describe('the lengths of the videos', () => {
  it("are asked with each search, in one call for the page's videos, and shown on the tiles", async () => {
    const { app } = appWith();
    const page = (await search(app, { pageSize: '16' })).body as VideoPage;
    expect(fake.detailRequests).toHaveLength(1);
    expect(Object.fromEntries(fake.detailRequests[0]!)).toEqual({
      key: FAKE_KEY,
      part: 'contentDetails',
      id: page.items.map((v) => v.videoId).join(','),
    });
    // Video 3 is a live stream: the platform gives it no length.
    expect(page.items.map((v) => v.durationSeconds)).toEqual(Array.from({ length: 16 }, (_, i) => secondsOfIsoDuration(fakeDuration(i))));
    expect(page.items[3]!.durationSeconds).toBeUndefined();
    expect(page.items[9]!.durationSeconds).toBe(3600 + 10 * 60 + 3);

    // React parts neighbouring texts with empty comments.
    const html = (await request(app).get('/product-videos?pageSize=16')).text.replace(/<!-- -->/g, '');
    expect(html).toContain('<time class="video-duration" dateTime="PT1H10M3S" aria-hidden="true">1:10:03</time>');
    expect(html).toContain('>Play video: Channel video 9 &amp; more, 1 hour 10 minutes</span>');
    expect(html).toContain('"duration":"PT1H10M3S"');
    // A cached page asks for nothing more.
    await search(app, { pageSize: '16' });
    expect(fake.detailRequests).toHaveLength(1);
  });

  it('are left out, with a warning, when the platform does not give them: the videos still show', async () => {
    fake.refuseLengths(true);
    const { app } = appWith();
    const response = await search(app, { pageSize: '8' });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(Array.from({ length: 8 }, (_, i) => fakeVideo(i)));
    expect(warnings(/did not give the lengths/)).toBe(1);

    // Lengths learnt later are kept even by an answer without them.
    fake.refuseLengths(false);
    clock += 60_001;
    expect((await search(appWith().app, { pageSize: '8' })).body.items[0].durationSeconds).toBe(60);
    fake.refuseLengths(true);
    clock += 60_001;
    expect((await search(appWith().app, { pageSize: '8' })).body.items[0].durationSeconds).toBe(60);
  });

  it('are remembered once for a video the platform lists twice in one answer', async () => {
    const { database } = appWith();
    const twice = [
      { videoId: fakeVideo(0).videoId, durationSeconds: 60 },
      { videoId: fakeVideo(0).videoId, durationSeconds: 60 },
    ];
    await rememberListedVideos(database.db, twice, new Date(clock), new Date(clock - DAY_MS));
    const rows = await database.db.selectFrom('platform_video').select(['video_id', 'duration_seconds']).execute();
    expect(rows).toEqual([{ video_id: fakeVideo(0).videoId, duration_seconds: 60 }]);
  });

  it('known from the platform are shown beside the stored videos too', async () => {
    const { app, database } = appWith({ apiKey: undefined });
    const [first, second] = await storedVideos(database);
    await database.db
      .insertInto('platform_video')
      .values({ video_id: first!.videoId, listed_at: new Date(clock), duration_seconds: 253 })
      .execute();
    const items = (await search(app, { pageSize: '8' })).body.items as VideoItem[];
    expect(items[0]).toEqual({ ...first, durationSeconds: 253 });
    expect(items[1]).toEqual(second);
  });
});

describe("the platform's daily quota", () => {
  const firstPage = Array.from({ length: 8 }, (_, i) => platformVideo(i));

  it('is not spent on page tokens the platform never handed out: they show the first page', async () => {
    const { app } = appWith();
    expect((await search(app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect(fake.requests).toHaveLength(1);

    // Random tokens, and tokens the platform would accept but never gave this site (offsets, another size's).
    const made = [
      'AAAAAA',
      'CAgQAA',
      'x'.repeat(100),
      ...Array.from({ length: 30 }, (_, i) => `r${i}${Math.random().toString(36).slice(2)}`),
    ];
    const forged = [fakePageToken(3), fakePageToken(16), fakePageToken(8 * 1000)];
    for (const pageToken of [...made, ...forged]) {
      const response = await search(app, { pageSize: '8', pageToken });
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual(firstPage);
    }
    const page = await request(app).get(`/product-videos?pageSize=8&pageToken=${fakePageToken(3)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(fakeVideo(0).videoId);
    expect(page.text).toMatch(/<button[^>]*disabled[^>]*>.*?Previous/);
    expect(fake.requests).toHaveLength(1);

    // A token handed out for 8 a page is not one for 16 a page.
    const { nextPageToken } = (await search(app, { pageSize: '8' })).body as VideoPage;
    expect((await search(app, { pageSize: '16', pageToken: nextPageToken! })).body.items).toHaveLength(16);
    expect(fake.requests.map((q) => q.get('pageToken'))).toEqual([null, null]);
  });

  it('follows on one process the tokens another handed out, for a week after they were last seen', async () => {
    const a = appWith().app;
    const b = appWith().app;
    const { nextPageToken } = (await search(a, { pageSize: '8' })).body as VideoPage;
    const second = await search(b, { pageSize: '8', pageToken: nextPageToken! });
    expect(second.body.items).toEqual(Array.from({ length: 8 }, (_, i) => platformVideo(8 + i)));
    expect(fake.requests.map((q) => q.get('pageToken'))).toEqual([null, nextPageToken]);
    // Its own links work on the first process.
    const third = await search(a, { pageSize: '8', pageToken: (second.body as VideoPage).nextPageToken! });
    expect(third.body.items.map((v: { videoId: string }) => v.videoId)).toEqual([16, 17, 18, 19].map((i) => fakeVideo(i).videoId));
    expect(fake.requests).toHaveLength(3);

    // An old link whose token nobody has seen for more than a week shows the first page.
    clock += 7 * DAY_MS + 1_000;
    const old = await request(b).get(`/product-videos?pageSize=8&pageToken=${nextPageToken}`);
    expect(old.status).toBe(200);
    expect(old.text).toContain(fakeVideo(0).videoId);
    expect(old.text).not.toContain(fakeVideo(8).videoId);
    expect(fake.requests.at(-1)!.get('pageToken')).toBeNull();
  });

  it('goes to the stored videos, without a search, for the pages of the stored videos', async () => {
    const { app, database } = appWith();
    const stored = await storedVideos(database);
    const page = (await search(app, { pageSize: '8', pageToken: 's8' })).body as VideoPage;
    expect(page.items).toEqual(stored.slice(8, 16));
    expect(page.prevPageToken).toBe('s0');
    expect((await search(app, { pageSize: '8', pageToken: page.prevPageToken! })).body.items).toEqual(stored.slice(0, 8));
    expect(fake.requests).toHaveLength(0);
  });

  it('is asked at most VIDEO_API_CALLS_PER_MINUTE times a minute by all processes together', async () => {
    const a = appWith({ callsPerMinute: 3 });
    const b = appWith({ callsPerMinute: 3 });
    const stored = await storedVideos(a.database);
    expect((await search(a.app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect((await search(b.app, { pageSize: '16' })).body.items).toHaveLength(16);
    expect((await search(a.app, { pageSize: '24' })).body.items).toHaveLength(CHANNEL_VIDEOS);
    expect(fake.requests).toHaveLength(3);

    // Pages neither process has cached are answered by the stored videos until the minute is over.
    clock += 45_000;
    expect((await search(b.app, { pageSize: '8' })).body.items).toEqual(stored.slice(0, 8));
    expect((await search(a.app, { pageSize: '16' })).body.items).toEqual(stored.slice(0, 16));
    expect((await search(b.app, { pageSize: '24' })).body.items).toEqual(stored.slice(0, 24));
    expect((await request(a.app).get('/product-videos?pageSize=16')).text).toContain(stored[0]!.videoId);
    // What each process has cached is still the platform's.
    expect((await search(a.app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect(fake.requests).toHaveLength(3);
    // One warning from each process that met the cap, however many requests it turned away.
    expect(warnings(/VIDEO_API_CALLS_PER_MINUTE/)).toBe(2);

    clock += 15_000;
    expect((await search(b.app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect(fake.requests).toHaveLength(4);
  });

  it('keeps to the cap when both processes are asked for many pages at once', async () => {
    const apps = [appWith({ callsPerMinute: 3 }).app, appWith({ callsPerMinute: 3 }).app];
    const burst = await Promise.all(
      [1, 2, 3].flatMap(() => apps.flatMap((app) => ['8', '16', '24'].map((pageSize) => search(app, { pageSize })))),
    );
    expect(burst.every((response) => response.status === 200)).toBe(true);
    expect(fake.requests).toHaveLength(3);
    const fromPlatform = burst.filter((response) => response.body.items[0]?.videoId === fakeVideo(0).videoId);
    expect(fromPlatform.length).toBeGreaterThanOrEqual(3);
    expect(warnings(/VIDEO_API_CALLS_PER_MINUTE/)).toBeLessThanOrEqual(apps.length);
  });

  it(`answers 100 and 1000 a page from the stored videos, never asking for more than ${FAKE_MAX_RESULTS} a page`, async () => {
    // Like the platform, the fake refuses larger pages.
    const refused = await fetch(
      `${fake.baseUrl}/youtube/v3/search?key=${FAKE_KEY}&channelId=${FAKE_CHANNEL}&part=snippet,id&order=date&maxResults=51`,
    );
    expect(refused.status).toBe(400);
    fake.requests.length = 0;

    const { app, database } = appWith();
    const stored = await storedVideos(database);
    for (const size of ['100', '1000']) {
      const response = await search(app, { pageSize: size });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: stored });
      const page = await request(app).get(`/product-videos?pageSize=${size}`);
      expect(page.status).toBe(200);
      for (const video of stored) expect(page.text).toContain(video.videoId);
    }
    expect(fake.requests).toHaveLength(0);
    expect(logLines).toEqual([]);
  });
});

describe('when the platform cannot answer, the stored videos', () => {
  it('are shown when no key is configured, without asking the platform', async () => {
    const { app, database } = appWith({ apiKey: undefined });
    const stored = await storedVideos(database);
    const first = (await search(app, { pageSize: '8' })).body as VideoPage;
    expect(first.items).toEqual(stored.slice(0, 8));
    expect(first.prevPageToken).toBeUndefined();
    const second = (await search(app, { pageSize: '8', pageToken: first.nextPageToken! })).body as VideoPage;
    expect(second.items).toEqual(stored.slice(8, 16));
    const back = (await search(app, { pageSize: '8', pageToken: second.prevPageToken! })).body as VideoPage;
    expect(back.items).toEqual(first.items);
    const page = await request(app).get('/product-videos');
    expect(page.status).toBe(200);
    expect(page.text).toContain(stored[0]!.videoId);
    expect(fake.requests).toHaveLength(0);
  });

  it('are shown, with one warning, when the platform answers 403 (quota), which is not asked again for 30 s', async () => {
    fake.setMode('quota');
    const { app, database } = appWith();
    const stored = await storedVideos(database);
    const response = await search(app, { pageSize: '16' });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(stored.slice(0, 16));
    expect(fake.requests).toHaveLength(1);
    expect(warnings(/answered 403/)).toBe(1);

    // Requests during the outage, for any page, are answered without asking the platform or logging again.
    clock += 29_000;
    for (const size of ['16', '8', '24']) expect((await search(app, { pageSize: size })).body.items).toEqual(stored.slice(0, Number(size)));
    const page = await request(app).get('/product-videos');
    expect(page.status).toBe(200);
    expect(page.text).toContain(stored[0]!.videoId);
    expect(fake.requests).toHaveLength(1);
    expect(warnings(/could not be asked/)).toBe(1);

    // 30 s after the failure the platform is asked again, and its videos are back.
    fake.setMode('ok');
    clock += 1_000;
    expect((await search(app, { pageSize: '16' })).body.items).toEqual(Array.from({ length: 16 }, (_, i) => platformVideo(i)));
    expect(fake.requests).toHaveLength(2);
  });

  it('are shown when the platform answers something that is not JSON', async () => {
    fake.setMode('not-json');
    const { app, database } = appWith();
    const response = await search(app);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual((await storedVideos(database)).slice(0, 8));
  });

  it('are shown when the platform does not answer in time', async () => {
    fake.setMode('hang');
    const { app, database } = appWith({ timeoutMs: 300 });
    const started = Date.now();
    const response = await search(app);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual((await storedVideos(database)).slice(0, 8));
    expect(logLines.join('')).toMatch(/TimeoutError/);
    const page = await request(app).get('/product-videos?pageSize=16');
    expect(page.status).toBe(200);
  });

  it('are shown when nothing listens at the platform address', async () => {
    const { app, database } = appWith({ baseUrl: 'http://127.0.0.1:9' });
    const response = await search(app);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual((await storedVideos(database)).slice(0, 8));
  });
});

describe('the key and channel id', () => {
  it('never appear in an API answer, a rendered page, its hydration data or the log', async () => {
    const { app } = appWith();
    const bodies: string[] = [];
    const first = await search(app, { pageSize: '8' });
    bodies.push(first.text);
    bodies.push((await search(app, { pageSize: '8', pageToken: first.body.nextPageToken })).text);
    bodies.push((await search(app, { pageSize: '1000' })).text);
    bodies.push((await request(app).get('/api/site')).text);
    for (const path of [
      '/product-videos',
      '/product-videos?pageSize=24',
      `/product-videos?pageSize=8&pageToken=${first.body.nextPageToken}`,
      '/',
    ]) {
      const page = await request(app).get(path);
      expect(page.status).toBe(200);
      bodies.push(page.text);
    }
    fake.setMode('quota');
    bodies.push((await search(app, { pageSize: '16' })).text);
    fake.setMode('hang');
    bodies.push((await request(appWith({ timeoutMs: 200 }).app).get('/product-videos')).text);
    expect(fake.requests.length).toBeGreaterThan(3);
    for (const body of [...bodies, logLines.join('\n')]) expectNoSecrets(body);
  });
});
