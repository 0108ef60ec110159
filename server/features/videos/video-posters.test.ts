import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { videosApi } from '../../../shared/contracts/videos';
import type { VideoPage } from '../../../shared/videos';
import { VIDEO_POSTER_PREFIX } from '../../../shared/video-tiles';
import { fakePosterColour, fakeVideo, startFakeVideoPlatform } from '../../../test/fake-video-platform';
import { seededDatabase } from '../../../test/seeded-database';
import { createTestApp } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/connect';
import type { VideoSettings } from './video-settings.public';

// The posters of /product-videos: the platform's pictures, fetched by the server and served from the site's origin.
// A database of this file's own: it adds a stored video.

const STORED_ID = 'storedVid01';
const START = Date.UTC(2026, 10, 24, 9, 0, 0);
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

let seeded: Awaited<ReturnType<typeof seededDatabase>>;
let introId: string;
let fake: Awaited<ReturnType<typeof startFakeVideoPlatform>>;
let opened: DatabaseHandle[] = [];
let cacheDirs: string[] = [];
let logLines: string[];
let clock: number;

beforeAll(async () => {
  seeded = await seededDatabase('catalogue_video_posters');
  introId = (await seeded.db.selectFrom('site_config').select('intro_video_id').executeTakeFirstOrThrow()).intro_video_id;
  await seeded.db.insertInto('video').values({ video_id: STORED_ID, title: 'An older upload', published_at: '2020-01-01' }).execute();
  fake = await startFakeVideoPlatform(20, { pictured: [STORED_ID, introId] });
});
afterAll(async () => {
  await fake?.close();
  await seeded?.drop();
});
beforeEach(async () => {
  fake.setPosterMode('ok');
  fake.posterRequests.length = 0;
  logLines = [];
  clock = START;
  await seeded.db.deleteFrom('platform_video').execute();
});
afterEach(async () => {
  await Promise.all(opened.map((d) => d.close()));
  opened = [];
  for (const dir of cacheDirs) fs.rmSync(dir, { recursive: true, force: true });
  cacheDirs = [];
});

/** A process of the site: its own poster copies on disk, the shared database, the fake platform. */
function site(video: Partial<VideoSettings> = {}) {
  const posterCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-posters-'));
  cacheDirs.push(posterCacheDir);
  const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
  const { app, database } = createTestApp({
    databaseUrl: seeded.url,
    video: { ...fake.settings(() => clock), posterCacheDir, ...video },
    logger,
  });
  opened.push(database);
  return app;
}

type App = ReturnType<typeof site>;

/** The channel's first page of 8, as a visitor's page asks for it: its videos are then the channel's. */
async function listFirstPage(app: App): Promise<VideoPage> {
  return (await request(app).get(`/api${videosApi.videoSearch.path}`).query({ pageSize: '8' })).body as VideoPage;
}

const poster = (app: App, videoId: string, width: number) =>
  request(app)
    .get(`${VIDEO_POSTER_PREFIX}/${videoId}/${width}.webp`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** The served picture's format, size and the colour at a point (0..1 of its width and height). */
async function looksOf(bytes: Buffer, at: { x: number; y: number }) {
  const image = sharp(bytes);
  const { format, width, height } = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(at.y * (info.height - 1)) * info.width + Math.floor(at.x * (info.width - 1))) * info.channels;
  return { format, width, height, colour: { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! } };
}

/** Within what WebP's lossy encoding changes. */
const near = (actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) =>
  Math.max(Math.abs(actual.r - expected.r), Math.abs(actual.g - expected.g), Math.abs(actual.b - expected.b)) <= 12;

