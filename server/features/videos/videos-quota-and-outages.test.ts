import type { VideoPage } from '../../../shared/videos';
import { fakePageToken, fakeVideo, FAKE_CHANNEL, FAKE_KEY, FAKE_MAX_RESULTS } from '../../../test/fake-video-platform';
import { httpClient } from '../../../test/http';
import { CHANNEL_VIDEOS, DAY_MS, expectNoSecrets, platformVideo, search, videoPlatformSite } from '../../../test/video-fixtures';

// What the site spares of the video platform's daily quota (page tokens it never handed out, stored pages, a cap on
// calls shared by all processes), the stored videos it shows when the platform cannot answer, and that the key and
// channel id are never shown.

const { fake, clock, appWith, storedVideos, logLines, warnings } = videoPlatformSite('catalogue_videos_quota');

describe("the platform's daily quota", () => {
  const firstPage = Array.from({ length: 8 }, (_, i) => platformVideo(i));

  it('is not spent on page tokens the platform never handed out: they show the first page', async () => {
    const { app } = appWith();
    expect((await search(app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect(fake().requests).toHaveLength(1);

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
    const page = await httpClient(app).get(`/product-videos?pageSize=8&pageToken=${fakePageToken(3)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(fakeVideo(0).videoId);
    expect(page.text).toMatch(/<button[^>]*disabled[^>]*>.*?Previous/);
    expect(fake().requests).toHaveLength(1);

    // A token handed out for 8 a page is not one for 16 a page.
    const { nextPageToken } = (await search(app, { pageSize: '8' })).body as VideoPage;
    expect((await search(app, { pageSize: '16', pageToken: nextPageToken! })).body.items).toHaveLength(16);
    expect(fake().requests.map((q) => q.get('pageToken'))).toEqual([null, null]);
  });

  it('follows on one process the tokens another handed out, for a week after they were last seen', async () => {
    const a = appWith().app;
    const b = appWith().app;
    const { nextPageToken } = (await search(a, { pageSize: '8' })).body as VideoPage;
    const second = await search(b, { pageSize: '8', pageToken: nextPageToken! });
    expect(second.body.items).toEqual(Array.from({ length: 8 }, (_, i) => platformVideo(8 + i)));
    expect(fake().requests.map((q) => q.get('pageToken'))).toEqual([null, nextPageToken]);
    // Its own links work on the first process.
    const third = await search(a, { pageSize: '8', pageToken: (second.body as VideoPage).nextPageToken! });
    expect(third.body.items.map((v: { videoId: string }) => v.videoId)).toEqual([16, 17, 18, 19].map((i) => fakeVideo(i).videoId));
    expect(fake().requests).toHaveLength(3);

    // An old link whose token nobody has seen for more than a week shows the first page.
    clock.advance(7 * DAY_MS + 1_000);
    const old = await httpClient(b).get(`/product-videos?pageSize=8&pageToken=${nextPageToken}`);
    expect(old.status).toBe(200);
    expect(old.text).toContain(fakeVideo(0).videoId);
    expect(old.text).not.toContain(fakeVideo(8).videoId);
    expect(fake().requests.at(-1)!.get('pageToken')).toBeNull();
  });

  it('goes to the stored videos, without a search, for the pages of the stored videos', async () => {
    const { app, database } = appWith();
    const stored = await storedVideos(database);
    const page = (await search(app, { pageSize: '8', pageToken: 's8' })).body as VideoPage;
    expect(page.items).toEqual(stored.slice(8, 16));
    expect(page.prevPageToken).toBe('s0');
    expect((await search(app, { pageSize: '8', pageToken: page.prevPageToken! })).body.items).toEqual(stored.slice(0, 8));
    expect(fake().requests).toHaveLength(0);
  });

  it('is asked at most VIDEO_API_CALLS_PER_MINUTE times a minute by all processes together', async () => {
    const a = appWith({ callsPerMinute: 3 });
    const b = appWith({ callsPerMinute: 3 });
    const stored = await storedVideos(a.database);
    expect((await search(a.app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect((await search(b.app, { pageSize: '16' })).body.items).toHaveLength(16);
    expect((await search(a.app, { pageSize: '24' })).body.items).toHaveLength(CHANNEL_VIDEOS);
    expect(fake().requests).toHaveLength(3);

    // Pages neither process has cached are answered by the stored videos until the minute is over.
    clock.advance(45_000);
    expect((await search(b.app, { pageSize: '8' })).body.items).toEqual(stored.slice(0, 8));
    expect((await search(a.app, { pageSize: '16' })).body.items).toEqual(stored.slice(0, 16));
    expect((await search(b.app, { pageSize: '24' })).body.items).toEqual(stored.slice(0, 24));
    expect((await httpClient(a.app).get('/product-videos?pageSize=16')).text).toContain(stored[0]!.videoId);
    // What each process has cached is still the platform's.
    expect((await search(a.app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect(fake().requests).toHaveLength(3);
    // One warning from each process that met the cap, however many requests it turned away.
    expect(warnings(/VIDEO_API_CALLS_PER_MINUTE/)).toBe(2);

    clock.advance(15_000);
    expect((await search(b.app, { pageSize: '8' })).body.items).toEqual(firstPage);
    expect(fake().requests).toHaveLength(4);
  });

  it('keeps to the cap when both processes are asked for many pages at once', async () => {
    const apps = [appWith({ callsPerMinute: 3 }).app, appWith({ callsPerMinute: 3 }).app];
    const burst = await Promise.all(
      [1, 2, 3].flatMap(() => apps.flatMap((app) => ['8', '16', '24'].map((pageSize) => search(app, { pageSize })))),
    );
    expect(burst.every((response) => response.status === 200)).toBe(true);
    expect(fake().requests).toHaveLength(3);
    const fromPlatform = burst.filter((response) => response.body.items[0]?.videoId === fakeVideo(0).videoId);
    expect(fromPlatform.length).toBeGreaterThanOrEqual(3);
    expect(warnings(/VIDEO_API_CALLS_PER_MINUTE/)).toBeLessThanOrEqual(apps.length);
  });

  it(`answers 100 and 1000 a page from the stored videos, never asking for more than ${FAKE_MAX_RESULTS} a page`, async () => {
    // Like the platform, the fake refuses larger pages.
    const refused = await fetch(
      `${fake().baseUrl}/youtube/v3/search?key=${FAKE_KEY}&channelId=${FAKE_CHANNEL}&part=snippet,id&order=date&maxResults=51`,
    );
    expect(refused.status).toBe(400);
    fake().requests.length = 0;

    const { app, database } = appWith();
    const stored = await storedVideos(database);
    for (const size of ['100', '1000']) {
      const response = await search(app, { pageSize: size });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: stored });
      const page = await httpClient(app).get(`/product-videos?pageSize=${size}`);
      expect(page.status).toBe(200);
      for (const video of stored) expect(page.text).toContain(video.videoId);
    }
    expect(fake().requests).toHaveLength(0);
    expect(logLines()).toEqual([]);
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
    const page = await httpClient(app).get('/product-videos');
    expect(page.status).toBe(200);
    expect(page.text).toContain(stored[0]!.videoId);
    expect(fake().requests).toHaveLength(0);
  });

  it('are shown, with one warning, when the platform answers 403 (quota), which is not asked again for 30 s', async () => {
    fake().setMode('quota');
    const { app, database } = appWith();
    const stored = await storedVideos(database);
    const response = await search(app, { pageSize: '16' });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(stored.slice(0, 16));
    expect(fake().requests).toHaveLength(1);
    expect(warnings(/answered 403/)).toBe(1);

    // Requests during the outage, for any page, are answered without asking the platform or logging again.
    clock.advance(29_000);
    for (const size of ['16', '8', '24']) expect((await search(app, { pageSize: size })).body.items).toEqual(stored.slice(0, Number(size)));
    const page = await httpClient(app).get('/product-videos');
    expect(page.status).toBe(200);
    expect(page.text).toContain(stored[0]!.videoId);
    expect(fake().requests).toHaveLength(1);
    expect(warnings(/could not be asked/)).toBe(1);

    // 30 s after the failure the platform is asked again, and its videos are back.
    fake().setMode('ok');
    clock.advance(1_000);
    expect((await search(app, { pageSize: '16' })).body.items).toEqual(Array.from({ length: 16 }, (_, i) => platformVideo(i)));
    expect(fake().requests).toHaveLength(2);
  });

  it('are shown when the platform answers something that is not JSON', async () => {
    fake().setMode('not-json');
    const { app, database } = appWith();
    const response = await search(app);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual((await storedVideos(database)).slice(0, 8));
  });

  it('are shown when the platform does not answer in time', async () => {
    fake().setMode('hang');
    const { app, database } = appWith({ timeoutMs: 300 });
    const started = Date.now();
    const response = await search(app);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual((await storedVideos(database)).slice(0, 8));
    expect(logLines().join('')).toMatch(/TimeoutError/);
    const page = await httpClient(app).get('/product-videos?pageSize=16');
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
    bodies.push((await httpClient(app).get('/api/site')).text);
    for (const path of [
      '/product-videos',
      '/product-videos?pageSize=24',
      `/product-videos?pageSize=8&pageToken=${first.body.nextPageToken}`,
      '/',
    ]) {
      const page = await httpClient(app).get(path);
      expect(page.status).toBe(200);
      bodies.push(page.text);
    }
    fake().setMode('quota');
    bodies.push((await search(app, { pageSize: '16' })).text);
    fake().setMode('hang');
    bodies.push((await httpClient(appWith({ timeoutMs: 200 }).app).get('/product-videos')).text);
    expect(fake().requests.length).toBeGreaterThan(3);
    for (const body of [...bodies, logLines().join('\n')]) expectNoSecrets(body);
  });
});
