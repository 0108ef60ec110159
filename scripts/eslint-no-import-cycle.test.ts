import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Linter as LinterConfig, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// The lint rule against import cycles (eslint.config.js), on small projects written to a folder of their own.

let dir: string;
let config: LinterConfig.Config[];
let linter: Linter;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
  linter = new Linter({ cwd: dir });
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }));
  // A JavaScript module, loaded as the configuration loads it (a path TypeScript does not type).
  const rulePath = path.join(__dirname, 'eslint-no-import-cycle.js');
  const rule = ((await import(rulePath)) as { default: unknown }).default;
  config = [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-import-cycle': rule } } } as LinterConfig.Config['plugins'],
      rules: { 'local/no-import-cycle': 'error' },
    },
  ];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** Each file's reports, as 'line:column route'. */
function cyclesIn(folder: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of fs
    .readdirSync(path.join(dir, folder))
    .filter((n) => /\.[jt]sx?$|\.mjs$/.test(n))
    .sort()) {
    const file = path.join(dir, folder, name);
    const messages = linter.verify(fs.readFileSync(file, 'utf8'), config, { filename: file });
    const route = (message: string) => /Import cycle: (.*?)\. Move/.exec(message)?.[1] ?? message;
    if (messages.length) found[`${folder}/${name}`] = messages.map((m) => `${m.line}:${m.column} ${route(m.message)}`);
  }
  return found;
}

it('finds a cycle made of a type import and a dynamic import, at both ends', async () => {
  write({
    'lazy/loader.tsx': "export const load = () => import('./panel');\n",
    'lazy/panel.tsx': "import type { load } from './loader';\nexport const panel = (l: typeof load) => l;\n",
  });
  expect(cyclesIn('lazy')).toEqual({
    'lazy/loader.tsx': ['1:34 lazy/loader.tsx → lazy/panel.tsx → lazy/loader.tsx'],
    'lazy/panel.tsx': ['1:27 lazy/panel.tsx → lazy/loader.tsx → lazy/panel.tsx'],
  });
});

it('names the whole route of a longer cycle, through re-exports and inline type specifiers', async () => {
  write({
    'ring/a.ts': "import { b } from './b';\nexport const a = b;\n",
    'ring/b.ts': "export * from './c';\nexport const b = 1;\n",
    'ring/c.ts': "import { type A } from './last.ts';\nexport type C = A;\n",
    'ring/last.ts': "import { a } from './a';\nexport type A = typeof a;\n",
  });
  const found = cyclesIn('ring');
  expect(found['ring/a.ts']).toEqual(['1:19 ring/a.ts → ring/b.ts → ring/c.ts → ring/last.ts → ring/a.ts']);
  expect(Object.keys(found).sort()).toEqual(['ring/a.ts', 'ring/b.ts', 'ring/c.ts', 'ring/last.ts']);
});

it('passes what only shares a module, and packages, and files that are no code', async () => {
  write({
    'shared/piece.ts': "import { z } from 'zod';\nexport const piece = z.string();\n",
    'shared/one.ts': "import { piece } from './piece';\nimport './one.css';\nexport const one = piece;\n",
    'shared/two.ts': "import { piece } from './piece';\nimport { one } from './one';\nexport const two = [piece, one];\n",
    'shared/one.css': 'body {}\n',
  });
  expect(cyclesIn('shared')).toEqual({});
});

it('follows the scripts’ JavaScript modules too', async () => {
  write({
    'scripts/start.mjs': "import { build } from './build.mjs';\nexport const start = () => build();\n",
    'scripts/build.mjs': "import { start } from './start.mjs';\nexport const build = () => start;\n",
  });
  expect(Object.keys(cyclesIn('scripts')).sort()).toEqual(['scripts/build.mjs', 'scripts/start.mjs']);
});

it('sees a file changed since it was read (a long-running ESLint in an editor)', async () => {
  write({
    'edited/a.ts': "import { b } from './b';\nexport const a = b;\n",
    'edited/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  });
  expect(Object.keys(cyclesIn('edited'))).toHaveLength(2);
  write({ 'edited/b.ts': 'export const b = () => 1;\n' });
  expect(cyclesIn('edited')).toEqual({});
});
