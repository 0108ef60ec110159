import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contentHashOf } from '../../server/features/media/media.service';
import type { MediaStore } from '../../server/features/media/media-store';
import { demoPictures, demoPicturesDir } from '../../test/demo-pictures';
import { type DemoPicture, prepareDemoPictures, storeDemoPictures } from './demo-library';
import { brandFiles, MEDIA_CATALOGUE } from './media-catalogue';

// A folder holding the run's pictures but two: the made pictures linked in (so nothing is written into the shared
// folder), the manifest copied.
function folderMissing(pictures: DemoPicture[]): string {
  const source = demoPicturesDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-missing-'));
  const left = new Set(pictures.map((picture) => picture.hash));
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.isDirectory() && !left.has(entry.name)) fs.symlinkSync(path.join(source, entry.name), path.join(dir, entry.name));
  }
  fs.copyFileSync(path.join(source, 'manifest.json'), path.join(dir, 'manifest.json'));
  return dir;
}

it('makes only the missing pictures, as the library makes an upload, and tells how far it has got', async () => {
  const all = await demoPictures();
  const [photo, illustration] = [MEDIA_CATALOGUE[0]!, MEDIA_CATALOGUE.at(-1)!].map((entry) => all.byKey.get(entry.key)!);
  const dir = folderMissing([photo!, illustration!]);
  try {
    const reports: [number, number][] = [];
    const made = await prepareDemoPictures(dir, { onProgress: (done, total) => reports.push([done, total]) });
    expect(made.made).toBe(2);
    expect(reports).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    expect(made.byKey.get(photo!.key)).toEqual(photo);

    // The original a photographer would send, named by its content hash; every width a 960 px upload gets.
    const original = fs.readFileSync(path.join(dir, photo!.hash, 'original'));
    expect(contentHashOf(original)).toBe(photo!.hash);
    expect(await sharp(original).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(photo!.variantWidths).toEqual([320, 640, 960]);
    expect(await sharp(path.join(dir, photo!.hash, '640.avif')).metadata()).toMatchObject({ format: 'heif', width: 640, height: 480 });

    const again: [number, number][] = [];
    expect((await prepareDemoPictures(dir, { onProgress: (done, total) => again.push([done, total]) })).made).toBe(0);
    expect(again).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('puts the original and every variant of the chosen pictures into the store', async () => {
  const pictures = await demoPictures();
  const stored = new Map<string, string>();
  const store: MediaStore = {
    put: async (key, bytes, type) => void stored.set(key, `${type} ${bytes.length}`),
    get: async () => null,
    deletePrefix: async () => {},
  };
  const photo = pictures.byKey.get(MEDIA_CATALOGUE[0]!.key)!;
  await storeDemoPictures(store, pictures, new Set([photo.key]));
  expect([...stored.keys()].sort()).toEqual(
    ['original', '320.avif', '320.webp', '640.avif', '640.webp', '960.avif', '960.webp'].map((file) => `${photo.hash}/${file}`).sort(),
  );
  expect(stored.get(`${photo.hash}/original`)).toBe(`image/webp ${photo.byteSize}`);
  expect(stored.get(`${photo.hash}/640.avif`)).toMatch(/^image\/avif \d+$/);

  stored.clear();
  await storeDemoPictures(store, pictures);
  const files = [...pictures.byKey.values()].reduce((sum, picture) => sum + 1 + picture.variantWidths.length * 2, 0);
  expect(stored.size).toBe(files);
});

it("describes the company's logo and icons by files that are in public/brand/", () => {
  const files = brandFiles();
  expect(files).toContain('logo.svg');
  expect(files.filter((file) => !fs.existsSync(path.join('public/brand', file)))).toEqual([]);
});
