import { DEFAULT_VIDEO_PAGE_SIZE, type VideoItem, type VideoPage } from '../../../shared/videos';
import { secondsOfIsoDuration } from '../../../shared/video-tiles';
import { fakeDuration, fakeVideo, FAKE_CHANNEL, FAKE_KEY } from '../../../test/fake-video-platform';
import { httpClient } from '../../../test/http';
import { CHANNEL_VIDEOS, DAY_MS, platformVideo, search, videoPlatformSite } from '../../../test/video-fixtures';
import { rememberListedVideos } from './platform-video.repository';

// The product videos as the site asks the video platform for them: the question it asks, its pages and page sizes,
// its cache, the rendered page, and the videos' lengths.

const { fake, clock, appWith, storedVideos, warnings } = videoPlatformSite('catalogue_videos_platform');

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
    const asked = fake().requests[0]!;
    expect(Object.fromEntries(asked)).toEqual({
      key: FAKE_KEY,
      channelId: FAKE_CHANNEL,
      part: 'snippet,id',
      order: 'date',
      maxResults: '8',
    });

    const second = (await search(app, { pageSize: '8', pageToken: firstPage.nextPageToken! })).body as VideoPage;
    expect(second.items).toEqual(Array.from({ length: 8 }, (_, i) => platformVideo(8 + i)));
    expect(fake().requests[1]!.get('pageToken')).toBe(firstPage.nextPageToken);

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
    expect(fake().requests.at(-1)!.get('maxResults')).toBe(String(pageSize));
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
    expect(fake().requests).toHaveLength(1);
  });

  it('answers a second identical request from its cache, without asking the platform again', async () => {
    const { app } = appWith();
    const first = await search(app, { pageSize: '16' });
    const again = await search(app, { pageSize: '16' });
    expect(again.body).toEqual(first.body);
    expect(fake().requests).toHaveLength(1);
    // Another page size is another question.
    await search(app, { pageSize: '24' });
    expect(fake().requests).toHaveLength(2);
  });

  it('renders the page with the platform videos and Previous/Next links carrying size and token', async () => {
    const { app } = appWith();
    const response = await httpClient(app).get('/product-videos?pageSize=8');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Channel video 7 &amp; more');
    expect(response.text).not.toContain(fakeVideo(8).title.replace('&', '&amp;'));
    const next = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(response.text);
    const href = (next?.[1] ?? next?.[2])!.replace(/&amp;/g, '&');
    expect(href).toMatch(/^\/product-videos\?pageSize=8&pageToken=[\w-]+$/);
    expect(response.text).toMatch(/<button[^>]*disabled[^>]*>.*?Previous/);

    const second = await httpClient(app).get(href);
    expect(second.status).toBe(200);
    expect(second.text).toContain(fakeVideo(8).title.replace('&', '&amp;'));
    expect(second.text).toMatch(/<a[^>]*rel="prev"/);
  });
});

describe('the lengths of the videos', () => {
  it("are asked with each search, in one call for the page's videos, and shown on the tiles", async () => {
    const { app } = appWith();
    const page = (await search(app, { pageSize: '16' })).body as VideoPage;
    expect(fake().detailRequests).toHaveLength(1);
    expect(Object.fromEntries(fake().detailRequests[0]!)).toEqual({
      key: FAKE_KEY,
      part: 'contentDetails',
      id: page.items.map((v) => v.videoId).join(','),
    });
    // Video 3 is a live stream: the platform gives it no length.
    expect(page.items.map((v) => v.durationSeconds)).toEqual(Array.from({ length: 16 }, (_, i) => secondsOfIsoDuration(fakeDuration(i))));
    expect(page.items[3]!.durationSeconds).toBeUndefined();
    expect(page.items[9]!.durationSeconds).toBe(3600 + 10 * 60 + 3);

    // React parts neighbouring texts with empty comments.
    const html = (await httpClient(app).get('/product-videos?pageSize=16')).text.replace(/<!-- -->/g, '');
    expect(html).toContain('<time class="video-duration" dateTime="PT1H10M3S" aria-hidden="true">1:10:03</time>');
    expect(html).toContain('>Play video: Channel video 9 &amp; more, 1 hour 10 minutes</span>');
    expect(html).toContain('"duration":"PT1H10M3S"');
    // A cached page asks for nothing more.
    await search(app, { pageSize: '16' });
    expect(fake().detailRequests).toHaveLength(1);
  });

  it('are left out, with a warning, when the platform does not give them: the videos still show', async () => {
    fake().refuseLengths(true);
    const { app } = appWith();
    const response = await search(app, { pageSize: '8' });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(Array.from({ length: 8 }, (_, i) => fakeVideo(i)));
    expect(warnings(/did not give the lengths/)).toBe(1);

    // Lengths learnt later are kept even by an answer without them.
    fake().refuseLengths(false);
    clock.advance(60_001);
    expect((await search(appWith().app, { pageSize: '8' })).body.items[0].durationSeconds).toBe(60);
    fake().refuseLengths(true);
    clock.advance(60_001);
    expect((await search(appWith().app, { pageSize: '8' })).body.items[0].durationSeconds).toBe(60);
  });

  it('are remembered once for a video the platform lists twice in one answer', async () => {
    const { database } = appWith();
    const twice = [
      { videoId: fakeVideo(0).videoId, durationSeconds: 60 },
      { videoId: fakeVideo(0).videoId, durationSeconds: 60 },
    ];
    await rememberListedVideos(database.db, twice, new Date(clock.now()), new Date(clock.now() - DAY_MS));
    const rows = await database.db.selectFrom('platform_video').select(['video_id', 'duration_seconds']).execute();
    expect(rows).toEqual([{ video_id: fakeVideo(0).videoId, duration_seconds: 60 }]);
  });

  it('known from the platform are shown beside the stored videos too', async () => {
    const { app, database } = appWith({ apiKey: undefined });
    const [first, second] = await storedVideos(database);
    await database.db
      .insertInto('platform_video')
      .values({ video_id: first!.videoId, listed_at: new Date(clock.now()), duration_seconds: 253 })
      .execute();
    const items = (await search(app, { pageSize: '8' })).body.items as VideoItem[];
    expect(items[0]).toEqual({ ...first, durationSeconds: 253 });
    expect(items[1]).toEqual(second);
  });
});
