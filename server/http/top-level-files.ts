import fs from 'node:fs';
import express, { type RequestHandler } from 'express';
import { setCacheControl } from './cache-policy';

/**
 * The files at the top of the build (favicon.svg…), served for their own addresses only: a page request goes
 * straight on instead of costing a failed look-up on disk.
 */
export function topLevelFiles(dir: string): RequestHandler {
  const names = new Set(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(dir, { cacheControl: false, setHeaders: (res) => setCacheControl(res, 'topLevelFile'), index: false });
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next());
}
