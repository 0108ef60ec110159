// The back office's bundle: loaded by /admin's pages alone, never by the public site (its own entry in
// vite.config.ts; server/render/browser-bundle.test.ts checks that no public page reaches it).
import 'bootstrap/dist/css/bootstrap.css';
import './admin.css';
import 'react-toastify/dist/ReactToastify.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from './admin-routes';

const router = createBrowserRouter(adminRoutes);

createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
