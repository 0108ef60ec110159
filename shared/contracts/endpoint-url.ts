import { API_BASE, type Endpoint } from './define-endpoint';

interface UrlParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** The address of one request: path parameters filled in and encoded, the query's defined values as text. */
export function endpointUrl(endpoint: Endpoint, input?: UrlParts): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(input?.params?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) if (value !== undefined) search.set(name, String(value));
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}
