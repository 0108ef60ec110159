import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, useEffect, useState, type MouseEvent } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { AppLink, AppNavLink } from './app-link';
import type { TaxonomyRef } from '../../shared/catalogue';
import { splitLocale } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { PAGES, pagesIn } from '../page-registry';
import type { PageDefinition } from '../routes/page-definition';
import { replaysEarlyClick } from '../early-click';
import { useLayoutData } from '../routes/layout-data';
import { CATEGORY, MATERIAL, type TaxonomyKind } from '../routes/taxonomy-kinds';
import { suggestedLocale } from '../i18n/locale-choice';
import { useSiteLocale } from '../i18n/site-i18n';
import { BasketButton } from './basket/basket-button';
import { Drawer } from './drawer';
import { LanguageDropdown, LanguageList } from './language-switcher';
import { LazyBoundary } from './lazy-boundary';
import { NavDropdown } from './nav-dropdown';
import { PictureImg, preloadPicture } from './picture-img';
import { SearchOverlay } from './search-overlay';
import { telHref } from './tel-href';
import { useHydrated } from './use-hydrated';
import { useScrolledPast } from './use-scrolled-past';

// The suggestion of another language is for the few buyers whose browser prefers one: its code loads only for them.
const LanguageSuggestion = lazy(() => import('./language-suggestion'));

const MENU_PAGES = pagesIn('nav');
const LOGO_SIZES = '170px';

/** Whether the visitor is in a kind's section ('/categories/page/1' → every page under '/categories'), and on its first page. */
function sectionState(kind: TaxonomyKind, pathname: string): [active: boolean, current: boolean] {
  const allHref = kind.indexHref();
  return [pathname.startsWith(`/${allHref.split('/')[1]}`), pathname === allHref];
}

function TaxonomyDropdown({ kind, items, pathname }: { kind: TaxonomyKind; items: TaxonomyRef[]; pathname: string }) {
  const { i18n } = useLingui();
  const allHref = kind.indexHref();
  const [active, current] = sectionState(kind, pathname);
  return (
    <NavDropdown id={`nav-${kind.seoPage}`} title={i18n._(kind.plural)} href={allHref} active={active} current={current}>
      <AppLink className="dropdown-item" to={allHref}>
        {i18n._(kind.all)}
      </AppLink>
      <hr className="dropdown-divider" role="separator" />
      {items.map((item) => (
        <AppLink key={item._id} className="dropdown-item" to={kind.itemHref(item.path)}>
          {item.name}
        </AppLink>
      ))}
    </NavDropdown>
  );
}

// Bootstrap's xl breakpoint, where navbar-expand-xl shows the menu inline: its nine items need about 1,020 px.
const MENU_INLINE_FROM = '(min-width: 1200px)';

/** The page shown, from its route's definition (the route's `handle`); none while the not-found page shows. */
function useShownPage(): PageDefinition | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as PageDefinition | undefined;
}

export function Header() {
  const { t, i18n } = useLingui();
  const { site, categories, materials } = useLayoutData();
  // Sections are told apart by their English paths, in every language.
  const pathname = splitLocale(useLocation().pathname).href;
  const shownPage = useShownPage();
  const scrolled = useScrolledPast();
  // Read from the browser once the page has hydrated: the server's page is the same whatever the buyer's language.
  const locale = useSiteLocale();
  const hydrated = useHydrated();
  const suggested = hydrated ? suggestedLocale(locale, navigator.languages ?? [navigator.language]) : undefined;
  const firstEmail = site.email[0];
  // The logo is on every page's first screen: fetched at high priority, beside the stylesheets.
  preloadPicture(site.logo, LOGO_SIZES, 'high');

  const [menuOpen, setMenuOpen] = useState(false);
  // From xl up the menu is the inline navbar: a drawer left open on a tablet turned sideways closes.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(MENU_INLINE_FROM);
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);
  // A page chosen from the drawer closes it; the carets that open the Categories and Materials menus are buttons.
  const closeMenuOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a[href]')) setMenuOpen(false);
  };

  return (
    <header className={`site-header sticky-top bg-white${scrolled ? ' shadow' : ''}`}>
      {/* Large screens show the phone and the first e-mail (spec §2) on a line of their own above the menu, which
          scrolls away while the menu stays: beside the inline menu they would not fit below about 1,420 px. */}
      <div className="d-none d-lg-block header-contacts">
        <div className="container-xl d-flex justify-content-end gap-4 small">
          <a href={telHref(site.phone)}>
            <span className="visually-hidden">
              <Trans>Phone:</Trans>{' '}
            </span>
            {site.phone}
          </a>
          {firstEmail ? (
            <a href={`mailto:${firstEmail}`}>
              <span className="visually-hidden">
                <Trans>E-mail:</Trans>{' '}
              </span>
              {firstEmail}
            </a>
          ) : null}
          <LanguageDropdown />
        </div>
      </div>
      <nav className="py-2 navbar navbar-expand-xl navbar-light" aria-label={t`Main`}>
        <div className="container-xl">
          <AppLink to={paths.home()} className="d-flex align-items-center gap-2 navbar-brand">
            <PictureImg picture={site.logo} alt="" sizes={LOGO_SIZES} loading="eager" className="site-logo" />
            <span className="visually-hidden">{site.shortName}</span>
          </AppLink>
          {/* Before the buttons in the document, as on the screen from xl up: the focus order follows what is seen.
              Below xl the drawer is out of the flow and out of the focus order until it opens. */}
          <Drawer id="site-menu" title={t`Menu`} titleId="site-menu-title" show={menuOpen} onHide={() => setMenuOpen(false)}>
            <ul className="ms-auto align-items-xl-center main-nav navbar-nav" onClick={closeMenuOnLink}>
              <li className="nav-item">
                <AppNavLink className="nav-link" to={paths.home()} end>
                  {i18n._(PAGES.home.label)}
                </AppNavLink>
              </li>
              {[CATEGORY, MATERIAL].map((kind) => (
                <li className="nav-item" key={kind.seoPage}>
                  <TaxonomyDropdown kind={kind} items={kind.refs({ categories, materials })} pathname={pathname} />
                </li>
              ))}
              {MENU_PAGES.map((page) => (
                <li className="nav-item" key={page.id}>
                  <AppNavLink className="nav-link" to={page.href()}>
                    {i18n._(page.label)}
                  </AppNavLink>
                </li>
              ))}
            </ul>
            {/* Below lg the languages are in the menu; from lg, in the line above it. */}
            <LanguageList className="language-list d-lg-none border-top mt-3 pt-3" linkClassName="d-inline-block py-2" />
          </Drawer>
          <div className="d-flex align-items-center ms-auto ms-xl-2">
            <SearchOverlay />
            <BasketButton />
            {/* Below xl the menu is this button's drawer. Below md a product listing has its Filter drawer in its
                place (spec §2); every other page, the category and material grids too, keeps the way on. */}
            <button
              aria-controls="site-menu"
              type="button"
              aria-label={t`Menu`}
              className={`border-0 navbar-toggler${shownPage?.filter ? ' d-none d-md-inline-block d-xl-none' : ''}${menuOpen ? '' : ' collapsed'}`}
              onClick={() => setMenuOpen(!menuOpen)}
              {...replaysEarlyClick}
            >
              <Trans>Menu</Trans>
            </button>
          </div>
        </div>
      </nav>
      {suggested ? (
        <LazyBoundary fallback={null}>
          <LanguageSuggestion locale={suggested} />
        </LazyBoundary>
      ) : null}
    </header>
  );
}
