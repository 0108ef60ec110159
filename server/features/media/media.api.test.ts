import { englishOf } from '../../../shared/i18n/english';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { mediaApi } from '../../../shared/contracts/media';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaItem, type MediaPage } from '../../../shared/media';
import { phoneHeic, phoneJpeg, plainPicture, processWaitingPictures, SVG_WITH_SCRIPT } from '../../../test/media-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';
import { pictureOfMedia, setMediaUses } from './media-pictures.public';

// The picture library through its API, as the back office uses it, on a database of its own: real pictures made
// with sharp, uploaded as bytes, their variants made by the worker, then served.

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-cache-'));
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp({ media: { cacheDir, pollMs: 1000 } });
  editor = await signedInAs(site.database.db, 'editor', { name: 'Ed Itor' });
  owner = await signedInAs(site.database.db, 'owner', { name: 'Olivia Owner' });
});
afterAll(async () => {
  await site.dispose();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const db = () => site.database.db;
const { get, post } = httpClient(
  () => site.app,
  () => editor,
);
const visitor = httpClient(() => site.app);
const upload = (bytes: Buffer, name: string, who: SignedIn = editor, contentType = 'image/jpeg') =>
  post(endpointUrl(mediaApi.upload, { query: { name } }), bytes, who).set('Content-Type', contentType);
const at = (id: number, endpoint: typeof mediaApi.get | typeof mediaApi.update | typeof mediaApi.retry | typeof mediaApi.remove) =>
  endpointUrl(endpoint, { params: { id: String(id) } });
const item = async (id: number) => (await get(at(id, mediaApi.get))).body as MediaItem;
/** Makes every waiting picture's variants, as the web process's worker does. */
const processAll = () => processWaitingPictures(db());
const counts = async () => ({
  media: (await db().selectFrom('media').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  blobs: (await db().selectFrom('media_blob').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
});
/** Two of the demo catalogue's products, by name. */
const twoProducts = () => db().selectFrom('product').select(['id', 'name']).orderBy('name').limit(2).execute();
const served = (url: string) =>
  visitor
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('uploading a phone photo (JPEG, EXIF orientation 6, GPS position)', () => {
  let uploaded: MediaItem;

  beforeAll(async () => {
    const response = await upload(await phoneJpeg(), 'IMG_0042.JPG');
    expect(response.status).toBe(201);
    uploaded = response.body as MediaItem;
  });

  it('answers at once with the picture waiting for its variants, upright size known, and audits it', async () => {
    expect(uploaded).toMatchObject({
      fileName: 'IMG_0042.JPG',
      format: 'jpeg',
      width: 200,
      height: 400,
      status: 'processing',
      progress: { done: 0, total: 2 },
      alt: '',
      picture: null,
    });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'media')
      .where('subject_id', '=', String(uploaded.id))
      .execute();
    expect(audit.map((a) => [a.action, a.actor_label])).toEqual([['media.uploaded', editor.email]]);
  });

  it('makes upright WebP and AVIF variants without EXIF or GPS, served for a year as immutable', async () => {
    await processAll();
    const ready = await item(uploaded.id);
    expect(ready.status).toBe('ready');
    expect(ready.progress).toEqual({ done: 2, total: 2 });
    expect(ready.variants.map((v) => v.width)).toEqual([200]);
    for (const url of [ready.variants[0]!.webp, ready.variants[0]!.avif]) {
      const response = await served(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
      const bytes = response.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([200, 400]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('PhoneMaker')).toBe(false);
      // Red (the stored left half) is on top once upright, blue below.
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      expect(pixel(100, 50)[0]).toBeGreaterThan(200);
      expect(pixel(100, 350)[2]).toBeGreaterThan(200);
    }
  });

  it('serves the variant from the disk cache after the first request, and from the store when the disk is wiped', async () => {
    const url = (await item(uploaded.id)).variants[0]!.webp;
    const cached = path.join(cacheDir, url.split('/')[2]!, '200.webp');
    expect(fs.existsSync(cached)).toBe(true);
    fs.rmSync(cacheDir, { recursive: true, force: true });
    expect((await served(url)).status).toBe(200);
    expect(fs.existsSync(cached)).toBe(true);
  });

  it('is not offered to pages until it is described; then as a Picture with its variants, focus and media id', async () => {
    expect(await pictureOfMedia(db(), uploaded.id)).toBeNull();
    const response = await post(at(uploaded.id, mediaApi.update), {
      alt: 'Seagrass basket on a veranda',
      focus: { x: 0.25, y: 0.75 },
      version: uploaded.version,
    });
    expect(response.status).toBe(200);
    const url = (await item(uploaded.id)).variants[0]!.webp;
    expect(await pictureOfMedia(db(), uploaded.id)).toEqual({
      src: url,
      width: 200,
      height: 400,
      alt: 'Seagrass basket on a veranda',
      variants: [{ width: 200, src: url }],
      avif: true,
      mediaId: uploaded.id,
      focus: { x: 0.25, y: 0.75 },
      // What pages apply to keep the focal point in view when they crop the picture.
      position: '25% 75%',
    });
  });

  it('answers the same picture when the same bytes are uploaded again', async () => {
    const again = await upload(await phoneJpeg(), 'copy.jpg');
    expect(again.status).toBe(200);
    expect((again.body as MediaItem).id).toBe(uploaded.id);
  });
});

describe('what the bytes are, not what the name says', () => {
  it('takes a PNG named .jpg as a PNG, sent as any type', async () => {
    const response = await upload(await plainPicture(1000, 500, 'png'), 'looks-like.jpg', editor, 'application/octet-stream');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ format: 'png', width: 1000, height: 500, progress: { total: 8 } });
  });

  it('takes WebP and AVIF, and an iPhone HEIC, decoded for its variants', async () => {
    const webp = await upload(await plainPicture(300, 300, 'webp', '#123456'), 'a.webp');
    expect(webp.body).toMatchObject({ format: 'webp' });
    const avif = await upload(await plainPicture(300, 300, 'avif', '#654321'), 'a.avif');
    expect(avif.body).toMatchObject({ format: 'avif' });
    const heic = await upload(phoneHeic(), 'IMG_1000.HEIC', editor, 'image/heic');
    expect(heic.status).toBe(201);
    expect(heic.body).toMatchObject({ format: 'heic', width: 200, height: 300 });
    await processAll();
    const ready = await item((heic.body as MediaItem).id);
    expect(ready.status).toBe('ready');
    const response = await served(ready.variants[0]!.webp);
    const metadata = await sharp(response.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 200, 300]);
  });

  it.each([
    [
      'a text file named .jpg',
      Buffer.from('These are notes about baskets, not a picture.'),
      'notes.jpg',
      415,
      englishOf(MEDIA_MESSAGES.notAPicture),
    ],
    ['an SVG (it can carry scripts)', SVG_WITH_SCRIPT, 'logo.svg', 415, englishOf(MEDIA_MESSAGES.svg)],
    ['an SVG named .png', SVG_WITH_SCRIPT, 'logo.png', 415, englishOf(MEDIA_MESSAGES.svg)],
    ['an empty file', Buffer.alloc(0), 'empty.jpg', 400, englishOf(MEDIA_MESSAGES.empty)],
  ])('refuses %s with a clear message and stores nothing', async (_, bytes, name, status, message) => {
    const before = await counts();
    const response = await upload(bytes, name);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a GIF, naming what it is and what the site takes', async () => {
    const response = await upload(await plainPicture(10, 10, 'gif'), 'anim.gif');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: englishOf(MEDIA_MESSAGES.unsupported('gif')) });
  });

  it('refuses a 26 MB file with 413 and stores nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([await plainPicture(10, 10, 'jpeg'), Buffer.alloc(26 * 1024 * 1024 - 200)]);
    expect(big.length).toBeGreaterThan(MEDIA_MAX_BYTES);
    const response = await upload(big, 'huge.jpg').catch((error: { response?: Response }) => error.response!);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: englishOf(MEDIA_MESSAGES.tooLarge) });
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload without a file name', async () => {
    const response = await post('/api/staff/media', await plainPicture(10, 10)).set('Content-Type', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ name: 'Name the file.' });
  });
});

