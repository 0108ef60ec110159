import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
type Transformed = { code: string } | null;

const hookOf = (hook: unknown): Hook | undefined =>
  (typeof hook === 'function' ? hook : (hook as { handler?: Hook } | undefined)?.handler) as Hook | undefined;

/** What the bundler gives a plugin's hooks, as far as the library rewrites use it: a build error throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/**
 * A plugin's hooks run as in one build: each file (by its path, as the bundler names it) through `transform`,
 * then `buildEnd`. Returns what `transform` made of each file.
 */
export function buildWith(plugin: Plugin, files: Record<string, string>): Record<string, Transformed> {
  hookOf(plugin.buildStart)?.call(context);
  const output = Object.fromEntries(
    Object.entries(files).map(([id, code]) => [id, (hookOf(plugin.transform)?.call(context, code, id) ?? null) as Transformed]),
  );
  hookOf(plugin.buildEnd)?.call(context);
  return output;
}

/** The absolute path of a file of an installed package, as the bundler names it. */
export const packageFile = (file: string) => path.resolve('node_modules', file);

export const readPackageFile = (file: string) => readFileSync(packageFile(file), 'utf8');
