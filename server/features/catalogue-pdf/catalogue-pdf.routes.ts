import { type Request, type Response, Router } from 'express';
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '../../../shared/i18n/locales';
import { CATALOGUE_PDF_PATH, LINE_SHEET_FOLDER } from '../../../shared/paths';
import { cacheControl } from '../../http/cache-policy';
import { notFound } from '../../http/http-error';
import type { CatalogueFile, CataloguePdfService } from './catalogue-pdf.service';

/** A file as the browser opens it: in its PDF viewer, saved under its name, asked again with its ETag. */
function sendFile(req: Request, res: Response, file: CatalogueFile) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${file.fileName}"`);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(file.bytes);
}

const LINE_SHEET_FILE = /^(.+)\.pdf$/;

/** The edition an address asks for: English without a prefix, another site locale under its own; null: none. */
function localeOf(req: Request): SiteLocale | null {
  const prefix = (req.params as { locale?: string }).locale;
  if (prefix === undefined) return DEFAULT_LOCALE;
  return isSiteLocale(prefix) && prefix !== DEFAULT_LOCALE ? prefix : null;
}

/**
 * /catalogue.pdf and /catalogue/<category path>.pdf in English, /de/catalogue.pdf and /de/catalogue/<its path in
 * German>.pdf in German, and so on; a line sheet's old path, or its English path in a language where the category has
 * a path of its own, answers 301 to its address (as the category's page does); an address that names no category,
 * or no locale of the site, answers 404.
 */
export function cataloguePdfRoutes(
  service: CataloguePdfService,
  /** Where an address a line sheet once had, or its English one under a prefix where it is translated, leads now. */
  redirectFor: (pathname: string) => Promise<string | null>,
): Router {
  const router = Router();
  router.get([CATALOGUE_PDF_PATH, `/:locale${CATALOGUE_PDF_PATH}`], cacheControl('catalogueFile'), async (req, res) => {
    const locale = localeOf(req);
    if (!locale) throw notFound();
    sendFile(req, res, await service.catalogue(locale));
  });
  router.get([`${LINE_SHEET_FOLDER}/:file`, `/:locale${LINE_SHEET_FOLDER}/:file`], cacheControl('catalogueFile'), async (req, res) => {
    const locale = localeOf(req);
    const categoryPath = LINE_SHEET_FILE.exec(String(req.params.file))?.[1];
    const file = locale && categoryPath ? await service.lineSheet(categoryPath, locale) : null;
    if (file) return sendFile(req, res, file);
    const movedTo = locale ? await redirectFor(req.path) : null;
    if (!movedTo) throw notFound();
    res.redirect(301, movedTo);
  });
  return router;
}
