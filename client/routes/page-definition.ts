import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

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
 * small and free of React components, since every page's definition is in every page's first script.
 */
export interface PageDefinition<Href extends (...args: never[]) => string = (...args: never[]) => string> {
  /** The route id, and the name of its route module: the server finds the page's chunks to preload by it. */
  id: string;
  /** The URL pattern as React Router writes it; `href` fills it. */
  pattern: `/${string}`;
  /** The page's URL from its parameters; for a page without any, the pattern itself. */
  href: Href;
  /** The bare section URL, which answers with a permanent redirect to the first page (`href()`). */
  section?: `/${string}`;
  /** The page's name, the same wherever it is shown: header, footer, breadcrumb, its heading when that names it. */
  label: string;
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
  /** The route module; the entry loads the matched one before hydrating. */
  lazy: () => Promise<RouteModule>;
}

/** Every public page's first load: parts below the fold and forms follow it (client/components/deferred-part.tsx). */
export const PAGE_BUDGET = { jsKb: 110 } as const;

/** A page definition, its `href` keeping its own parameters; a page without parameters needs none. */
export function definePage<Href extends (...args: never[]) => string = () => string>(
  page: Omit<PageDefinition<Href>, 'href'> & { href?: Href },
): PageDefinition<Href> {
  return { ...page, href: page.href ?? ((() => page.pattern) as unknown as Href) };
}

/** A URL pattern with its `:name` parameters filled in, each encoded. */
export function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
