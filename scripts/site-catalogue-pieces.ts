import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';
import { sourceModuleGraph } from './source-module-graph';

/**
 * The public site's message catalogue in pieces, so a page downloads the messages it can show and no others
 * (issue 50: "the browser receives only the active locale's messages, with the route that needs them"):
 *
 * - the **shell**: every message of a module any page can load (the layout, the header's quote basket, the
 *   forms of its dialogs, the not-found page…), that is everything the browser entry reaches without passing
 *   through a page's route module;
 * - one piece per **page**: the messages of the modules its route module reaches that are not in the shell.
 *
 * Which module a message is written in is the catalogue's own record (the .po file's references); what a module
 * loads is read from the source with TypeScript's module resolution. Translators keep one .po file per locale;
 * the pieces are compiled from Lingui's compiled catalogue by `npm run messages:compile`, never edited.
 */

export const LOCALES_DIR = 'client/locales';
const CLIENT_ENTRY = 'client/entry.client.tsx';
const PAGE_REGISTRY = 'client/page-registry.ts';
/** A page's route module: its name is the page's route id (client/routes.tsx, server/render/page-chunks.ts). */
const PAGE_MODULE = /^client\/routes\/([\w-]+)\.route\.tsx$/;
export const SHELL_PIECE = 'shell';

export interface CataloguePieces {
  /** Message ids by piece: `shell`, then one entry per page's route id. */
  pieces: Record<string, string[]>;
}

/** Which messages each piece holds, from the source's module graph and the catalogue's references. */
export async function planPieces(root: string): Promise<CataloguePieces> {
  const graph = sourceModuleGraph(root);
  const pageModules = graph.importsOf(PAGE_REGISTRY).dynamic.filter((file) => PAGE_MODULE.test(file));
  if (!pageModules.length) throw new Error(`No page route module is imported by ${PAGE_REGISTRY}`);
  const isPageModule = (file: string) => pageModules.includes(file);
  const shellFiles = graph.reachable([CLIENT_ENTRY], isPageModule);

  const source = fs.readFileSync(path.join(root, LOCALES_DIR, `${DEFAULT_LOCALE}.po`), 'utf8');
  const catalogue = await formatter({ lineNumbers: false }).parse(source, {
    locale: DEFAULT_LOCALE,
    sourceLocale: DEFAULT_LOCALE,
    filename: '',
  });
  const filesOf = (id: string) => (catalogue[id]?.origin ?? []).map(([file]) => file);
  const ids = Object.keys(catalogue).filter((id) => !catalogue[id]?.obsolete);

  const pieces: Record<string, string[]> = { [SHELL_PIECE]: [] };
  const pageFiles = pageModules.map((module) => {
    const files = [...graph.reachable([module], isPageModule)].filter((file) => !shellFiles.has(file));
    return { page: PAGE_MODULE.exec(module)![1]!, files: new Set(files) };
  });
  for (const { page } of pageFiles) pieces[page] = [];
  for (const id of ids) {
    const files = filesOf(id);
    const pages = pageFiles.filter(({ files: own }) => files.some((file) => own.has(file)));
    // A message no page module reaches (written in a module the shell reaches, or only read by the server) goes
    // to the shell: a piece may hold a message a page does not show, never lack one it does.
    if (files.some((file) => shellFiles.has(file)) || !pages.length) pieces[SHELL_PIECE]!.push(id);
    else for (const { page } of pages) pieces[page]!.push(id);
  }
  return { pieces };
}
