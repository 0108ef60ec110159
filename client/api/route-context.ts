import type { CatalogueApi } from '../../shared/api/catalogue-api';
import { httpCatalogueApi } from './http-catalogue-api';

/** What the server hands to loaders as their `context`; in the browser there is none. */
export interface RouteContext {
  api: CatalogueApi;
  /** Public origin of the site, for canonical links. */
  baseUrl: string;
}

/** The server answers loaders in-process; the browser goes through the JSON API. */
export function catalogueApi(context: unknown): CatalogueApi {
  return (context as RouteContext | undefined)?.api ?? httpCatalogueApi;
}
