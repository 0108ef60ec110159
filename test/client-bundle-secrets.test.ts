import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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
    VIDEO_API_KEY: `${canary}videokey`,
  };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-secrets-'));
  try {
    // The browser build exactly as `npm run build` makes it, into a folder of its own.
    const vite = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        env: { ...process.env, ...values },
        encoding: 'utf8',
      },
    );
    expect(vite.status).toBe(0);
    expect(filesUnder(outDir).some(({ file }) => file.endsWith('.js'))).toBe(true);
    expect(leaks(outDir, [`${canary}db`, `${canary}direct`, `${canary}smtp`, `${canary}videokey`])).toEqual([]);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

it('serves built assets that contain none of the secrets configured for this run', () => {
  const configured = SECRET_VARIABLES.map((name) => process.env[name])
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => {
      // The whole value, and the password of a URL on its own.
      const password = URL.canParse(value) ? decodeURIComponent(new URL(value).password) : '';
      return password.length >= 4 ? [value, password] : [value];
    });
  expect(fs.existsSync('dist/client/assets')).toBe(true);
  expect(leaks('dist/client', configured)).toEqual([]);
});
