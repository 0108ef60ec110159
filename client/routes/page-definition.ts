import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import { PAGE_LABELS } from '../../shared/page-labels';
import { PAGE_PATTERNS, type PageName, paths, SECTION_PATHS } from '../../shared/paths';

/** What a route module (`client/routes/<id>.route.tsx`) exports: loaded with the page, never before. */
export interface RouteModule {
  loader?: LoaderFunction;
  /** Takes a form posted to the page's address (see PageDefinition.form). */
  action?: ActionFunction;
  Component: ComponentType;
}

/**
 * The facts of one page type, known before its route module loads: the header and footer link to it, the server
 * decides how its answer is cached and what the sitemap lists, the build's budget checks its first load. Kept
 * small and free of React components, since every page's definition is in every page's first script. A
 * definition imports nothing of the app but shared/, so a route module or a component may read its page's label
 * without pulling in the page list (the page list holds the route modules: client/page-registry.ts).
 */
export interface PageDefinition<Href extends (...args: never[]) => string = (...args: never[]) => string> {
  /** The name of its URL builder in `paths` (shared/paths.ts), and of its entry in the page list. */
  name: PageName;
  /** The route id, and the name of its route module: the server finds the page's chunks to preload by it. */
  id: string;
  /** The URL pattern as React Router writes it (shared/paths.ts); `href` fills it. */
  pattern: `/${string}`;
  /** The page's URL from its parameters (shared/paths.ts). */
  href: Href;
  /** The bare section URL, which answers with a permanent redirect to the first page (`href()`). */
  section?: `/${string}`;
  /**
   * The page's name, the same wherever it is shown: header, footer, breadcrumb, its heading when that names it. A
   * message of the catalogue, written once in shared/page-labels.ts, where the back office reads it too.
   */
  label: MessageDescriptor;
  /** A link in the header's menu, after Home and the category and material menus, in this order. */
  nav?: { order: number };
  /**
   * The page lists products beside the Filter: a sidebar from the md breakpoint, below it a drawer opened by
   * 'Filter', which takes the place of the header's Menu button there (spec §2).
   */
  filter?: true;
  /** A link in the footer, in this order. */
  footer?: { order: number };
  /**
   * Listed in sitemap.xml (absent: not listed), dated by the last change of the site's own texts, of the
   * catalogue, or of the items the page shows: such a page is listed once per item or listing page, by
   * server/features/seo/sitemap.ts.
   */
  sitemap?: { lastmod: 'site' | 'catalogue' | 'items' };
  /**
   * 'kept': the rendered page is kept in memory until the content changes. 'per-request': rendered for every
   * request, for a page built from what a visitor typed or from another site's answer.
   */
  cache: 'kept' | 'per-request';
  /**
   * The page's copy is stored in the database as content blocks under its id (server/features/company), so staff
   * can change it without a release; the API serves content blocks for such pages only.
   */
  content?: true;
  /**
   * The page has a form that is posted to its own address when the browser sends it itself (before the page's
   * scripts run, or without JavaScript): the server accepts a POST there and the route module's `action` answers it.
   */
  form?: true;
  /** How browsers and CDNs may keep the answer, when not as any other page (server/http/cache-policy.ts). */
  answer?: 'searchPage' | 'videosPage' | 'private';
  /**
   * First-load JavaScript as browsers receive it (brotli, kB = 1000 bytes): the page's first script and the
   * modules its route module imports statically. The build may not exceed it (server/render/page-chunks.test.ts).
   */
  budget: { jsKb: number };
}

/** A page in the page list: its definition and its route module, which the entry loads before hydrating. */
export type RegisteredPage<Definition extends PageDefinition = PageDefinition> = Definition & {
  lazy: () => Promise<RouteModule>;
};

/** Every public page's first load: parts below the fold and forms follow it (client/components/deferred-part.tsx). */
export const PAGE_BUDGET = { jsKb: 110 } as const;

/**
 * The definition of the page `name`: its pattern, href and section URL are the ones shared/paths.ts writes under
 * that name, its href keeping its own parameters, and its label the one shared/page-labels.ts gives it.
 */
export function definePage<Name extends PageName>(
  name: Name,
  facts: Omit<PageDefinition, 'name' | 'pattern' | 'href' | 'section' | 'label'>,
): PageDefinition<(typeof paths)[Name]> {
  const section = (SECTION_PATHS as Partial<Record<PageName, `/${string}`>>)[name];
  return { name, pattern: PAGE_PATTERNS[name], href: paths[name], label: PAGE_LABELS[name], ...(section ? { section } : {}), ...facts };
}
