// The back office's bundle: loaded by /admin's pages alone, never by the public site (its own entry in
// vite.config.ts; server/render/browser-bundle.test.ts checks that no public page reaches it).
import 'bootstrap/dist/css/bootstrap.css';
import './admin.css';
import 'react-toastify/dist/ReactToastify.css';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { negotiateStaffLocale } from '../../shared/i18n/staff-locale';
import { adminRoutes } from './admin-routes';
import { activateStaffLocale, staffI18n } from './staff-i18n';

const router = createBrowserRouter(adminRoutes);

// Before anyone has signed in (the sign-in and password-link pages) the back office speaks the browser's language;
// once someone has, the layout's loader switches to theirs.
void activateStaffLocale(negotiateStaffLocale(navigator.languages)).then(() =>
  createRoot(document.getElementById('admin-root')!).render(
    <StrictMode>
      <I18nProvider i18n={staffI18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  ),
);
