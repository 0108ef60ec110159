import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router-dom';
import { ADMIN_BASE, adminPaths } from '../../shared/staff/addresses';
import { AdminError } from './admin-error';
import { ADMIN_LAYOUT_ID, AdminLayout, layoutLoader, signedIn } from './admin-layout';
import { AdminLoading } from './admin-loading';
import { checkRoleFor, startScreenOf } from './sections';

// The back office's one route table. Screens are split out (each `lazy`), so signing in loads only the sign-in
// screen's code. A screen's module exports its `loader`, `action` and `Component`.

/** /admin itself: each role starts where its work is. */
async function startScreen({ request }: { request: Request }) {
  const me = await signedIn(request);
  return redirect(startScreenOf(me.role).to);
}

interface ScreenModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

/**
 * A screen inside the layout, for the roles its section of the menu names (sections.ts). Anyone else who reaches it
 * by its address is refused by its loader before the screen's own loader asks for anything, so nothing of it is
 * drawn; the error boundary says it is not for their role. Loaders run side by side, so the check is in each
 * screen's loader rather than the layout's; both read who is signed in from one request (signedIn).
 */
function screen(path: string, load: () => Promise<ScreenModule>): RouteObject {
  return {
    path,
    lazy: async () => {
      const module = await load();
      return {
        ...module,
        loader: async (args: LoaderFunctionArgs) => {
          checkRoleFor((await signedIn(args.request)).role, new URL(args.request.url).pathname);
          return module.loader ? module.loader(args) : null;
        },
      };
    },
  };
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
          screen('inquiries', () => import('./pages/inbox.route')),
          screen('inquiries/:id', () => import('./pages/inquiry.route')),
          screen('inquiries/:id/quote', () => import('./pages/quote.route')),
          screen('not-matched', () => import('./pages/unmatched-mail.route')),
          screen('dashboard', () => import('./pages/dashboard.route')),
          screen('staff', () => import('./pages/staff.route')),
          screen('tokens', () => import('./pages/tokens.route')),
          screen('audit', () => import('./pages/audit.route')),
          screen('account', () => import('./pages/account.route')),
          screen('inbox-settings', () => import('./pages/inbox-settings.route')),
          screen('buyer-data', () => import('./pages/buyer-data.route')),
          screen('reply-templates', () => import('./pages/reply-templates.route')),
          screen('content', () => import('./pages/content-index.route')),
          screen('content/:type', () => import('./pages/content-list.route')),
          screen('content/:type/order', () => import('./pages/content-order.route')),
          screen('content/product/import', () => import('./pages/product-import.route')),
          screen('content/:type/:id', () => import('./pages/content-edit.route')),
          screen('pictures', () => import('./pages/pictures.route')),
          screen('translations', () => import('./pages/translations.route')),
          screen('translations/:kind/:id', () => import('./pages/translation.route')),
          { path: '*', loader: () => redirect(adminPaths.home) },
        ],
      },
    ],
  },
];
