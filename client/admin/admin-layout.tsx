import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { type LoaderFunctionArgs, Outlet, useLoaderData, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { staffApi, type Me } from '../../shared/contracts/staff';
import { adminPaths } from '../../shared/staff/addresses';
import { ROLE_LABELS, type StaffRole } from '../../shared/staff/roles';
import { AppLink, AppNavLink } from '../components/app-link';
import { callStaffApi, loadFromStaffApi } from './staff-client';

export const ADMIN_LAYOUT_ID = 'admin';

/** Who is signed in: every screen under the layout may read it. */
export async function layoutLoader({ request }: LoaderFunctionArgs): Promise<Me> {
  return loadFromStaffApi(request, staffApi.me);
}

export const useMe = () => useRouteLoaderData(ADMIN_LAYOUT_ID) as Me;

interface Section {
  to: string;
  label: string;
  roles: readonly StaffRole[];
}

/** The menu: each role sees what it may use (the server checks again). */
const SECTIONS: Section[] = [
  { to: adminPaths.inbox, label: 'Inbox', roles: ['owner', 'sales'] },
  { to: adminPaths.unmatchedMail, label: 'Not matched', roles: ['owner', 'sales'] },
  // Owners keep the templates; everyone who replies keeps their own signature there.
  { to: adminPaths.replyTools, label: 'Templates', roles: ['owner', 'sales'] },
  { to: adminPaths.content, label: 'Content', roles: ['owner', 'editor'] },
  { to: adminPaths.pictures, label: 'Pictures', roles: ['owner', 'editor'] },
  { to: adminPaths.dashboard, label: 'Dashboard', roles: ['owner'] },
  { to: adminPaths.staff, label: 'Staff', roles: ['owner'] },
  { to: adminPaths.tokens, label: 'API tokens', roles: ['owner'] },
  { to: adminPaths.audit, label: 'Audit log', roles: ['owner'] },
  // Owners change the inbox's settings; sales staff see them (the holidays the clock leaves out).
  { to: adminPaths.inboxSettings, label: 'Inbox settings', roles: ['owner', 'sales'] },
];

export const sectionsFor = (role: StaffRole) => SECTIONS.filter((s) => s.roles.includes(role));

export function AdminLayout() {
  const me = useLoaderData() as Me;
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const signOut = async () => {
    await callStaffApi(staffApi.signOut).catch(() => undefined);
    await navigate(adminPaths.signIn);
  };
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" expand="xl" expanded={expanded} onToggle={setExpanded} className="mb-3">
        <Container fluid>
          <Navbar.Brand as={AppLink} to={adminPaths.home}>
            Back office
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-menu" aria-label="Menu" />
          <Navbar.Collapse id="admin-menu">
            <Nav className="me-auto" as="ul" aria-label="Back office">
              {sectionsFor(me.role).map((section) => (
                <Nav.Item as="li" key={section.to}>
                  <AppNavLink to={section.to} className="nav-link" onClick={() => setExpanded(false)}>
                    {section.label}
                  </AppNavLink>
                </Nav.Item>
              ))}
            </Nav>
            <Nav as="ul">
              <Nav.Item as="li">
                <AppNavLink to={adminPaths.account} className="nav-link" onClick={() => setExpanded(false)}>
                  {me.name} <span className="badge text-bg-secondary">{ROLE_LABELS[me.role]}</span>
                </AppNavLink>
              </Nav.Item>
              <Nav.Item as="li">
                <button type="button" className="btn btn-link nav-link" onClick={() => void signOut()}>
                  Sign out
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
