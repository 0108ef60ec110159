import { Router } from 'express';
import type { CatalogueApi } from '../../shared/api/catalogue-api';
import { endpoints } from '../../shared/api/endpoints';
import { notFound } from '../http/http-error';
import {
  contentPageSchema,
  customerQuerySchema,
  pageQuerySchema,
  pathParamSchema,
  productListQuerySchema,
  productSearchSchema,
  productQuerySchema,
  videoQuerySchema,
} from './catalogue.schemas';

// Public catalogue data. The auth-token header is accepted and ignored: nothing here depends on who asks.
export function catalogueRouter(api: CatalogueApi): Router {
  const router = Router();

  router.get(endpoints.site.path, async (_req, res) => {
    res.json(await api.site());
  });
  router.post(endpoints.categorySearch.path, async (req, res) => {
    res.json(await api.categories(pageQuerySchema.parse(req.body)));
  });
  router.post(endpoints.materialSearch.path, async (req, res) => {
    res.json(await api.materials(pageQuerySchema.parse(req.body)));
  });
  router.post(endpoints.customerSearch.path, async (req, res) => {
    res.json(await api.customers(customerQuerySchema.parse(req.body)));
  });
  router.post(endpoints.slideSearch.path, async (req, res) => {
    res.json(await api.slides(pageQuerySchema.parse(req.body)));
  });
  router.get(endpoints.homeBlocks.path, async (_req, res) => {
    res.json(await api.homeBlocks());
  });
  router.post(endpoints.featuredProducts.path, async (req, res) => {
    res.json(await api.featuredProducts(pageQuerySchema.parse(req.body)));
  });
  router.post(endpoints.productSearch.path, async (req, res) => {
    res.json(await api.searchProducts(productSearchSchema.parse(req.body)));
  });
  router.post(endpoints.productList.path, async (req, res) => {
    res.json(await api.products(productListQuerySchema.parse(req.body)));
  });
  router.post(endpoints.productsByCategory.path, async (req, res) => {
    const list = await api.productsByCategory(productQuerySchema.parse(req.body));
    if (!list) throw notFound('Unknown category');
    res.json(list);
  });
  router.post(endpoints.productsByMaterial.path, async (req, res) => {
    const list = await api.productsByMaterial(productQuerySchema.parse(req.body));
    if (!list) throw notFound('Unknown material');
    res.json(list);
  });
  router.get(endpoints.productByPath.path, async (req, res) => {
    const product = await api.productByPath(pathParamSchema.parse(req.params.path));
    if (!product) throw notFound('Unknown product');
    res.json(product);
  });
  router.get(endpoints.faqs.path, async (_req, res) => {
    res.json(await api.faqs());
  });
  router.get(endpoints.pageContent.path, async (req, res) => {
    const parsed = contentPageSchema.safeParse(req.params.page);
    if (!parsed.success) throw notFound('Unknown page');
    res.json(await api.pageContent(parsed.data));
  });

  router.get(endpoints.videoSearch.path, async (req, res) => {
    res.json(await api.videos(videoQuerySchema.parse(req.query)));
  });

  return router;
}
