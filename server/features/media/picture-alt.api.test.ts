import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductDetail } from '../../../shared/catalogue';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { mediaApi } from '../../../shared/contracts/media';
import type { MediaItem } from '../../../shared/media';
import type { Picture } from '../../../shared/picture';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';

// A product's gallery shows each library picture with the library's alt text as it is now, unless the product
// gives the picture an alt text of its own ("Alt text on this page").

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-alt-'));
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp({ media: { cacheDir, pollMs: 1000 } });
  editor = await signedInAs(site.database.db, 'editor', { name: 'Ed Itor' });
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
const productUrl = (id: number) => endpointUrl(contentApi.get, { params: { type: 'product', id: String(id) } });
const saveUrl = (id: number) => endpointUrl(contentApi.update, { params: { type: 'product', id: String(id) } });
const mediaUrl = (id: number) => endpointUrl(mediaApi.get, { params: { id: String(id) } });
const contentRevision = async () => (await db().selectFrom('content_revision').select('revision').executeTakeFirstOrThrow()).revision;
const publicProduct = async (productPath: string) => (await visitor.get(`/api/product/getByPath/${productPath}`)).body as ProductDetail;

async function aProduct(offset: number) {
  const row = await db().selectFrom('product').select(['id', 'path']).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();
  return { ...row, item: (await get(productUrl(row.id))).body as ContentItem };
}

async function saveGallery(id: number, item: ContentItem, gallery: Picture[]) {
  return post(saveUrl(id), { values: { ...item.values, gallery }, version: item.version });
}

async function setLibraryAlt(mediaId: number, alt: string) {
  const media = (await get(mediaUrl(mediaId))).body as MediaItem;
  const saved = await post(mediaUrl(mediaId), { alt, focus: media.focus, version: media.version });
  expect(saved.status).toBe(200);
}

it("shows the library's alt text on the product page, and a change of it in Pictures reaches the page", async () => {
  const { path: productPath, item } = await aProduct(0);
  const first = (item.values.gallery as Picture[])[0]!;
  expect(first.ownAlt).toBeUndefined();

  const before = await contentRevision();
  await setLibraryAlt(first.mediaId!, 'Seagrass belly basket with a plant, on a wooden floor');
  // The cached pages are made again.
  expect(Number(await contentRevision())).toBeGreaterThan(Number(before));
  const shown = await publicProduct(productPath);
  expect(shown.gallery[0]!.alt).toBe('Seagrass belly basket with a plant, on a wooden floor');
});

it("shows the product's own alt text for a picture instead of the library's, and the library's again once emptied", async () => {
  const { id, path: productPath, item } = await aProduct(1);
  const gallery = item.values.gallery as Picture[];
  await setLibraryAlt(gallery[0]!.mediaId!, 'Round rattan tray');

  const own = await saveGallery(id, item, [{ ...gallery[0]!, ownAlt: '  Tray holding two mugs  ' }, ...gallery.slice(1)]);
  expect(own.status).toBe(200);
  expect((await publicProduct(productPath)).gallery[0]!.alt).toBe('Tray holding two mugs');
  await setLibraryAlt(gallery[0]!.mediaId!, 'Round rattan tray, top view');
  expect((await publicProduct(productPath)).gallery[0]!.alt).toBe('Tray holding two mugs');

  const saved = (await get(productUrl(id))).body as ContentItem;
  expect((saved.values.gallery as Picture[])[0]!.ownAlt).toBe('Tray holding two mugs');
  const emptied = await saveGallery(id, saved, [{ ...gallery[0]!, ownAlt: '' }, ...gallery.slice(1)]);
  expect(emptied.status).toBe(200);
  expect((await publicProduct(productPath)).gallery[0]!.alt).toBe('Round rattan tray, top view');
  const after = (await get(productUrl(id))).body as ContentItem;
  expect((after.values.gallery as Picture[])[0]!.ownAlt).toBeUndefined();
});

it('refuses an alt text on this page longer than 300 characters, naming the picture, and changes nothing', async () => {
  const { id, item } = await aProduct(2);
  const gallery = item.values.gallery as Picture[];
  const refused = await saveGallery(id, item, [gallery[0]!, { ...gallery[1]!, ownAlt: 'x'.repeat(301) }]);
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual({ gallery: CONTENT_MESSAGES.ownAltTooLong(2) });
  expect(refused.body.errors.gallery).toBe("Picture 2's alt text on this page must be at most 300 characters.");
  expect(((await get(productUrl(id))).body as ContentItem).version).toBe(item.version);
});
