import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { VideoSettings } from '../server/features/videos/video-settings.public';

export const FAKE_KEY = 'fake-key-AIzaSyD3v9-never-shown';
export const FAKE_CHANNEL = 'UCfakeChannel0123456789ab';

export type FakeMode = 'ok' | 'quota' | 'hang' | 'not-json';
/** How the platform's picture host answers: pictures, a 500, or nothing at all. */
export type FakePosterMode = 'ok' | 'failing' | 'hang';

/** One of the channel's videos as the fake holds them, newest first. */
export const fakeVideo = (i: number) => ({ videoId: `fakeVid${String(i).padStart(4, '0')}`, title: `Channel video ${i} & more` });

/** The index of one of the fake's videos from its id. */
const indexOf = (videoId: string) => (/^fakeVid(\d{4})$/.test(videoId) ? Number(videoId.slice(7)) : null);

/**
 * The length the fake gives video `i` in ISO 8601, as the platform writes it: minutes and seconds, an hour for
 * every tenth video, and none (P0D, a live stream) for video 3.
 */
export const fakeDuration = (i: number) => (i === 3 ? 'P0D' : `PT${i % 10 === 9 ? '1H' : ''}${(i % 50) + 1}M${(i * 7) % 60}S`);

/** The fake has the 1280×720 picture for even videos only (HD uploads); every video has the 480×360 one. */
export const fakeHasHdPoster = (i: number) => i % 2 === 0;

/** The colour of the middle of video `i`'s picture, as the platform would show a frame of it. */
export const fakePosterColour = (i: number) => ({ r: ((i * 47) % 200) + 40, g: ((i * 91) % 200) + 40, b: ((i * 13) % 200) + 40 });

/**
 * Video `i`'s picture as the platform makes it: `hqdefault` 480×360 is 4:3, so a 16:9 frame sits between black
 * bands 45 px high; `maxresdefault` is the frame itself, 1280×720.
 */
async function fakePoster(i: number, hd: boolean): Promise<Buffer> {
  const frame = { width: hd ? 1280 : 480, height: hd ? 720 : 270 };
  const picture = sharp({ create: { ...frame, channels: 3, background: fakePosterColour(i) } });
  if (hd) return picture.jpeg().toBuffer();
  return sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([{ input: await picture.png().toBuffer(), top: 45, left: 0 }])
    .jpeg()
    .toBuffer();
}

/** The platform documents maxResults 0 to 50 and refuses anything else with a 400. */
export const FAKE_MAX_RESULTS = 50;

/** A platform-like opaque token for an offset into the channel's list (the fake accepts any such token). */
export const fakePageToken = (offset: number) => `CA${Buffer.from(`o${offset}`).toString('base64url')}QAA`;
const offsetOf = (token: string) => {
  const match = /^CA([A-Za-z0-9_-]+)QAA$/.exec(token);
  const decoded = match ? Buffer.from(match[1]!, 'base64url').toString() : '';
  return /^o\d+$/.test(decoded) ? Number(decoded.slice(1)) : null;
};

/**
 * A local stand-in for the video platform: its search API (YouTube Data API v3 `GET /youtube/v3/search`), which
 * checks the query parameters the site must send (refusing, as the platform does, more than 50 results a page)
 * and answers in the platform's shape, paged with tokens; its videos API (`GET /youtube/v3/videos`, the lengths);
 * and its picture host (`/vi/<id>/maxresdefault.jpg`, `/vi/<id>/hqdefault.jpg`), for the channel's videos and the
 * `pictured` ones.
 */
