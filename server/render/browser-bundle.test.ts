import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ENTRY, type Manifest, readManifest } from './page-chunks';
import { ADMIN_ASSETS_FOLDER, ADMIN_ENTRY } from './admin-shell';

// The contracts in shared/contracts/ are imported by the browser's loaders and forms, but zod is only handed to
// their schema factories on the server: no script the build makes for visitors may carry zod's runtime. Every
// zod schema is built on core's `$ZodType` constructor, whose name is a string literal that survives minifying.
const ZOD_RUNTIME_MARKER = '$ZodType';

const clientDir = path.resolve('dist/client');

describe('the browser build', () => {
  const scripts = [...new Set(Object.values(readManifest(clientDir)).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));

  it('has scripts to look into', () => {
    expect(scripts.length).toBeGreaterThan(10);
  });

  it('leaves the validation library out of every script, however the contracts are imported', () => {
    const withZod = scripts.filter((file) => fs.readFileSync(path.join(clientDir, file), 'utf8').includes(ZOD_RUNTIME_MARKER));
    expect(withZod).toEqual([]);
  });
});

/** Every chunk a page can ever load from an entry: its imports and dynamic imports, followed to the end. */
function reachableFrom(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const next of [...(manifest[current]?.imports ?? []), ...(manifest[current]?.dynamicImports ?? [])]) visit(next);
  };
  visit(key);
  return seen;
}

const scriptsOf = (dir: string, manifest: Manifest, keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]!.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));

describe('the back office in the build', () => {
  const publicManifest = readManifest(clientDir);
  const adminDir = path.resolve('dist/admin');
  const adminManifest = readManifest(adminDir);

  it('is a build of its own, served from its own folder', () => {
    expect(adminManifest[ADMIN_ENTRY]?.isEntry).toBe(true);
    expect(adminManifest[ADMIN_ENTRY]!.file.startsWith(`${ADMIN_ASSETS_FOLDER}/`)).toBe(true);
    expect(Object.keys(publicManifest).filter((key) => key.startsWith('client/admin/'))).toEqual([]);
  });

  it('is never loaded by a public page: no public script holds a staff module, its contracts or its paths', () => {
    const publicChunks = reachableFrom(publicManifest, CLIENT_ENTRY);
    expect([...publicChunks].filter((key) => /^client\/admin\/|^shared\/(staff\/|contracts\/(staff|inbox)\.ts)/.test(key))).toEqual([]);
    // Chunks hold more modules than the manifest names: look inside every public script for the staff API's paths...
    const staffPaths = /\/staff\/(session|inquiries|accounts)/;
    expect(scriptsOf(clientDir, publicManifest, Object.keys(publicManifest)).filter((text) => staffPaths.test(text))).toEqual([]);
    // ...which the staff bundle does carry: the look works.
    expect(scriptsOf(adminDir, adminManifest, reachableFrom(adminManifest, ADMIN_ENTRY)).some((text) => staffPaths.test(text))).toBe(true);
  });
});
