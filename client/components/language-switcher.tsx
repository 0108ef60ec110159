import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, SWITCHER_LOCALES } from '../../shared/i18n/alternates';
import { localizedHref, splitLocale, type SiteLocale } from '../../shared/i18n/locales';
import { rememberLocaleChoice } from '../i18n/locale-choice';
import { useSiteLocale } from '../i18n/site-i18n';
import { useRouteLocaleHrefs } from '../head/locale-hrefs';

/** The page shown in each language: the same path (or the item's translated one) and query under its prefix. */
function useLanguageLinks(): { locale: SiteLocale; name: string; href: string; current: boolean }[] {
  const current = useSiteLocale();
  const { pathname, search } = useLocation();
  const { href } = splitLocale(pathname);
  // A translated item's page has a path of its own in each language it is published in, and the English one in
  // any other (the English item under that language's interface).
  const translated = useRouteLocaleHrefs();
  return SWITCHER_LOCALES.map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    href: localizedHref(locale, translated ? (translated[locale] ?? translated.en) : href) + search,
    current: locale === current,
  }));
}

/**
 * The five languages by their own names, each a plain link to this page in that language: it works before the
 * app runs and without it, and a full page load brings the other language's catalogue. Choosing one is
 * remembered by the browser (client/i18n/locale-choice.ts), which then no longer suggests another.
 */
function LanguageLinks({ itemClassName, linkClassName }: { itemClassName?: string; linkClassName: string }) {
  return useLanguageLinks().map(({ locale, name, href, current }) => (
    <li key={locale} className={itemClassName}>
      <a
        href={href}
        lang={locale}
        hrefLang={locale}
        className={`${linkClassName}${current ? ' active' : ''}`}
        aria-current={current ? 'true' : undefined}
        onClick={() => rememberLocaleChoice(locale)}
      >
        {name}
      </a>
    </li>
  ));
}

/** The languages as a list of links: the footer's, and the header's inside the menu on small screens. */
export function LanguageList({ className = '', linkClassName = '' }: { className?: string; linkClassName?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="list-inline mb-0">
        <LanguageLinks itemClassName="list-inline-item" linkClassName={linkClassName} />
      </ul>
    </nav>
  );
}

/**
 * The header's compact menu of languages: a disclosure (`<details>`) that opens without JavaScript; once the app
 * runs it also closes on Escape (focus back on its button) and on a click elsewhere.
 */
export function LanguageDropdown({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    event.preventDefault();
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  return (
    <nav aria-label={t`Language`} className={className}>
      <details ref={details} className="dropdown language-dropdown" onKeyDown={onKeyDown}>
        <summary className="dropdown-toggle" lang={locale}>
          {LOCALE_NAMES[locale]}
        </summary>
        <ul className="dropdown-menu dropdown-menu-end">
          <LanguageLinks linkClassName="dropdown-item" />
        </ul>
      </details>
    </nav>
  );
}
