import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ENTRY, type Manifest, readManifest } from './page-chunks';
import { ADMIN_ENTRY } from './admin-shell';

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

/** Every chunk a public page can ever load: the entry's imports and dynamic imports, followed to the end. */
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

describe('the back office in the build', () => {
  const manifest = readManifest(clientDir);
  const publicChunks = reachableFrom(manifest, CLIENT_ENTRY);
  const staffChunks = reachableFrom(manifest, ADMIN_ENTRY);

  it('is an entry of its own', () => {
    expect(manifest[ADMIN_ENTRY]?.isEntry).toBe(true);
    expect(staffChunks.size).toBeGreaterThan(5);
  });

  it('is never loaded by a public page: no chunk the public entry can reach holds a staff module or its contracts', () => {
    const staffSource = /^client\/admin\/|^shared\/(staff\/|contracts\/(staff|inbox)\.ts)/;
    const reached = [...publicChunks].filter((key) => staffSource.test(key) || key === ADMIN_ENTRY);
    expect(reached).toEqual([]);
    // Chunks hold more modules than the manifest names: look inside the public scripts for the staff API's paths.
    const publicScripts = [...new Set([...publicChunks].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
    const withStaffCode = publicScripts.filter((file) =>
      /\/staff\/(session|inquiries|accounts)/.test(fs.readFileSync(path.join(clientDir, file), 'utf8')),
    );
    expect(withStaffCode).toEqual([]);
    // ...which the staff bundle does carry: the look works.
    const staffScripts = [...staffChunks].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    expect(staffScripts.some((file) => /\/staff\/session/.test(fs.readFileSync(path.join(clientDir, file), 'utf8')))).toBe(true);
  });
});