describe('video posters', () => {
  it("serve a listed video's HD picture as 16:9 WebP in each width, fetched from the platform once", async () => {
    const app = site();
    await listFirstPage(app);
    // The tile asks for them by width.
    const html = (await request(app).get('/product-videos')).text;
    expect(html).toContain(`srcSet="${VIDEO_POSTER_PREFIX}/fakeVid0000/320.webp 320w, ${VIDEO_POSTER_PREFIX}/fakeVid0000/640.webp 640w"`);

    for (const width of [320, 640]) {
      const response = await poster(app, 'fakeVid0000', width);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      const looks = await looksOf(response.body as Buffer, { x: 0.5, y: 0.5 });
      expect({ format: looks.format, width: looks.width, height: looks.height }).toEqual({
        format: 'webp',
        width,
        height: (width * 9) / 16,
      });
      expect(near(looks.colour, fakePosterColour(0))).toBe(true);
    }
    expect(fake.posterRequests).toEqual(['/vi/fakeVid0000/maxresdefault.jpg']);
  });

  it('crop the black bands off the 4:3 picture of a video without an HD one, and never enlarge it', async () => {
    const app = site();
    await listFirstPage(app);
    const response = await poster(app, 'fakeVid0001', 640);
    expect(response.status).toBe(200);
    // The 480×360 picture has 45 px of black above and below its 480×270 frame.
    const top = await looksOf(response.body as Buffer, { x: 0.5, y: 0 });
    expect({ width: top.width, height: top.height }).toEqual({ width: 480, height: 270 });
    // Its first and last rows are the frame's, not black (only the JPEG's blocks that straddled a band's edge are
    // a little darker); its middle is the frame's colour.
    const bottom = await looksOf(response.body as Buffer, { x: 0.5, y: 1 });
    const brightness = ({ r, g, b }: { r: number; g: number; b: number }) => Math.max(r, g, b);
    const frame = brightness(fakePosterColour(1));
    expect(brightness(top.colour)).toBeGreaterThan(frame * 0.7);
    expect(brightness(bottom.colour)).toBeGreaterThan(frame * 0.7);
    expect(near((await looksOf(response.body as Buffer, { x: 0.5, y: 0.5 })).colour, fakePosterColour(1))).toBe(true);
    expect(fake.posterRequests).toEqual(['/vi/fakeVid0001/maxresdefault.jpg', '/vi/fakeVid0001/hqdefault.jpg']);
  });

  it('are served for the stored videos and the home page video, with or without a platform key', async () => {
    for (const app of [site({ apiKey: undefined }), site()]) {
      for (const videoId of [STORED_ID, introId]) {
        const response = await poster(app, videoId, 320);
        expect({ videoId, status: response.status }).toEqual({ videoId, status: 200 });
      }
    }
  });

  it('are not fetched for a video the site does not show, nor for any other address', async () => {
    const app = site();
    await listFirstPage(app);
    // Video 15 is the channel's, but no page has listed it: the site does not fetch anything for anybody.
    for (const address of [
      '/fakeVid0015/320.webp',
      '/fakeVid0000/300.webp',
      '/fakeVid0000/320.jpg',
      '/fakeVid0000/320.webp.png',
      '/short/320.webp',
      '/fakeVid0000/..%2F..%2Fetc/320.webp',
      '/fakeVid0000',
    ]) {
      const response = await request(app).get(`${VIDEO_POSTER_PREFIX}${address}`);
      expect({ address, status: response.status, cache: response.headers['cache-control'] }).toEqual({
        address,
        status: 404,
        cache: 'no-cache',
      });
    }
    expect((await request(app).post(`${VIDEO_POSTER_PREFIX}/fakeVid0000/320.webp`)).status).toBe(404);
    expect(fake.posterRequests).toEqual([]);
  });

  it('are fetched once for many visitors asking at the same moment', async () => {
    const app = site();
    await listFirstPage(app);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => poster(app, 'fakeVid0002', i % 2 ? 320 : 640)));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(fake.posterRequests).toEqual(['/vi/fakeVid0002/maxresdefault.jpg']);
  });

  it('keep being served while the platform fails, are asked for again 5 minutes later, and are made anew after a day', async () => {
    const app = site();
    await listFirstPage(app);
    const first = (await poster(app, 'fakeVid0004', 320)).body as Buffer;
    expect(fake.posterRequests).toHaveLength(1);

    // Within the day the copy is served without asking.
    clock += 23 * HOUR_MS;
    expect((await poster(app, 'fakeVid0004', 320)).status).toBe(200);
    expect(fake.posterRequests).toHaveLength(1);

    // A day on, the platform is asked again; while it fails, the copy is still served, with one warning.
    clock += 2 * HOUR_MS;
    fake.setPosterMode('failing');
    const stale = await poster(app, 'fakeVid0004', 320);
    expect(stale.status).toBe(200);
    expect(Buffer.compare(stale.body as Buffer, first)).toBe(0);
    expect(fake.posterRequests).toHaveLength(2);
    clock += 4 * 60_000;
    expect((await poster(app, 'fakeVid0004', 640)).status).toBe(200);
    expect(fake.posterRequests).toHaveLength(2);
    expect(logLines.filter((line) => /could not be fetched/.test(line))).toHaveLength(1);

    // A video with no copy has no poster while the platform fails (the tile shows its title and play button).
    expect((await poster(app, 'fakeVid0006', 320)).status).toBe(404);

    // Five minutes after the failure the platform is asked again, and the copy made anew.
    fake.setPosterMode('ok');
    clock += 60_001;
    expect((await poster(app, 'fakeVid0004', 320)).status).toBe(200);
    expect(fake.posterRequests.at(-1)).toBe('/vi/fakeVid0004/maxresdefault.jpg');
    const asked = fake.posterRequests.length;
    clock += HOUR_MS;
    expect((await poster(app, 'fakeVid0004', 640)).status).toBe(200);
    expect(fake.posterRequests).toHaveLength(asked);
  });

  it('are not served once the video has not been listed for 30 days', async () => {
    const app = site();
    await listFirstPage(app);
    expect((await poster(app, 'fakeVid0005', 320)).status).toBe(200);
    clock += 31 * DAY_MS;
    expect((await poster(app, 'fakeVid0005', 320)).status).toBe(404);
    // Listed again, it is served again.
    await listFirstPage(site());
    expect((await poster(app, 'fakeVid0005', 320)).status).toBe(200);
  });

  it('time out, rather than keep the visitor waiting, when the platform does not answer', async () => {
    fake.setPosterMode('hang');
    const app = site({ timeoutMs: 300 });
    await listFirstPage(app);
    const response = await poster(app, fakeVideo(7).videoId, 320);
    expect(response.status).toBe(404);
    expect(logLines.join('')).toMatch(/TimeoutError/);
  });
});
