import pino from 'pino';
import request from 'supertest';
import { endpoints } from '../../shared/api/endpoints';
import { DEFAULT_VIDEO_PAGE_SIZE, type VideoPage } from '../../shared/videos';
import { fakeVideo, FAKE_CHANNEL, FAKE_KEY, startFakeVideoPlatform } from '../../test/fake-video-platform';
import { createTestApp } from '../../test/test-app';
import type { DatabaseHandle } from '../db/connect';
import type { VideoSettings } from './video-settings';

const CHANNEL_VIDEOS = 20;
const SEARCH = `/api${endpoints.videoSearch.path}`;

let fake: Awaited<ReturnType<typeof startFakeVideoPlatform>>;
let opened: DatabaseHandle[] = [];
let logLines: string[];

beforeAll(async () => {
  fake = await startFakeVideoPlatform(CHANNEL_VIDEOS);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('ok');
  fake.requests.length = 0;
  logLines = [];
});
afterEach(async () => {
  await Promise.all(opened.map((d) => d.close()));
  opened = [];
});

/** A fresh application (so a fresh cache) whose video platform is the fake, or none. */
function appWith(video: Partial<VideoSettings> = {}) {
  const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
  const { app, database } = createTestApp({
    video: { apiKey: FAKE_KEY, channelId: FAKE_CHANNEL, baseUrl: fake.baseUrl, timeoutMs: 2_000, cacheTtlMs: 60_000, ...video },
    logger,
  });
  opened.push(database);
  return { app, database };
}

async function storedVideos(database: DatabaseHandle) {
  const rows = await database.db.selectFrom('video').select(['video_id', 'title']).orderBy('published_at', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ videoId: r.video_id, title: r.title }));
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
    expect(firstPage.items).toEqual(Array.from({ length: 8 }, (_, i) => fakeVideo(i)));
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
    expect(second.items).toEqual(Array.from({ length: 8 }, (_, i) => fakeVideo(8 + i)));
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

  it('are shown, with a warning, when the platform answers 403 (quota)', async () => {
    fake.setMode('quota');
    const { app, database } = appWith();
    const response = await search(app, { pageSize: '16' });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual((await storedVideos(database)).slice(0, 16));
    expect(fake.requests).toHaveLength(1);
    expect(logLines.join('')).toMatch(/answered 403/);
    const page = await request(app).get('/product-videos');
    expect(page.status).toBe(200);
    // A failure is not cached: the next request asks again.
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
    bodies.push((await search(app, { pageSize: '100' })).text);
    fake.setMode('hang');
    bodies.push((await request(appWith({ timeoutMs: 200 }).app).get('/product-videos')).text);
    expect(fake.requests.length).toBeGreaterThan(3);
    for (const body of [...bodies, logLines.join('\n')]) expectNoSecrets(body);
  });
});
