import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../client/routes';
import { CONTENT_CLASSES } from '../../shared/rich-text';
import { CSS_BUDGET_KB, PAGE_BUDGETS, pageFiles, pageWeight, readManifest, routeModuleKey } from './page-chunks';

// Reads the build that `npm test` makes first: the bytes are deterministic, so a budget that fails means a change
// made every visitor of that page type download more before the page works.
const clientDir = path.resolve('dist/client');
const manifest = readManifest(clientDir);
/** Kilobytes, unrounded: a page 40 bytes over its budget is over it, as the bench counts it. */
const kB = (bytes: number) => bytes / 1000;

function splitRouteIds(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(typeof route.lazy === 'function' && route.id ? [route.id] : []),
    ...splitRouteIds(route.children ?? []),
  ]);
}

describe('the first load of each page type, as browsers receive it (brotli 11)', () => {
  it.each(PAGE_BUDGETS)('$page: at most $jsKb kB of JavaScript', ({ routeModule, jsKb }) => {
    expect(kB(pageWeight(clientDir, manifest, routeModule, 'brotli').js)).toBeLessThanOrEqual(jsKb);
  });

  it.each(PAGE_BUDGETS)(`$page: at most ${CSS_BUDGET_KB} kB of CSS`, ({ routeModule }) => {
    expect(kB(pageWeight(clientDir, manifest, routeModule, 'brotli').css)).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });

  it('has a budget for every split-out page of the route table, found in the build by its route id', () => {
    const ids = splitRouteIds(routes);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect({ id, built: Boolean(manifest[routeModuleKey(id)]) }).toEqual({ id, built: true });
    expect(new Set(PAGE_BUDGETS.map((budget) => budget.routeModule))).toEqual(new Set(ids.map(routeModuleKey)));
  });

  it('keeps the heavy libraries and the footer out of every first load: they come with the dialog, form, viewer or part that uses them', () => {
    const everyFirstLoad = new Set(PAGE_BUDGETS.flatMap(({ routeModule }) => pageFiles(manifest, [routeModule]).scripts));
    // A module imported both on demand and by another split-out module is found by its chunk's name.
    const chunkOf = (key: string) => manifest[key] ?? Object.values(manifest).find((chunk) => chunk.name === path.parse(key).name);
    const firstLoaded = (key: string) => everyFirstLoad.has(chunkOf(key)!.file);
    for (const lazyModule of [
      'client/components/drawer-dialog.tsx',
      'client/components/search-panel.tsx',
      'client/components/toast-outlet.tsx',
      'client/components/product-lightbox.tsx',
      'client/components/swiper-engine.ts',
      'client/components/quotation/quotation-modal.tsx',
      'client/components/basket/basket-drawer.tsx',
      'client/forms/inquiry-forms.tsx',
      'client/components/catalogue-signup.tsx',
      'client/components/footer.tsx',
    ]) {
      expect({ lazyModule, firstLoaded: firstLoaded(lazyModule) }).toEqual({ lazyModule, firstLoaded: false });
    }
  });

  it('keeps the style of every class stored texts may use, on every page', () => {
    const { styles } = pageFiles(manifest);
    const css = styles.map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    for (const name of CONTENT_CLASSES)
      expect({ name, styled: css.includes(`.${name}{`) || css.includes(`.${name},`) }).toEqual({ name, styled: true });
  });
});
