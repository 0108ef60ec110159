import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a source module imports: statically (loaded with it) and on demand (`import()`, loaded later or never). */
export interface ModuleImports {
  static: string[];
  dynamic: string[];
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/**
 * The project's own module graph as the bundler will see it, read with TypeScript's parser and module resolution:
 * each file's imports of other project files (packages are left out, and so are type-only imports, which the
 * build erases). Paths are relative to `root`.
 */
export function sourceModuleGraph(root: string) {
  const cache = new Map<string, ModuleImports>();
  const resolve = (specifier: string, from: string): string | null => {
    const { resolvedModule } = ts.resolveModuleName(specifier, path.join(root, from), COMPILER_OPTIONS, ts.sys);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
    const relative = path.relative(root, resolvedModule.resolvedFileName);
    return relative.startsWith('..') || relative.includes('node_modules') ? null : relative;
  };

  function importsOf(file: string): ModuleImports {
    const known = cache.get(file);
    if (known) return known;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const found: ModuleImports = { static: [], dynamic: [] };
    const add = (list: string[], specifier: ts.Node | undefined) => {
      if (!specifier || !ts.isStringLiteralLike(specifier)) return;
      const target = resolve(specifier.text, file);
      if (target) list.push(target);
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) add(found.static, node.moduleSpecifier);
      else if (ts.isExportDeclaration(node) && !node.isTypeOnly) add(found.static, node.moduleSpecifier);
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(found.dynamic, node.arguments[0]);
      ts.forEachChild(node, visit);
    };
    visit(source);
    cache.set(file, found);
    return found;
  }

  /**
   * Every file `entries` can load, statically or on demand, without passing through a file `stopAt` accepts
   * (those are loaded on their own terms, and counted by whoever owns them).
   */
  function reachable(entries: string[], stopAt: (file: string) => boolean = () => false): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const { static: loaded, dynamic: onDemand } = importsOf(file);
      for (const next of [...loaded, ...onDemand]) if (!stopAt(next)) visit(next);
    };
    for (const entry of entries) visit(entry);
    return seen;
  }

  return { importsOf, reachable };
}
