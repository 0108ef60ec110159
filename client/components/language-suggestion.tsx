import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedHref, splitLocale, type SiteLocale } from '../../shared/i18n/locales';
import { dismissSuggestion, rememberLocaleChoice } from '../i18n/locale-choice';
import { loadSiteCatalogue } from '../i18n/site-i18n';

// The banner speaks the language it suggests, not the page's. Its texts are messages of the catalogues like any
// other, so translators find them in each language's .po file with the rest; the banner loads the suggested
// language's catalogue (a chunk of its own, already cached if the buyer follows the link) and takes its three
// texts from there. A table of sentences kept in the code instead would be the one interface text no catalogue
// holds. Each catalogue's sentence names its own language ("Diese Seite gibt es auch auf Deutsch.").
const TEXTS = {
  available: msg({
    message: 'This page is also available in English.',
    comment: 'Name the language of this catalogue. Shown, in this language, on a page in another language.',
  }),
  follow: msg({ message: 'Read it in English', comment: "The link to this page in the catalogue's language: name that language." }),
  close: msg({ message: 'Close', comment: 'The button that closes the suggestion of another language.' }),
};

/**
 * A small, non-modal banner suggesting the page in the buyer's language (`locale`), drawn by the browser alone:
 * the server never renders it, so crawlers and caches see the same page for everyone. Following its link
 * remembers the choice, closing it remembers that (client/i18n/locale-choice.ts).
 */
export default function LanguageSuggestion({ locale }: { locale: SiteLocale }) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  const [closed, setClosed] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => {
    let current = true;
    loadSiteCatalogue(locale, []).then(
      (loaded) => {
        if (current) setI18n(loaded);
      },
      // Its catalogue could not be fetched (offline): no suggestion.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (!i18n || closed) return null;
  const href = localizedHref(locale, splitLocale(pathname).href) + search;
  return (
    <aside lang={locale} aria-label={i18n._(TEXTS.available)} className="language-suggestion alert alert-light border shadow-sm mb-0">
      <p className="mb-0">
        {i18n._(TEXTS.available)}{' '}
        <a href={href} hrefLang={locale} className="alert-link" onClick={() => rememberLocaleChoice(locale)}>
          {i18n._(TEXTS.follow)}
        </a>
      </p>
      <button
        type="button"
        className="btn-close"
        aria-label={i18n._(TEXTS.close)}
        onClick={() => {
          dismissSuggestion();
          setClosed(true);
        }}
      />
    </aside>
  );
}