describe('describing, listing and deleting', () => {
  let picture: MediaItem;

  beforeAll(async () => {
    picture = (await upload(await plainPicture(700, 400, 'jpeg', '#aa5500'), 'rattan-tray.jpg', owner)).body as MediaItem;
  });

  it('requires alt text and a focal point inside the picture, with messages by field', async () => {
    const response = await post(at(picture.id, mediaApi.update), { alt: '   ', focus: { x: 1.5, y: 0.5 }, version: picture.version });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ alt: englishOf(MEDIA_MESSAGES.altRequired), 'focus.x': expect.any(String) });
    expect((await item(picture.id)).version).toBe(picture.version);
  });

  it('refuses a change made on a stale version with 409', async () => {
    const first = await post(at(picture.id, mediaApi.update), {
      alt: 'Rattan tray on a teak bench',
      focus: { x: 0.5, y: 0.5 },
      version: picture.version,
    });
    expect(first.status).toBe(200);
    const stale = await post(
      at(picture.id, mediaApi.update),
      { alt: 'Another tray', focus: { x: 0.1, y: 0.1 }, version: picture.version },
      owner,
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: englishOf(MEDIA_MESSAGES.staleEdit) });
    expect((await item(picture.id)).alt).toBe('Rattan tray on a teak bench');
  });

  it('finds pictures by words of their alt text or file name, and by status', async () => {
    const byAlt = (await get(endpointUrl(mediaApi.list, { query: { q: 'rattan TRAY teak' } }))).body as MediaPage;
    expect(byAlt.items.map((i) => i.id)).toEqual([picture.id]);
    const unaccented = (await get(endpointUrl(mediaApi.list, { query: { q: 'RATTAN tráy tèak' } }))).body as MediaPage;
    expect(unaccented.items.map((i) => i.id)).toEqual([picture.id]);
    const byName = (await get(endpointUrl(mediaApi.list, { query: { q: 'IMG_0042' } }))).body as MediaPage;
    expect(byName.items.map((i) => i.fileName)).toEqual(['IMG_0042.JPG']);
    const waiting = (await get(endpointUrl(mediaApi.list, { query: { status: 'processing' } }))).body as MediaPage;
    expect(waiting.items.every((i) => i.status === 'processing')).toBe(true);
    expect(waiting.items.map((i) => i.id)).toContain(picture.id);
    const none = (await get(endpointUrl(mediaApi.list, { query: { q: '100%_' } }))).body as MediaPage;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses to delete a picture in use, naming where, then deletes it and its files once released', async () => {
    await processAll();
    const ready = await item(picture.id);
    const [first, second] = await twoProducts();
    await setMediaUses(db(), { type: 'product', id: second!.id }, [picture.id]);
    await setMediaUses(db(), { type: 'product', id: first!.id }, [picture.id]);
    const refused = await post(at(picture.id, mediaApi.remove), { version: ready.version });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: `Used by 2 products: ${first!.name}, ${second!.name}. Choose another picture there first, then delete it.`,
    });
    // Found by the names of the items that show it, as their pages do.
    const byUse = (await get(endpointUrl(mediaApi.list, { query: { q: second!.name.toUpperCase() } }))).body as MediaPage;
    expect(byUse.items.map((i) => i.id)).toContain(picture.id);
    const inUse = await item(picture.id);
    expect(inUse.uses).toBe(2);
    expect(inUse.usedBy).toEqual([
      { kind: 'product', id: first!.id, name: first!.name },
      { kind: 'product', id: second!.id, name: second!.name },
    ]);
    const listed = (await get(endpointUrl(mediaApi.list, { query: { q: ready.fileName } }))).body as MediaPage;
    expect(listed.items.find((i) => i.id === picture.id)!.usedBy.map((use) => use.name)).toEqual([first!.name, second!.name]);

    await setMediaUses(db(), { type: 'product', id: first!.id }, []);
    await setMediaUses(db(), { type: 'product', id: second!.id }, []);
    const deleted = await post(at(picture.id, mediaApi.remove), { version: ready.version });
    expect(deleted.status).toBe(200);
    expect((await get(at(picture.id, mediaApi.get))).status).toBe(404);
    const hash = ready.variants[0]!.webp.split('/')[2]!;
    const files = await db().selectFrom('media_blob').select('key').where('key', 'like', `${hash}/%`).execute();
    expect(files).toEqual([]);
    expect((await served(ready.variants[0]!.webp)).status).toBe(404);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'media')
      .where('subject_id', '=', String(picture.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['media.uploaded', 'media.updated', 'media.deleted']);
  });
});