export async function startFakeVideoPlatform(videoCount: number, options: { pictured?: readonly string[] } = {}) {
  // Videos of the channel the search does not list (older uploads, the home page's video): only their pictures.
  const pictured = options.pictured ?? [];
  const requests: URLSearchParams[] = [];
  const detailRequests: URLSearchParams[] = [];
  /** The paths of the picture host's requests (`/vi/<id>/<file>`). */
  const posterRequests: string[] = [];
  let mode: FakeMode = 'ok';
  let posterMode: FakePosterMode = 'ok';
  let lengthsRefused = false;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    };
    const poster = /^\/vi\/([^/]+)\/(maxresdefault|hqdefault)\.jpg$/.exec(url.pathname);
    if (poster) {
      posterRequests.push(url.pathname);
      const extra = pictured.indexOf(poster[1]!);
      const i = extra >= 0 ? videoCount + extra : indexOf(poster[1]!);
      if (posterMode === 'hang') return;
      if (posterMode === 'failing') res.writeHead(500, { 'Content-Type': 'text/html' }).end('<p>Server error');
      // The platform answers an unknown video (or a missing size) with a grey placeholder and a 404.
      else if (i === null || (extra < 0 && i >= videoCount) || (poster[2] === 'maxresdefault' && !fakeHasHdPoster(i))) {
        res.writeHead(404, { 'Content-Type': 'image/jpeg' }).end();
      } else {
        void fakePoster(i, poster[2] === 'maxresdefault').then((bytes) => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(bytes));
      }
      return;
    }
    // Searches and length look-ups (videos.list) are counted apart: a search costs 100 quota units, a look-up 1.
    (url.pathname === '/youtube/v3/videos' ? detailRequests : requests).push(url.searchParams);
    if (mode === 'hang') return; // never answers
    if (mode === 'quota') {
      reply(403, { error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.' } });
      return;
    }
    if (mode === 'not-json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>oops');
      return;
    }
    const q = url.searchParams;
    if (url.pathname === '/youtube/v3/videos') {
      if (lengthsRefused) {
        reply(503, { error: { code: 503, message: 'The service is currently unavailable.' } });
        return;
      }
      const ids = (q.get('id') ?? '').split(',');
      if (q.get('key') !== FAKE_KEY || q.get('part') !== 'contentDetails' || ids.length > FAKE_MAX_RESULTS) {
        reply(400, { error: { code: 400, message: 'bad request' } });
        return;
      }
      const known = ids.flatMap((id) => {
        const i = indexOf(id);
        return i !== null && i < videoCount ? [{ id, i }] : [];
      });
      reply(200, {
        kind: 'youtube#videoListResponse',
        items: known.map(({ id, i }) => ({ kind: 'youtube#video', id, contentDetails: { duration: fakeDuration(i), dimension: '2d' } })),
      });
      return;
    }
    const problems = [
      url.pathname === '/youtube/v3/search' || `path ${url.pathname}`,
      q.get('key') === FAKE_KEY || 'key',
      q.get('channelId') === FAKE_CHANNEL || 'channelId',
      q.get('part') === 'snippet,id' || 'part',
      q.get('order') === 'date' || 'order',
      (/^\d+$/.test(q.get('maxResults') ?? '') && Number(q.get('maxResults')) <= FAKE_MAX_RESULTS) || 'maxResults',
    ].filter((p) => p !== true);
    const offset = q.has('pageToken') ? offsetOf(q.get('pageToken')!) : 0;
    if (problems.length > 0 || offset === null) {
      reply(400, { error: { code: 400, message: `bad request: ${problems.join(', ') || 'pageToken'}` } });
      return;
    }
    const size = Number(q.get('maxResults'));
    const slice = Array.from({ length: Math.max(0, Math.min(size, videoCount - offset)) }, (_, i) => fakeVideo(offset + i));
    reply(200, {
      kind: 'youtube#searchListResponse',
      etag: 'etag',
      regionCode: 'VN',
      pageInfo: { totalResults: videoCount, resultsPerPage: size },
      ...(offset + size < videoCount ? { nextPageToken: fakePageToken(offset + size) } : {}),
      ...(offset > 0 ? { prevPageToken: fakePageToken(Math.max(0, offset - size)) } : {}),
      items: [
        // A search of a channel also finds the channel itself: it is not a video.
        ...(offset === 0
          ? [{ kind: 'youtube#searchResult', id: { kind: 'youtube#channel', channelId: FAKE_CHANNEL }, snippet: { title: 'The channel' } }]
          : []),
        ...slice.map((v) => ({
          kind: 'youtube#searchResult',
          etag: 'e',
          id: { kind: 'youtube#video', videoId: v.videoId },
          snippet: { title: v.title.replace(/&/g, '&amp;'), channelId: FAKE_CHANNEL, publishedAt: '2026-01-01T00:00:00Z' },
        })),
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** The site's video settings for this fake: its key and channel, a cap no test reaches, and the test's clock. */
    settings: (now: () => number): VideoSettings => ({
      apiKey: FAKE_KEY,
      channelId: FAKE_CHANNEL,
      baseUrl: `http://127.0.0.1:${port}`,
      posterBaseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2_000,
      cacheTtlMs: 60_000,
      callsPerMinute: 100,
      now,
    }),
    requests,
    detailRequests,
    posterRequests,
    setMode: (next: FakeMode) => {
      mode = next;
    },
    setPosterMode: (next: FakePosterMode) => {
      posterMode = next;
    },
    /** The videos API (lengths) answers 503 while the search still works. */
    refuseLengths: (refused: boolean) => {
      lengthsRefused = refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
