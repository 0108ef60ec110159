import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { EntryGraph } from '../scripts/server-module-graph';
import { assertBuilt, BUILT_SERVER } from './built-server';

// The demo catalogue and its drawings belong to the seed command: the web process must never reach them. The image
// encoder is the picture library's, loaded on demand (its first upload), so the web process still starts on a
// machine where it is absent. Read from the module graph the bundler writes beside the build
// (scripts/server-module-graph.ts), and checked once by starting the web entry with `sharp` made unloadable.
function graphOf(entry: 'main' | 'cli'): EntryGraph {
  const graph = JSON.parse(fs.readFileSync('dist/server/module-graph.json', 'utf8')) as Record<string, EntryGraph>;
  return graph[entry]!;
}

const demoModules = (graph: EntryGraph) => graph.modules.filter((m) => m.startsWith('demo/'));

/** A Node option that makes `import 'sharp'` fail, as on a machine where the package is not installed. */
const WITHOUT_SHARP = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
   register('data:text/javascript,' + encodeURIComponent(
     "export async function resolve(specifier, context, next) {" +
     "  if (specifier === 'sharp' || specifier.startsWith('sharp/')) throw new Error('sharp is not installed here');" +
     "  return next(specifier, context);" +
     "}"));`,
)}`;

describe('the server build', () => {
  beforeAll(assertBuilt);

  it('keeps the demo content out of everything the web process can load', () => {
    const web = graphOf('main');
    expect(web.modules).toContain('server/app.ts');
    expect(demoModules(web)).toEqual([]);
  });

  it('gives the CLI the demo content and sharp, for its seed command', () => {
    const cli = graphOf('cli');
    expect(demoModules(cli)).toEqual(expect.arrayContaining(['demo/catalogue/seed.ts', 'demo/pictures/demo-library.ts']));
    expect(cli.packages).toContain('sharp');
  });

  it('loads the web process where sharp cannot be loaded, up to its check of the environment', () => {
    const env = { ...process.env, PORT: 'eighty' };
    const refused = spawnSync(process.execPath, ['--import', WITHOUT_SHARP, '--input-type=module', '-e', "await import('sharp')"], {
      env,
      encoding: 'utf8',
    });
    expect(refused.stderr).toContain('sharp is not installed here');

    const web = spawnSync(process.execPath, ['--import', WITHOUT_SHARP, BUILT_SERVER], { env, encoding: 'utf8', timeout: 60_000 });
    expect(web.stderr).not.toContain('sharp');
    expect(web.stderr).toMatch(/Invalid environment:\n {2}- PORT/);
    expect(web.status).toBe(1);
  });
});
