import { type I18n, setupI18n } from '@lingui/core';
import { useParams } from 'react-router-dom';
import { siteLocaleOf, type SiteLocale } from '../../shared/i18n/locales';
import { CATALOGUE_PIECES, SHELL_PIECE } from '../locales/pieces';

// The public site's message catalogues (client/locales/<locale>.po) in pieces, each a chunk of its own
// (scripts/split-site-catalogues.ts): the shell, which every page needs, and one per page. The browser downloads
// the shell of the page's language and the pieces of the pages it shows, and no other language's.

/** One i18n instance per locale, made once and given each piece as it loads; a message, once there, never changes. */
const instances = new Map<SiteLocale, I18n>();
/** Pieces loaded or loading, by locale and piece: each is fetched once. */
const pieces = new Map<string, Promise<void>>();

function instanceOf(locale: SiteLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

function loadPiece(locale: SiteLocale, piece: string): Promise<void> {
  const key = `${locale}/${piece}`;
  let loading = pieces.get(key);
  if (!loading) {
    const load = CATALOGUE_PIECES[locale]?.[piece];
    if (!load) throw new Error(`The ${locale} message catalogue has no piece ${piece}`);
    loading = load().then(({ messages }) => instanceOf(locale).load(locale, messages));
    // A piece that could not be fetched (offline) is tried again next time rather than kept as failed.
    loading.catch(() => pieces.delete(key));
    pieces.set(key, loading);
  }
  return loading;
}

/**
 * Loads the shell of `locale`'s catalogue and the pieces of `pages` (route ids), each once: the browser before it
 * hydrates a page and before it shows the next; without `pages`, every piece (the server, which writes any page
 * and the mails).
 */
export async function loadSiteCatalogue(locale: SiteLocale, pages?: readonly string[]): Promise<I18n> {
  const wanted = pages ? [SHELL_PIECE, ...pages] : Object.keys(CATALOGUE_PIECES[locale] ?? {});
  await Promise.all(wanted.map((piece) => loadPiece(locale, piece)));
  return instanceOf(locale);
}

/** The i18n instance of a locale whose shell has loaded (loadSiteCatalogue). */
export function siteI18n(locale: SiteLocale): I18n {
  const i18n = instances.get(locale);
  if (!i18n || !Object.keys(i18n.messages).length) throw new Error(`The ${locale} message catalogue is used before it has loaded`);
  return i18n;
}

/** The page's language: the first segment of its address, English where there is none. */
export function useSiteLocale(): SiteLocale {
  return siteLocaleOf(useParams().locale);
}
