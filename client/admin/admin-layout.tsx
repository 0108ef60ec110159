import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { type LoaderFunctionArgs, Outlet, useLoaderData, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { staffApi, type Me } from '../../shared/contracts/staff';
import { adminPaths } from '../../shared/staff/addresses';
import { ROLE_NAMES } from '../../shared/staff/roles';
import { AppLink, AppNavLink } from '../components/app-link';
import { sectionsFor } from './sections';
import { activateStaffLocale } from './staff-i18n';
import { callStaffApi, loadFromStaffApi } from './staff-client';

export const ADMIN_LAYOUT_ID = 'admin';

const meOfNavigation = new WeakMap<Request, Promise<Me>>();

/**
 * Who is signed in, asked once per navigation: the layout's loader and the screen's role check (admin-routes.tsx)
 * run side by side with the same request and share the answer.
 */
export function signedIn(request: Request): Promise<Me> {
  let me = meOfNavigation.get(request);
  if (!me) {
    me = loadFromStaffApi(request, staffApi.me);
    meOfNavigation.set(request, me);
  }
  return me;
}

/** Who is signed in, their language's catalogue loaded before any screen renders: every screen may read it. */
export async function layoutLoader({ request }: LoaderFunctionArgs): Promise<Me> {
  const me = await signedIn(request);
  await activateStaffLocale(me.locale);
  return me;
}

export const useMe = () => useRouteLoaderData(ADMIN_LAYOUT_ID) as Me;

export function AdminLayout() {
  const { i18n, t } = useLingui();
  const me = useLoaderData() as Me;
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const signOut = async () => {
    await callStaffApi(staffApi.signOut).catch(() => undefined);
    await navigate(adminPaths.signIn);
  };
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" expand="lg" expanded={expanded} onToggle={setExpanded} className="mb-3">
        <Container fluid>
          <Navbar.Brand as={AppLink} to={adminPaths.home}>
            <Trans>Back office</Trans>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-menu" aria-label={t`Menu`} />
          <Navbar.Collapse id="admin-menu">
            <Nav className="me-auto flex-wrap" as="ul" aria-label={t`Back office`}>
              {sectionsFor(me.role).map((section) => (
                <Nav.Item as="li" key={section.to}>
                  <AppNavLink to={section.to} className="nav-link" onClick={() => setExpanded(false)}>
                    {i18n._(section.label)}
                  </AppNavLink>
                </Nav.Item>
              ))}
            </Nav>
            <Nav as="ul">
              <Nav.Item as="li">
                <AppNavLink to={adminPaths.account} className="nav-link" onClick={() => setExpanded(false)}>
                  {me.name} <span className="badge text-bg-secondary">{i18n._(ROLE_NAMES[me.role])}</span>
                </AppNavLink>
              </Nav.Item>
              <Nav.Item as="li">
                <button type="button" className="btn btn-link nav-link" onClick={() => void signOut()}>
                  <Trans>Sign out</Trans>
                </button>
              </Nav.Item>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <Container fluid as="main" className="admin-main pb-5" id="main">
        <Outlet />
      </Container>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop />
    </>
  );
}
