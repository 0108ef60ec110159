import { redirect, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/paths';
import { Layout, LayoutError } from './routes/layout.route';
import { LAYOUT_ROUTE_ID, layoutLoader } from './routes/layout-data';
import { NotFoundPage, PageError } from './routes/not-found';
import { notFound } from './routes/route-params';

const permanently = (to: string) => () => redirect(to, 301);

/**
 * The one route table, used by the server (static handler) and the browser (data router). A page split out of
 * the first script has its module's name as route id: that is how the server finds its chunks to preload.
 */
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
          { id: 'home', index: true, lazy: () => import('./routes/home.route') },
          { path: 'categories', loader: permanently(paths.categories()) },
          { id: 'categories', path: 'categories/page/:page', lazy: () => import('./routes/categories.route') },
          { id: 'category-products', path: 'categories/:path/page/:page', lazy: () => import('./routes/category-products.route') },
          { path: 'materials', loader: permanently(paths.materials()) },
          { id: 'materials', path: 'materials/page/:page', lazy: () => import('./routes/materials.route') },
          { id: 'material-products', path: 'materials/:path/page/:page', lazy: () => import('./routes/material-products.route') },
          { path: 'products', loader: permanently(paths.products()) },
          { id: 'products', path: 'products/page/:page', lazy: () => import('./routes/products.route') },
          { id: 'product', path: 'product/:path', lazy: () => import('./routes/product.route') },
          { id: 'order', path: 'order/:path', lazy: () => import('./routes/order.route') },
          { id: 'search', path: 'search/:path/page/:page', lazy: () => import('./routes/search.route') },
          { id: 'contact', path: 'contact', lazy: () => import('./routes/contact.route') },
          { id: 'about-us', path: 'about-us', lazy: () => import('./routes/about-us.route') },
          { id: 'product-videos', path: 'product-videos', lazy: () => import('./routes/product-videos.route') },
          { id: 'faqs', path: 'faqs', lazy: () => import('./routes/faqs.route') },
          { id: 'how-we-make', path: 'how-we-make', lazy: () => import('./routes/how-we-make.route') },
          { id: 'quality-control', path: 'quality-control', lazy: () => import('./routes/quality-control.route') },
          // The loader answers 404; the error boundary above shows the not-found page.
          { path: 'not-found', loader: notFound, Component: NotFoundPage },
          { path: '*', loader: () => redirect(paths.notFound()) },
        ],
      },
    ],
  },
];