describe("replacing a picture's file", () => {
  const replace = (id: number, bytes: Buffer, name: string, version: number) =>
    post(endpointUrl(mediaApi.replaceFile, { params: { id: String(id) }, query: { name, version: String(version) } }), bytes).set(
      'Content-Type',
      'application/octet-stream',
    );
  let picture: MediaItem;
  let productId: number;

  beforeAll(async () => {
    picture = (await upload(await plainPicture(640, 480, 'png', '#aa3300'), 'old-basket.png')).body as MediaItem;
    await processAll();
    const described = await post(at(picture.id, mediaApi.update), {
      alt: 'Old basket photo',
      focus: { x: 0.3, y: 0.4 },
      version: picture.version,
    });
    picture = described.body as MediaItem;
    productId = (await db().selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await setMediaUses(db(), { type: 'product', id: productId }, [picture.id]);
  });
  afterAll(() => setMediaUses(db(), { type: 'product', id: productId }, []));

  it('keeps its id, alt text, focal point and uses, makes the new variants, shows the new file to pages, and audits it', async () => {
    const response = await replace(picture.id, await plainPicture(800, 400, 'jpeg', '#0033aa'), 'new-basket.jpg', picture.version);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: picture.id,
      fileName: 'new-basket.jpg',
      format: 'jpeg',
      width: 800,
      height: 400,
      alt: 'Old basket photo',
      focus: { x: expect.closeTo(0.3), y: expect.closeTo(0.4) },
      status: 'processing',
      uses: 1,
    });
    await processAll();
    const replaced = await item(picture.id);
    expect(replaced.status).toBe('ready');
    expect(replaced.picture).toMatchObject({ width: 800, height: 400, alt: 'Old basket photo', mediaId: picture.id });
    expect(replaced.picture!.src).not.toBe(picture.picture!.src);
    const served = await pictureOfMedia(db(), picture.id);
    expect(served!.src).toBe(replaced.picture!.src);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('subject_type', '=', 'media')
      .where('subject_id', '=', String(picture.id))
      .where('action', '=', 'media.replaced')
      .execute();
    expect(audit).toEqual([
      {
        action: 'media.replaced',
        detail: {
          from: { fileName: 'old-basket.png', format: 'png', bytes: picture.byteSize, width: 640, height: 480 },
          to: { fileName: 'new-basket.jpg', format: 'jpeg', bytes: expect.any(Number), width: 800, height: 400 },
        },
      },
    ]);
  });

  it('refuses a file that is not a picture, a stale version and the file of another picture, changing nothing', async () => {
    const current = await item(picture.id);
    const text = await replace(picture.id, Buffer.from('just some words'), 'notes.jpg', current.version);
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: englishOf(MEDIA_MESSAGES.notAPicture) });
    const stale = await replace(picture.id, await plainPicture(100, 100, 'png', '#123456'), 'stale.png', current.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: englishOf(MEDIA_MESSAGES.staleEdit) });
    const otherBytes = await plainPicture(300, 300, 'png', '#654321');
    const other = (await upload(otherBytes, 'other.png')).body as MediaItem;
    const taken = await replace(picture.id, otherBytes, 'copy.png', current.version);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: englishOf(MEDIA_MESSAGES.replaceWithOther(other.fileName)) });
    expect(await item(picture.id)).toEqual(current);
  });
});
