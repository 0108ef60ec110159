import pino from 'pino';
import { videosApi } from '../shared/contracts/videos';
import type { VideoItem } from '../shared/videos';
import { secondsOfIsoDuration } from '../shared/video-tiles';
import type { DatabaseHandle } from '../server/db/connect';
import type { VideoSettings } from '../server/features/videos/video-settings.public';
import { FAKE_CHANNEL, FAKE_KEY, fakeDuration, fakeVideo, startFakeVideoPlatform } from './fake-video-platform';
import { httpClient } from './http';
import { seededDatabase } from './seeded-database';
import { createTestApp, OWN_DATABASE_SETUP_MS } from './test-app';

// The product videos as the site's processes get them from a fake of the video platform, on a database of the test
// file's own: what the processes share there (the platform's page tokens, its calls this minute, the lengths it
// gave) is the file's alone.

export const CHANNEL_VIDEOS = 20;
export const DAY_MS = 24 * 60 * 60_000;
const SEARCH = `/api${videosApi.videoSearch.path}`;
// The tests' clock: every application of a test reads it, and a test moves it instead of waiting.
const START = Date.UTC(2026, 10, 24, 9, 0, 10);

type App = ReturnType<typeof createTestApp>['app'];

/** The fake channel's video `i` as the API shows it: with its length (its poster is the platform's, so none is sent). */
export function platformVideo(i: number): VideoItem {
  const durationSeconds = secondsOfIsoDuration(fakeDuration(i));
  return { ...fakeVideo(i), ...(durationSeconds ? { durationSeconds } : {}) };
}

/** The videos' API, asked by a visitor's browser. */
export const search = (app: App, query: Record<string, string> = {}) => httpClient(app).get(SEARCH).query(query);

export function expectNoSecrets(text: string) {
  expect(text).not.toContain(FAKE_KEY);
  expect(text).not.toContain(FAKE_CHANNEL);
}

/**
 * The fake platform and a database of its own (`prefix` names it) for the tests of one file, made in a `beforeAll`:
 * before each test the platform answers again, forgets what it was asked, the clock goes back to its start and what
 * the processes share in the database is emptied, as on a new deployment.
 */
export function videoPlatformSite(prefix: string) {
  let fake: Awaited<ReturnType<typeof startFakeVideoPlatform>>;
  let seeded: Awaited<ReturnType<typeof seededDatabase>>;
  let opened: DatabaseHandle[] = [];
  let logLines: string[] = [];
  let now = START;

  beforeAll(async () => {
    fake = await startFakeVideoPlatform(CHANNEL_VIDEOS);
    seeded = await seededDatabase(prefix);
  }, OWN_DATABASE_SETUP_MS);
  afterAll(async () => {
    await fake?.close();
    await seeded?.drop();
  });
  beforeEach(async () => {
    fake.setMode('ok');
    fake.refuseLengths(false);
    fake.requests.length = 0;
    fake.detailRequests.length = 0;
    logLines = [];
    now = START;
    await seeded.db.deleteFrom('video_page_token').execute();
    await seeded.db.deleteFrom('video_platform_call').execute();
    await seeded.db.deleteFrom('platform_video').execute();
  });
  afterEach(async () => {
    await Promise.all(opened.map((d) => d.close()));
    opened = [];
  });

  /**
   * A fresh application (so a fresh cache, like another process) on the file's database, whose video platform is
   * the fake, or none.
   */
  function appWith(video: Partial<VideoSettings> = {}) {
    const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
    const { app, database } = createTestApp({ databaseUrl: seeded.url, video: { ...fake.settings(() => now), ...video }, logger });
    opened.push(database);
    return { app, database };
  }

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

  return {
    /** The fake platform: what it was asked, and how it answers. */
    fake: () => fake,
    clock: {
      now: () => now,
      advance(ms: number) {
        now += ms;
      },
    },
    appWith,
    storedVideos,
    /** What the test's applications logged (warnings and worse), one JSON line each. */
    logLines: () => logLines,
    warnings: (pattern: RegExp) => logLines.filter((line) => pattern.test(line)).length,
  };
}
