import { redirect, type RouteObject } from 'react-router-dom';
import { ADMIN_BASE, adminPaths } from '../../shared/staff/addresses';
import { AdminError } from './admin-error';
import { ADMIN_LAYOUT_ID, AdminLayout, layoutLoader } from './admin-layout';
import { AdminLoading } from './admin-loading';
import { loadFromStaffApi } from './staff-client';
import { staffApi } from '../../shared/contracts/staff';

// The back office's one route table. Screens are split out (each `lazy`), so signing in loads only the sign-in
// screen's code. A screen's module exports its `loader`, `action` and `Component`.

/** /admin itself: each role starts where its work is. */
async function startScreen({ request }: { request: Request }) {
  const me = await loadFromStaffApi(request, staffApi.me);
  return redirect(me.role === 'editor' ? adminPaths.content : adminPaths.inbox);
}

export const adminRoutes: RouteObject[] = [
  { path: adminPaths.signIn, lazy: () => import('./pages/sign-in.route'), ErrorBoundary: AdminError, HydrateFallback: AdminLoading },
  {
    path: adminPaths.forgotPassword,
    lazy: () => import('./pages/forgot-password.route'),
    ErrorBoundary: AdminError,
    HydrateFallback: AdminLoading,
  },
  {
    path: `${ADMIN_BASE}/link/:token`,
    lazy: () => import('./pages/use-link.route'),
    ErrorBoundary: AdminError,
    HydrateFallback: AdminLoading,
  },
  {
    id: ADMIN_LAYOUT_ID,
    path: ADMIN_BASE,
    loader: layoutLoader,
    Component: AdminLayout,
    ErrorBoundary: AdminError,
    HydrateFallback: AdminLoading,
    children: [
      { index: true, loader: startScreen },
      {
        ErrorBoundary: AdminError,
        children: [
          { path: 'inquiries', lazy: () => import('./pages/inbox.route') },
          { path: 'inquiries/:id', lazy: () => import('./pages/inquiry.route') },
          { path: 'inquiries/:id/quote', lazy: () => import('./pages/quote.route') },
          { path: 'not-matched', lazy: () => import('./pages/unmatched-mail.route') },
          { path: 'dashboard', lazy: () => import('./pages/dashboard.route') },
          { path: 'staff', lazy: () => import('./pages/staff.route') },
          { path: 'tokens', lazy: () => import('./pages/tokens.route') },
          { path: 'audit', lazy: () => import('./pages/audit.route') },
          { path: 'account', lazy: () => import('./pages/account.route') },
          { path: 'inbox-settings', lazy: () => import('./pages/inbox-settings.route') },
          { path: 'reply-templates', lazy: () => import('./pages/reply-templates.route') },
          { path: 'content', lazy: () => import('./pages/content-index.route') },
          { path: 'content/:type', lazy: () => import('./pages/content-list.route') },
          { path: 'content/:type/order', lazy: () => import('./pages/content-order.route') },
          { path: 'content/product/import', lazy: () => import('./pages/product-import.route') },
          { path: 'content/:type/:id', lazy: () => import('./pages/content-edit.route') },
          { path: 'pictures', lazy: () => import('./pages/pictures.route') },
          { path: '*', loader: () => redirect(adminPaths.home) },
        ],
      },
    ],
  },
];
