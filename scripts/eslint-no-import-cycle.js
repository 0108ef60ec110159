import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `local/no-import-cycle`: an import of the project's own files that leads back to the file itself, by any route.
 * Every import counts: `import type` (a type two modules share belongs in one of them, or a third both import),
 * dynamic `import()` (a lazy chunk that imports its loader back), `export … from` and `require()`. The move that
 * ends a cycle is to put what both sides use into the module it belongs to, which both import.
 *
 * Why not `import-x/no-cycle`: it skips type-only imports and has no option to count them, and it parses every
 * imported file again with the full parser. Here the imports of the other files come from TypeScript's import scanner
 * (`ts.preProcessFile`, no parse) and are resolved as `tsc` resolves them (the nearest tsconfig.json), each file
 * read once and read again only when it changes (an editor's long-running ESLint sees other files' edits).
 * Packages are not followed: a cycle is made of the project's files.
 */

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const DEFAULTS = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true };

/** Compiler options and a resolution cache per tsconfig.json (JavaScript files resolved too: scripts import scripts). */
const projects = new Map();
function projectOf(file) {
  const config = ts.findConfigFile(path.dirname(file), ts.sys.fileExists) ?? '';
  let project = projects.get(config);
  if (!project) {
    const options = config
      ? ts.parseJsonConfigFileContent(ts.readConfigFile(config, ts.sys.readFile).config, ts.sys, path.dirname(config)).options
      : DEFAULTS;
    const withJs = { ...options, allowJs: true };
    project = { options: withJs, cache: ts.createModuleResolutionCache(path.dirname(config || file), (f) => f, withJs) };
    projects.set(config, project);
  }
  return project;
}

/** Where each import of `text` leads among the project's files, with the specifier's place in the text. */
function importsIn(file, text) {
  const { options, cache } = projectOf(file);
  const found = [];
  for (const { fileName, pos, end } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.') && !path.isAbsolute(fileName)) continue;
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
    const to = resolved?.resolvedFileName;
    if (!to || resolved.isExternalLibraryImport || !CODE.test(to) || to.endsWith('.d.ts')) continue;
    found.push({ to: path.resolve(to), pos, end });
  }
  return found;
}

/** Each file's imports as last read, with the modification time they were read at. */
const graph = new Map();
function importsOf(file, checked) {
  let entry = graph.get(file);
  if (checked.has(file) && entry) return entry.to;
  checked.add(file);
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
    entry = { mtimeMs: stat.mtimeMs, size: stat.size, to: [...new Set(importsIn(file, fs.readFileSync(file, 'utf8')).map((i) => i.to))] };
    graph.set(file, entry);
  }
  return entry.to;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing file (type and dynamic imports included).' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both sides use into the module it belongs to, which both import.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!CODE.test(file)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        // This file as the editor holds it; every other as it is on disk.
        const imports = importsIn(file, sourceCode.text);
        const checked = new Set([file]);
        const own = [...new Set(imports.map((i) => i.to))];
        const importsOfFile = (f) => (f === file ? own : importsOf(f, checked));
        // Files known not to lead back: shared by the searches from each import, until one finds a way back.
        let dead = new Set();
        const routes = new Map();
        const routeBack = (from, onRoute) => {
          if (from === file) return [file];
          if (dead.has(from) || onRoute.has(from)) return null;
          onRoute.add(from);
          for (const next of importsOfFile(from)) {
            const rest = routeBack(next, onRoute);
            if (rest) return [from, ...rest];
          }
          onRoute.delete(from);
          dead.add(from);
          return null;
        };
        for (const { to, pos, end } of imports) {
          if (to === file) continue;
          if (!routes.has(to)) {
            const route = routeBack(to, new Set());
            if (route) dead = new Set();
            routes.set(to, route);
          }
          const route = routes.get(to);
          if (!route) continue;
          const name = (f) => path.relative(context.cwd, f);
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { route: [file, ...route].map(name).join(' → ') },
          });
        }
      },
    };
  },
};
