import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from './page-chunks';

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
