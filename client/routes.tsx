import { redirect, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/paths';
import { Layout, LayoutError } from './routes/layout.route';
import { LAYOUT_ROUTE_ID, layoutLoader } from './routes/layout-data';
import { NotFoundPage, PageError } from './routes/not-found';
import { notFound } from './routes/route-params';

const permanently = (to: string) => () => redirect(to, 301);

/** The one route table, used by the server (static handler) and the browser (data router). */
export const routes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    path: '/',
    loader: layoutLoader,
    // Categories, materials and customers are loaded once per visit (spec §2).
    shouldRevalidate: () => false,
    Component: Layout,
    ErrorBoundary: LayoutError,
    children: [
      {
        ErrorBoundary: PageError,
        children: [
          { index: true, lazy: () => import('./routes/home.route') },
          { path: 'categories', loader: permanently(paths.categories()) },
          { path: 'categories/page/:page', lazy: () => import('./routes/categories.route') },
          { path: 'categories/:path/page/:page', lazy: () => import('./routes/category-products.route') },
          { path: 'materials', loader: permanently(paths.materials()) },
          { path: 'materials/page/:page', lazy: () => import('./routes/materials.route') },
          { path: 'materials/:path/page/:page', lazy: () => import('./routes/material-products.route') },
          { path: 'products', loader: permanently(paths.products()) },
          { path: 'products/page/:page', lazy: () => import('./routes/products.route') },
          { path: 'product/:path', lazy: () => import('./routes/product.route') },
          { path: 'order/:path', lazy: () => import('./routes/order.route') },
          { path: 'search/:path/page/:page', lazy: () => import('./routes/search.route') },
          { path: 'contact', lazy: () => import('./routes/contact.route') },
          { path: 'about-us', lazy: () => import('./routes/about-us.route') },
          { path: 'product-videos', lazy: () => import('./routes/product-videos.route') },
          { path: 'faqs', lazy: () => import('./routes/faqs.route') },
          { path: 'how-we-make', lazy: () => import('./routes/how-we-make.route') },
          { path: 'quality-control', lazy: () => import('./routes/quality-control.route') },
          // The loader answers 404; the error boundary above shows the not-found page.
          { path: 'not-found', loader: notFound, Component: NotFoundPage },
          { path: '*', loader: () => redirect(paths.notFound()) },
        ],
      },
    ],
  },
];
