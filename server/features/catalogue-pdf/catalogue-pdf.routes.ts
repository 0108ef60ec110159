import { type Request, type Response, Router } from 'express';
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

/** /catalogue.pdf and /catalogue/<category path>.pdf; an address that names no category answers 404. */
export function cataloguePdfRoutes(service: CataloguePdfService): Router {
  const router = Router();
  router.get(CATALOGUE_PDF_PATH, cacheControl('catalogueFile'), async (req, res) => {
    sendFile(req, res, await service.catalogue());
  });
  router.get(`${LINE_SHEET_FOLDER}/:file`, cacheControl('catalogueFile'), async (req, res) => {
    const categoryPath = LINE_SHEET_FILE.exec(String(req.params.file))?.[1];
    const file = categoryPath ? await service.lineSheet(categoryPath) : null;
    if (!file) throw notFound();
    sendFile(req, res, file);
  });
  return router;
}
