import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';

// A PDF read back as a buyer's viewer reads it: Mozilla's pdf.js, in a process of its own (test/pdf-reader.mjs).

const run = promisify(execFile);

/** A run of text as it stands on its page, in points from the page's top left. */
export interface TextRun {
  text: string;
  x: number;
  /** The line the letters stand on; descenders reach about a quarter of `size` below it, capitals about ¾ above. */
  baseline: number;
  /** The font's size. */
  size: number;
  width: number;
}

export interface ReadPdf {
  /** Each page's text in reading order, its runs where they stand, its height and, when drawn, the PNG it was drawn to. */
  pages: { text: string; runs: TextRun[]; height: number; png: string | null }[];
}

/** The PDF's pages as text and, with `drawTo` (a folder), drawn to PNG files there. */
export async function readPdf(bytes: Buffer, drawTo?: string): Promise<ReadPdf> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-pdf-'));
  const file = path.join(dir, 'document.pdf');
  fs.writeFileSync(file, bytes);
  try {
    const { stdout } = await run(process.execPath, ['test/pdf-reader.mjs', file, ...(drawTo ? ['--png', drawTo] : [])], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as ReadPdf;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** supertest's parser for a file's bytes (a PDF), as `.buffer(true).parse(asBytes)`: its body is then a Buffer. */
export function asBytes(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
