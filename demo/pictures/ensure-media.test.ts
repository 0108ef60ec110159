import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureMedia } from './ensure-media';
import { brandFiles, MEDIA_CATALOGUE } from './media-catalogue';

// A media directory where two pictures are missing: the run's drawn pictures linked in, file by file, in folders
// of its own (so nothing is written into the shared directory), but for those two.
function mediaDirMissing(keys: string[]): string {
  const source = process.env.TEST_MEDIA_DIR!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-missing-'));
  for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(source, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) fs.mkdirSync(path.join(dir, relative), { recursive: true });
    else if (!keys.some((key) => relative.startsWith(`${key}-`) || relative === `${key}.svg`)) {
      fs.symlinkSync(path.join(source, relative), path.join(dir, relative));
    }
  }
  return dir;
}

it('draws only the missing pictures and tells how far it has got, file by file', async () => {
  const [photo, illustration] = [MEDIA_CATALOGUE[0]!, MEDIA_CATALOGUE.at(-1)!];
  const dir = mediaDirMissing([photo.key, illustration.key]);
  try {
    const reports: [number, number][] = [];
    const { created } = await ensureMedia(dir, { onProgress: (written, total) => reports.push([written, total]) });

    // Each picture in WebP and AVIF at each of its widths.
    const expected = (photo.widths.length + illustration.widths.length) * 2;
    expect(created).toBe(expected);
    expect(reports).toEqual(Array.from({ length: expected + 1 }, (_, written) => [written, expected]));
    expect(fs.existsSync(path.join(dir, `${illustration.key}-${illustration.widths[0]}.avif`))).toBe(true);

    const again: [number, number][] = [];
    expect(await ensureMedia(dir, { onProgress: (written, total) => again.push([written, total]) })).toEqual({ created: 0 });
    expect(again).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("describes the company's logo and icons by files that are in public/brand/", () => {
  const files = brandFiles();
  expect(files).toContain('logo.svg');
  expect(files.filter((file) => !fs.existsSync(path.join('public/brand', file)))).toEqual([]);
});
