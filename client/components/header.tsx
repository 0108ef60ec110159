import { Container, Nav, NavDropdown, Navbar, Offcanvas } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { TaxonomyRef } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { useLayoutData } from '../routes/layout-data';
import { BasketButton } from './basket/basket-button';
import { PictureImg } from './picture-img';
import { SearchOverlay } from './search-overlay';
import { telHref } from './tel-href';
import { useScrolledPast } from './use-scrolled-past';

const LISTING_PREFIXES = ['/categories', '/materials', '/products'];
const isListing = (pathname: string) => LISTING_PREFIXES.some((prefix) => pathname.startsWith(prefix));

const SIMPLE_LINKS = [
  { to: paths.qualityControl(), label: 'Quality Control' },
  { to: paths.howWeMake(), label: 'How we make' },
  { to: paths.productVideos(), label: 'Product Videos' },
  { to: paths.aboutUs(), label: 'About Us' },
  { to: paths.contact(), label: 'Contact' },
  { to: paths.faqs(), label: 'FAQs' },
];

function TaxonomyDropdown({
  id,
  title,
  items,
  allHref,
  itemHref,
  active,
}: {
  id: string;
  title: string;
  items: TaxonomyRef[];
  allHref: string;
  itemHref: (path: string) => string;
  active: boolean;
}) {
  return (
    <NavDropdown id={id} title={title} active={active} renderMenuOnMount>
      <NavDropdown.Item as={Link} to={allHref}>
        All {title.toLowerCase()}
      </NavDropdown.Item>
      <NavDropdown.Divider />
      {items.map((item) => (
        <NavDropdown.Item key={item._id} as={Link} to={itemHref(item.path)}>
          {item.name}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

export function Header() {
  const { site, categories, materials } = useLayoutData();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  const firstEmail = site.email[0];

  return (
    <header className={`site-header sticky-top bg-white${scrolled ? ' shadow' : ''}`}>
      <Navbar expand="md" className="py-2" collapseOnSelect>
        <Container fluid="xl">
          <Navbar.Brand as={Link} to={paths.home()} className="d-flex align-items-center gap-2">
            <PictureImg picture={site.logo} alt="" sizes="170px" loading="eager" className="site-logo" />
            <span className="visually-hidden">{site.shortName}</span>
          </Navbar.Brand>
          <div className="d-flex align-items-center order-md-last ms-md-2">
            <div className="d-none d-xxl-flex flex-column small text-end me-2 header-contacts">
              <a href={telHref(site.phone)}>{site.phone}</a>
              {firstEmail ? <a href={`mailto:${firstEmail}`}>{firstEmail}</a> : null}
            </div>
            <SearchOverlay />
            <BasketButton />
            {/* Listings have their own Filter drawer on phones (spec §2): no Menu button there. */}
            {isListing(pathname) ? null : (
              <Navbar.Toggle aria-controls="site-menu" label="Menu" className="border-0">
                Menu
              </Navbar.Toggle>
            )}
          </div>
          <Navbar.Offcanvas id="site-menu" placement="end" aria-labelledby="site-menu-title">
            <Offcanvas.Header closeButton>
              <Offcanvas.Title id="site-menu-title">Menu</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>
              <Nav as="ul" className="ms-auto align-items-md-center main-nav">
                <Nav.Item as="li">
                  <Nav.Link as={NavLink} to={paths.home()} end>
                    Home
                  </Nav.Link>
                </Nav.Item>
                <Nav.Item as="li">
                  <TaxonomyDropdown
                    id="nav-categories"
                    title="Categories"
                    items={categories}
                    allHref={paths.categories()}
                    itemHref={(path) => paths.category(path)}
                    active={pathname.startsWith('/categories')}
                  />
                </Nav.Item>
                <Nav.Item as="li">
                  <TaxonomyDropdown
                    id="nav-materials"
                    title="Materials"
                    items={materials}
                    allHref={paths.materials()}
                    itemHref={(path) => paths.material(path)}
                    active={pathname.startsWith('/materials')}
                  />
                </Nav.Item>
                {SIMPLE_LINKS.map((link) => (
                  <Nav.Item as="li" key={link.to}>
                    <Nav.Link as={NavLink} to={link.to}>
                      {link.label}
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
            </Offcanvas.Body>
          </Navbar.Offcanvas>
        </Container>
      </Navbar>
    </header>
  );
}
