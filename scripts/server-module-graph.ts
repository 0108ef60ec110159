import path from 'node:path';
import type { Plugin } from 'vite';

/** What one entry of the server build loads, statically or on demand: its source modules and its packages. */
export interface EntryGraph {
  /** Source files bundled into the entry's chunks, relative to the project (packages under node_modules too). */
  modules: string[];
  /** Packages left to Node to load (the build keeps node_modules external). */
  packages: string[];
}

export const MODULE_GRAPH_FILE = 'module-graph.json';

/**
 * Writes `module-graph.json` beside the server build: for each entry (main, cli), every module and package it can
 * load. The web process must reach neither the demo content nor the image encoder (test/server-build.test.ts);
 * read from the bundler's own chunk graph, not guessed from the output's text.
 */
export function serverModuleGraph(root: string): Plugin {
  return {
    name: 'server-module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph: Record<string, EntryGraph> = {};
      for (const entry of Object.values(bundle)) {
        if (entry.type !== 'chunk' || !entry.isEntry) continue;
        const modules = new Set<string>();
        const packages = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') {
            packages.add(fileName);
            return;
          }
          for (const id of chunk.moduleIds) modules.add(path.relative(root, id.replace(/^\0/, '')));
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
        };
        visit(entry.fileName);
        graph[entry.name] = { modules: [...modules].sort(), packages: [...packages].sort() };
      }
      this.emitFile({ type: 'asset', fileName: MODULE_GRAPH_FILE, source: `${JSON.stringify(graph, null, 2)}\n` });
    },
  };
}
