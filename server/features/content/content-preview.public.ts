import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { productDetailOf } from '../catalogue/product-detail.public';
import { type ContentBlock, HERO_SLIDE_COUNT, type ListResponse, type Slide } from '../../../shared/catalogue';
import type { ContentTypeKey } from '../../../shared/content/content-types';
import { paths } from '../../../shared/paths';
import { catalogueApi } from '../../../shared/contracts/catalogue';
import { companyApi } from '../../../shared/contracts/company';
import type { ApiCaller, Endpoint } from '../../../shared/contracts/define-endpoint';
import type { Db } from '../../db/connect';
import { cleanHtml } from '../../render/sanitize';
import { findLive } from './content.repository';
import { findDraft } from './content-draft.repository';
import { toValues } from './content-storage';

// A draft as the public site will show it, for whoever has its preview link: the page is rendered by the site's own
// renderer (without its page cache), with the public API's answers changed to include the draft. Never cached,
// never indexed; the link ends after a day.

export const PREVIEW_GONE = 'This preview link has ended or never existed. Ask for a new one in the back office.';

interface PreviewPlan {
  /** The page to render. */
  address: string;
  /** The public API's answer with the draft in it, or undefined to ask the site as usual. */
  answer: (endpoint: Endpoint, input: { params?: Record<string, unknown>; body?: Record<string, unknown> } | undefined) => unknown;
}

const previewed = new AsyncLocalStorage<PreviewPlan>();

/** The public API as the preview renderer asks it: the draft's answers first, the site's otherwise. */
export function previewingApi(api: ApiCaller): ApiCaller {
  return (async (endpoint: Endpoint, ...input: unknown[]) => {
    const plan = previewed.getStore();
    const answer = plan?.answer(endpoint, input[0] as never);
    if (answer !== undefined) return answer;
    return (api as (endpoint: Endpoint, ...rest: unknown[]) => Promise<unknown>)(endpoint, ...input);
  }) as ApiCaller;
}

async function planOf(db: Db, api: ApiCaller, key: ContentTypeKey, id: number): Promise<PreviewPlan | null> {
  const [draft, live] = await Promise.all([findDraft(db, key, id), findLive(db, key, id)]);
  const raw = draft?.item_values ?? live;
  if (!raw) return null;
  if (key === 'product') {
    const values = toValues(key, raw);
    const [category, material] = await Promise.all([
      db.selectFrom('category').select(['id', 'path', 'name']).where('id', '=', Number(values.category_id)).executeTakeFirst(),
      db.selectFrom('material').select(['id', 'path', 'name']).where('id', '=', Number(values.material_id)).executeTakeFirst(),
    ]);
    if (!category || !material) return null;
    const product = productDetailOf(id, values, {
      category: { _id: category.id, path: category.path, name: category.name },
      material: { _id: material.id, path: material.path, name: material.name },
      updatedAt: draft?.updated_at ?? new Date(),
    });
    return {
      address: paths.product(product.path),
      answer: (endpoint, input) => (endpoint === catalogueApi.productByPath && input?.params?.path === product.path ? product : undefined),
    };
  }
  if (key === 'slide') {
    const values = toValues(key, raw);
    if (!values.background) return null;
    const slide: Slide = {
      _id: id,
      backgroundImage: values.background,
      description: cleanHtml(values.description),
      redirectTo: values.redirect_to,
      contentLink: values.content_link,
    };
    return {
      address: paths.home(),
      // The draft comes first, where an editor looks for it, among the slides the home page shows.
      answer: (endpoint) =>
        endpoint === companyApi.slideSearch
          ? api(companyApi.slideSearch, { body: { page: 1, pageSize: HERO_SLIDE_COUNT } }).then((live): ListResponse<Slide> => ({
              data: [slide, ...live.data.filter((s) => s._id !== id)].slice(0, HERO_SLIDE_COUNT),
              total: live.total + 1,
            }))
          : undefined,
    };
  }
  if (key === 'page-block') {
    const values = toValues(key, raw);
    const block: ContentBlock = {
      section: String(values.section),
      title: values.title,
      body: cleanHtml(values.body),
      image: values.image,
    };
    return {
      address: `/${String(values.page)}`,
      // A published block's changes show in its place; a new block joins the end of its section.
      answer: (endpoint, input) =>
        endpoint === companyApi.pageContent && input?.params?.page === values.page
          ? api(companyApi.pageContent, { params: { page: String(values.page) }, query: {} }).then((blocks) => {
              const place = live ? (blocks ?? []).findIndex((b) => b.section === live.section && b.title === live.title) : -1;
              return place < 0 ? [...(blocks ?? []), block] : (blocks ?? []).map((b, i) => (i === place ? block : b));
            })
          : undefined,
    };
  }
  return null;
}

/** GET /preview/:token — renders the previewed draft with `renderPreview` (the site's renderer on `previewingApi`). */
export function previewRoute(db: Db, api: ApiCaller, renderPreview: RequestHandler, now: () => Date = () => new Date()): RequestHandler {
  return async (req: Request, res: Response, next) => {
    const token = String(req.params.token ?? '');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const row = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await db
          .selectFrom('content_preview')
          .select(['content_type', 'item_id'])
          .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
          .where('expires_at', '>', now())
          .executeTakeFirst()
      : undefined;
    const plan = row ? await planOf(db, api, row.content_type as ContentTypeKey, row.item_id) : null;
    if (!plan) {
      res.status(404).type('text/plain').send(PREVIEW_GONE);
      return;
    }
    // The page renders as at its own address; the browser keeps the preview's (see client/entry.client.tsx).
    req.url = plan.address;
    req.originalUrl = plan.address;
    await previewed.run(plan, () => renderPreview(req, res, next));
  };
}
