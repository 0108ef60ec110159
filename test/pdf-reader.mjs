// Reads a PDF the way a buyer's viewer does (Mozilla's pdf.js): each page's text, in reading order, where each run
// of it stands on the page, and with `--png <dir>` each page drawn to <dir>/page-<n>.png. Run as its own process
// (pdf.js is an ES module, the tests are not): `node test/pdf-reader.mjs file.pdf [--png dir]` prints
// {"pages":[{"text":…,"runs":[…],"height":…,"png":…}]} as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const [file, flag, outDir] = process.argv.slice(2);
const document = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= document.numPages; n++) {
  const page = await document.getPage(n);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
  // In points from the page's top left, as a person measures a page: the baseline of each run and its font's size.
  const [, , , pageHeight] = page.view;
  const runs = content.items
    .filter((item) => 'str' in item && item.str.trim() !== '')
    .map((item) => ({
      text: item.str,
      x: item.transform[4],
      baseline: pageHeight - item.transform[5],
      size: Math.hypot(item.transform[2], item.transform[3]),
      width: item.width,
    }));
  let png = null;
  if (flag === '--png' && outDir) {
    const viewport = page.getViewport({ scale: 1.5 });
    const drawn = document.canvasFactory.create(viewport.width, viewport.height);
    await page.render({ canvasContext: drawn.context, viewport, canvas: drawn.canvas }).promise;
    png = path.join(outDir, `page-${n}.png`);
    fs.writeFileSync(png, drawn.canvas.toBuffer('image/png'));
  }
  pages.push({ text, runs, height: pageHeight, png });
}
process.stdout.write(JSON.stringify({ pages }));
