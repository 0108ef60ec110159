import { preferredSiteLocale } from '../../shared/i18n/alternates';
import { isSiteLocale, type SiteLocale } from '../../shared/i18n/locales';

// What the browser remembers of the buyer's language: the one they chose in a language switcher, and that they
// closed the suggestion of another. Kept in localStorage, which only the browser reads: the server never sees it,
// so a page's bytes depend on its address alone and a cached page is the same for everyone. A browser that keeps
// nothing (private mode, storage blocked) just asks again.

const CHOSEN_KEY = 'site-locale';
const DISMISSED_KEY = 'site-locale-suggestion-dismissed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing remembered: the suggestion may show again on the next page.
  }
}

/** The language the buyer chose in a switcher, if any. */
export function chosenLocale(): SiteLocale | undefined {
  const chosen = read(CHOSEN_KEY) ?? undefined;
  return isSiteLocale(chosen) ? chosen : undefined;
}

export function rememberLocaleChoice(locale: SiteLocale): void {
  write(CHOSEN_KEY, locale);
}

/** The buyer closed the suggestion of another language. */
export function suggestionDismissed(): boolean {
  return read(DISMISSED_KEY) !== null;
}

export function dismissSuggestion(): void {
  write(DISMISSED_KEY, '1');
}

/**
 * The language to suggest to a buyer on a page in `pageLocale`: the site locale their browser prefers
 * (`navigator.languages`), when it is another one, and they have neither chosen a language nor closed the
 * suggestion before. Read in the browser alone, after the page has hydrated.
 */
export function suggestedLocale(pageLocale: SiteLocale, languages: readonly string[]): SiteLocale | undefined {
  if (chosenLocale() || suggestionDismissed()) return undefined;
  const preferred = preferredSiteLocale(languages);
  return preferred && preferred !== pageLocale ? preferred : undefined;
}
