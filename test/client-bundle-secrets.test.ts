import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { SECRET_VARIABLES } from '../server/config';

/** Every file under a folder, as text. */
function filesUnder(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, text: fs.readFileSync(file, 'latin1') };
    });
}

function leaks(dir: string, secrets: string[]): string[] {
  return filesUnder(dir).flatMap(({ file, text }) =>
    secrets.filter((s) => text.includes(s)).map((s) => `${path.relative(dir, file)}: ${s}`),
  );
}

// The browser bundle is built with every secret variable set to a recognisable value, then searched for them.
it('builds a browser bundle that contains none of the configured secrets', () => {
  const canary = `canary${Date.now().toString(36)}`;
  const values: Record<(typeof SECRET_VARIABLES)[number], string> = {
    DATABASE_URL: `postgres://catalogue:${canary}db@db.internal:5432/catalogue`,
    DATABASE_DIRECT_URL: `postgres://catalogue:${canary}direct@db-direct.internal:5432/catalogue`,
    SMTP_URL: `smtps://mailer:${canary}smtp@smtp.internal:465`,
    INBOUND_IMAP_URL: `imaps://sales%40example.com:${canary}imap@imap.internal/INBOX`,
    VIDEO_API_KEY: `${canary}videokey`,
    AWS_SECRET_ACCESS_KEY: `${canary}s3secret`,
    DEEPL_API_KEY: `${canary}deeplkey:fx`,
  };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-secrets-'));
  // Without Jest's NODE_ENV=test, which `npm run build` does not have: it would bundle React's development builds.
  const { NODE_ENV: _jests, ...environment } = process.env;
  try {
    // The browser builds exactly as `npm run build` makes them (the public site's and the back office's), into a
    // folder of their own.
    for (const [mode, folder] of [
      ['production', 'public'],
      ['admin', 'admin'],
    ] as const) {
      const vite = spawnSync(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--mode',
          mode,
          '--outDir',
          path.join(outDir, folder),
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        {
          env: { ...environment, ...values },
          encoding: 'utf8',
        },
      );
      expect(vite.status).toBe(0);
    }
    expect(filesUnder(outDir).some(({ file }) => file.endsWith('.js'))).toBe(true);
    expect(leaks(outDir, [`${canary}db`, `${canary}direct`, `${canary}smtp`, `${canary}videokey`])).toEqual([]);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

/**
 * Every file under a folder as the browser receives it: a precompressed copy (.gz, .br) is searched once unpacked,
 * since that is the copy a browser that accepts it is sent.
 */
function servedFilesUnder(dir: string): { file: string; text: string }[] {
  return filesUnder(dir).map(({ file, text }) => {
    const bytes = Buffer.from(text, 'latin1');
    if (file.endsWith('.gz')) return { file, text: zlib.gunzipSync(bytes).toString('latin1') };
    if (file.endsWith('.br')) return { file, text: zlib.brotliDecompressSync(bytes).toString('latin1') };
    return { file, text };
  });
}

/** A URL that carries a password (`scheme://user:password@host`), such as a database or mail server address. */
const CREDENTIAL_URL = /\b[a-z][a-z\d+.-]*:\/\/[^\s/@:"'`<>]+:[^\s/@"'`<>]+@/gi;

// The bundle `npm run build` made, as the server sends it. What it must not hold does not depend on this run's
// environment alone (with no secret set there would be nothing to look for): the names of the server-only
// variables (a bundle that names one reads the server's config), any URL with a password, and the values of the
// secrets that are configured.
it('serves built assets that name no server-only variable and hold no password or configured secret', () => {
  const configured = SECRET_VARIABLES.map((name) => process.env[name])
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => {
      // The whole value, and the password of a URL on its own.
      const password = URL.canParse(value) ? decodeURIComponent(new URL(value).password) : '';
      return password.length >= 4 ? [value, password] : [value];
    });
  expect(fs.existsSync('dist/client/assets')).toBe(true);
  expect(fs.existsSync('dist/admin/admin-assets')).toBe(true);
  const files = [...servedFilesUnder('dist/client'), ...servedFilesUnder('dist/admin')];
  expect(files.some(({ file }) => file.endsWith('.js.br'))).toBe(true);
  const found = files.flatMap(({ file, text }) => [
    ...[...SECRET_VARIABLES, ...configured].filter((s) => text.includes(s)).map((s) => `${path.relative('dist', file)}: ${s}`),
    ...[...text.matchAll(CREDENTIAL_URL)].map((m) => `${path.relative('dist', file)}: ${m[0]}`),
  ]);
  expect(found).toEqual([]);
});
