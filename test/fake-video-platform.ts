import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY = 'fake-key-AIzaSyD3v9-never-shown';
export const FAKE_CHANNEL = 'UCfakeChannel0123456789ab';

export type FakeMode = 'ok' | 'quota' | 'hang' | 'not-json';

/** One of the channel's videos as the fake holds them, newest first. */
export const fakeVideo = (i: number) => ({ videoId: `fakeVid${String(i).padStart(4, '0')}`, title: `Channel video ${i} & more` });

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
 * A local stand-in for the video platform's search API (YouTube Data API v3 `GET /youtube/v3/search`): it checks
 * the query parameters the site must send (refusing, as the platform does, more than 50 results a page) and
 * answers in the platform's shape, paged with tokens.
 */
export async function startFakeVideoPlatform(videoCount: number) {
  const requests: URLSearchParams[] = [];
  let mode: FakeMode = 'ok';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.searchParams);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    };
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
    requests,
    setMode: (next: FakeMode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
