// The picture library under a burst of uploads: 10 photos of about 23 MB (24 megapixels) sent at once to the built
// web process, as 10 editors' browsers would. Reports the upload throughput, the time until every variant is made
// (one picture at a time, in the background), and the process's peak resident memory over the whole burst (Linux's
// VmHWM). Figures, not a test: they depend on the machine. `npx tsx bench/media-upload.ts` runs it alone.
import { pathToFileURL } from 'node:url';
import { openPostgres } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { sessionCookie } from '../server/features/staff/staff-api-guard';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { mediaApi } from '../shared/contracts/media';
import { MEDIA_MAX_BYTES } from '../shared/media';
import { startSite } from '../test/built-server';
import { peakRssMb } from '../test/load-tools';
import { noisyJpeg } from '../test/media-fixtures';
import { signedInAs } from '../test/staff-sessions';
import { createTestDatabase, dropTestDatabase } from '../test/test-database';

export const MEDIA_UPLOADS = 10;
/** What a web process may reach at its peak on a 512 MB instance, leaving room for the platform. */
export const MEDIA_PEAK_RSS_TARGET_MB = 450;

export interface MediaUploadFigures {
  uploads: number;
  megabytesEach: number;
  uploadSeconds: number;
  megabytesPerSecond: number;
  processedSeconds: number;
  peakRssMb: number;
}

export async function measureMediaUploads(): Promise<MediaUploadFigures> {
  const { name, url } = await createTestDatabase('media_bench');
  const database = openPostgres(url, 2);
  try {
    await migrateToLatest(database.db);
    const editor = await signedInAs(database.db, 'editor');
    // Ten different photos (the library keeps one copy of identical bytes).
    const photos = await Promise.all(Array.from({ length: MEDIA_UPLOADS }, (_, i) => noisyJpeg(6000 - i * 8, 4000, 95)));
    if (photos.some((p) => p.length > MEDIA_MAX_BYTES)) throw new Error('A bench photo is over the upload limit');
    const site = await startSite({ DATABASE_URL: url, MEDIA_POLL_MS: '200' }, 'bench-media-');
    try {
      // The built server runs in production, where the session cookie carries the __Host- prefix.
      const token = editor.headers.Cookie.slice(editor.headers.Cookie.indexOf('=') + 1);
      const headers = { Cookie: `${sessionCookie(true).name}=${token}`, Origin: site.url };
      const started = performance.now();
      const answers = await Promise.all(
        photos.map((bytes, i) =>
          fetch(`${site.url}${endpointUrl(mediaApi.upload, { query: { name: `photo-${i}.jpg` } })}`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'image/jpeg' },
            body: bytes,
          }),
        ),
      );
      const uploadSeconds = (performance.now() - started) / 1000;
      const refused = answers.filter((a) => a.status !== 201);
      if (refused.length)
        throw new Error(`Uploads refused: ${(await Promise.all(refused.map((a) => a.text()))).join('; ')}\n${site.output().slice(-3000)}`);
      // Every variant made: the worker takes them one at a time.
      for (;;) {
        const waiting = await database.db.selectFrom('media').select('id').where('status', '=', 'processing').execute();
        if (waiting.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const processedSeconds = (performance.now() - started) / 1000;
      const failed = await database.db.selectFrom('media').select('last_error').where('status', '=', 'failed').execute();
      if (failed.length) throw new Error(`Pictures failed: ${failed.map((f) => f.last_error).join('; ')}`);
      const totalMb = photos.reduce((sum, p) => sum + p.length, 0) / 1024 / 1024;
      return {
        uploads: MEDIA_UPLOADS,
        megabytesEach: Math.round((totalMb / MEDIA_UPLOADS) * 10) / 10,
        uploadSeconds: Math.round(uploadSeconds * 10) / 10,
        megabytesPerSecond: Math.round((totalMb / uploadSeconds) * 10) / 10,
        processedSeconds: Math.round(processedSeconds * 10) / 10,
        peakRssMb: peakRssMb(site.child.pid!) ?? -1,
      };
    } finally {
      await site.stop();
    }
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureMediaUploads();
  console.log(figures);
}
