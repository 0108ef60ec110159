import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { setCacheControl } from './cache-policy';

/** Folders of the build served by their own handlers (hashed assets) or not at all (the manifest). */
const SERVED_ELSEWHERE = new Set(['assets', '.vite']);

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return [`${prefix}/${entry.name}`];
    if (entry.isDirectory() && !(prefix === '' && SERVED_ELSEWHERE.has(entry.name))) {
      return filesUnder(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    }
    return [];
  });
}

/**
 * The files the build copies from public/ (favicon.svg, the company's logo and icons under brand/…), served for
 * their own addresses only: a page request goes straight on instead of costing a failed look-up on disk.
 */
export function topLevelFiles(dir: string): RequestHandler {
  const names = new Set(filesUnder(dir));
  const serve = express.static(dir, { cacheControl: false, setHeaders: (res) => setCacheControl(res, 'topLevelFile'), index: false });
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next());
}
