import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink, AppNavLink } from './app-link';
import type { TaxonomyRef } from '../../shared/catalogue';
import { PAGE_LIST, PAGES, pagesIn, paths } from '../page-registry';
import { replaysEarlyClick } from '../early-click';
import { useLayoutData } from '../routes/layout-data';
import { CATEGORY, MATERIAL, type TaxonomyKind } from '../routes/taxonomy-kinds';
import { BasketButton } from './basket/basket-button';
import { Drawer } from './drawer';
import { NavDropdown } from './nav-dropdown';
import { PictureImg } from './picture-img';
import { SearchOverlay } from './search-overlay';
import { telHref } from './tel-href';
import { useScrolledPast } from './use-scrolled-past';

// The sections of the listings: every page under them has the listing's own Filter drawer.
const LISTING_SECTIONS = PAGE_LIST.flatMap((page) => (page.section ? [page.section] : []));
const isListing = (pathname: string) => LISTING_SECTIONS.some((section) => pathname.startsWith(section));

const MENU_PAGES = pagesIn('nav');

function TaxonomyDropdown({ kind, items, pathname }: { kind: TaxonomyKind; items: TaxonomyRef[]; pathname: string }) {
  const allHref = kind.indexHref();
  // '/categories/page/1' → every page under '/categories' marks the dropdown as where the visitor is.
  const section = `/${allHref.split('/')[1]}`;
  return (
    <NavDropdown id={`nav-${kind.plural.toLowerCase()}`} title={kind.plural} active={pathname.startsWith(section)}>
      <AppLink className="dropdown-item" to={allHref}>
        All {kind.plural.toLowerCase()}
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

// Bootstrap's md breakpoint, where navbar-expand-md shows the menu inline.
const MENU_INLINE_FROM = '(min-width: 768px)';

export function Header() {
  const { site, categories, materials } = useLayoutData();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  const firstEmail = site.email[0];

  const [menuOpen, setMenuOpen] = useState(false);
  // From md up the menu is the inline navbar: a drawer left open on a phone or tablet turned sideways closes.
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
  // A page chosen from the phone menu closes it; the dropdown toggles inside it are buttons.
  const closeMenuOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a[href]:not([role="button"])')) setMenuOpen(false);
  };

  return (
    <header className={`site-header sticky-top bg-white${scrolled ? ' shadow' : ''}`}>
      <nav className="py-2 navbar navbar-expand-md navbar-light">
        <div className="container-xl">
          <AppLink to={paths.home()} className="d-flex align-items-center gap-2 navbar-brand">
            <PictureImg picture={site.logo} alt="" sizes="170px" loading="eager" className="site-logo" />
            <span className="visually-hidden">{site.shortName}</span>
          </AppLink>
          <div className="d-flex align-items-center order-md-last ms-md-2">
            <div className="d-none d-xxl-flex flex-column small text-end me-2 header-contacts">
              <a href={telHref(site.phone)}>{site.phone}</a>
              {firstEmail ? <a href={`mailto:${firstEmail}`}>{firstEmail}</a> : null}
            </div>
            <SearchOverlay />
            <BasketButton />
            {/* Listings have their own Filter drawer on phones (spec §2): no Menu button there. */}
            {isListing(pathname) ? null : (
              <button
                aria-controls="site-menu"
                type="button"
                aria-label="Menu"
                className={`border-0 navbar-toggler${menuOpen ? '' : ' collapsed'}`}
                onClick={() => setMenuOpen(!menuOpen)}
                {...replaysEarlyClick}
              >
                Menu
              </button>
            )}
          </div>
          <Drawer id="site-menu" title="Menu" titleId="site-menu-title" show={menuOpen} onHide={() => setMenuOpen(false)}>
            <ul className="ms-auto align-items-md-center main-nav navbar-nav" onClick={closeMenuOnLink}>
              <li className="nav-item">
                <AppNavLink className="nav-link" to={paths.home()} end>
                  {PAGES.home.label}
                </AppNavLink>
              </li>
              {[CATEGORY, MATERIAL].map((kind) => (
                <li className="nav-item" key={kind.plural}>
                  <TaxonomyDropdown kind={kind} items={kind.refs({ categories, materials })} pathname={pathname} />
                </li>
              ))}
              {MENU_PAGES.map((page) => (
                <li className="nav-item" key={page.id}>
                  <AppNavLink className="nav-link" to={page.href()}>
                    {page.label}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </Drawer>
        </div>
      </nav>
    </header>
  );
}
