import { matchPath, useNavigation } from 'react-router-dom';
import { splitLocale } from '../../shared/i18n/locales';

/**
 * True while the router loads the data of a page matching one of `patterns` (in any language): a listing shows placeholders
 * then instead of the products it is about to replace. Always false on the server and during hydration, so the
 * server-rendered first view never shows them.
 */
export function useLoadingPageOf(patterns: readonly string[]): boolean {
  const { state, location } = useNavigation();
  if (state !== 'loading' || !location) return false;
  const { href } = splitLocale(location.pathname);
  return patterns.some((pattern) => matchPath(pattern, href) !== null);
}
