import { accessMatrix, type Admitted, CONTENT, type Parts, pngWithText, unique } from '../../../test/access-matrix';

// Who may call which endpoint of the content editors' contracts: content, the picture library, the product CSV and
// documents, asked by nobody, by a session and by an API token of each role. The machinery, and what each outcome
// means, is in test/access-matrix.ts; the accounts and sales parts are beside this file.

interface Fixtures {
  faqId: number;
  otherFaqId: number;
  slideId: number;
  mediaId: number;
  productId: number;
  /** A picture for the delete endpoint: the first admitted role deletes it, the next ones find it gone (404). */
  doomedMediaId: number;
}

const MATRIX: Record<string, Admitted> = {
  'content.list': CONTENT,
  'content.ordered': CONTENT,
  'content.reorder': CONTENT,
  'content.options': CONTENT,
  'content.get': CONTENT,
  'content.create': CONTENT,
  'content.update': CONTENT,
  'content.remove': CONTENT,
  'content.history': CONTENT,
  'content.restore': CONTENT,
  'content.historyVersion': CONTENT,
  'content.saveDraft': CONTENT,
  'content.discardDraft': CONTENT,
  'content.publish': CONTENT,
  'content.preview': CONTENT,
  'content.bulk': CONTENT,
  'content.duplicate': CONTENT,
  'media.upload': CONTENT,
  'media.replaceFile': CONTENT,
  'media.list': CONTENT,
  'media.get': CONTENT,
  'media.update': CONTENT,
  'media.retry': CONTENT,
  'media.remove': CONTENT,
  'productCsv.exportCsv': CONTENT,
  'productCsv.importCsv': CONTENT,
  'documents.upload': CONTENT,
  'translations.queue': CONTENT,
  'translations.item': CONTENT,
  'translations.save': CONTENT,
  'translations.machineDraft': CONTENT,
  'translations.schedule': CONTENT,
  'translations.unschedule': CONTENT,
  'translations.history': CONTENT,
  'translations.historyVersion': CONTENT,
  'translations.restore': CONTENT,
  'translations.exportXliff': CONTENT,
  'translations.importXliff': CONTENT,
};

const EXAMPLES: Record<string, (f: Fixtures) => Parts> = {
  'content.list': () => ({ params: { type: 'faq' }, query: { q: 'order' } }),
  'content.ordered': () => ({ params: { type: 'faq' }, query: { scope: '1' } }),
  // Names one FAQ of its group's several: a 409 (the list is not the whole list), which still shows the request was let in.
  'content.reorder': (f) => ({ params: { type: 'faq' }, body: { ids: [f.faqId], scope: '1' } }),
  'content.options': () => ({ params: { type: 'category' } }),
  'content.get': (f) => ({ params: { type: 'faq', id: f.faqId } }),
  'content.create': () => ({ params: { type: 'faq' }, body: { values: { type: 1, question: unique('Question'), answer: '<p>Yes.</p>' } } }),
  'content.update': (f) => ({
    params: { type: 'faq', id: f.faqId },
    body: { values: { type: 1, question: unique('Question'), answer: '<p>Yes.</p>' }, version: 1 },
  }),
  'content.remove': (f) => ({ params: { type: 'faq', id: f.otherFaqId }, body: { version: 1 } }),
  'content.history': (f) => ({ params: { type: 'faq', id: f.faqId } }),
  'content.restore': (f) => ({ params: { type: 'faq', id: f.faqId }, body: { historyId: '1', version: 1 } }),
  'content.historyVersion': (f) => ({ params: { type: 'faq', id: f.faqId, historyId: '1' } }),
  // A 409 once a draft is there (this version of the slide no longer is): still let in.
  'content.saveDraft': (f) => ({
    params: { type: 'slide', id: f.slideId },
    body: { values: { description: `<p>${unique('Slide')}</p>` }, version: 1 },
  }),
  'content.discardDraft': (f) => ({ params: { type: 'slide', id: f.slideId }, body: { draftVersion: 1 } }),
  'content.publish': (f) => ({ params: { type: 'slide', id: f.slideId }, body: { state: 'draft', version: 1 } }),
  'content.preview': (f) => ({ params: { type: 'faq', id: f.faqId } }),
  // Names a version the FAQ never had: a 409 (let in), and nothing deleted.
  'content.bulk': (f) => ({ params: { type: 'faq' }, body: { action: 'delete', items: [{ id: f.faqId, version: 999 }] } }),
  // Each admitted asker makes its own draft copy of the slide.
  'content.duplicate': (f) => ({ params: { type: 'slide', id: f.slideId } }),
  // A new picture each time (its bytes differ), so each admitted asker really uploads.
  'media.upload': () => ({ query: { name: `${unique('photo')}.png` }, body: pngWithText(unique('upload')) }),
  // A new file each time; on a version somebody changed meanwhile it is a 409, which still shows it was let in.
  'media.replaceFile': (f) => ({
    params: { id: String(f.mediaId) },
    query: { name: `${unique('photo')}.png`, version: '1' },
    body: pngWithText(unique('replace')),
  }),
  'media.list': () => ({ query: { q: 'basket' } }),
  'media.get': (f) => ({ params: { id: String(f.mediaId) } }),
  'media.update': (f) => ({ params: { id: String(f.mediaId) }, body: { alt: 'A basket', focus: { x: 0.5, y: 0.5 }, version: 1 } }),
  // Not failed: a 409, which still shows the request was let in.
  'media.retry': (f) => ({ params: { id: String(f.mediaId) }, body: { version: 1 } }),
  'media.remove': (f) => ({ params: { id: String(f.doomedMediaId) }, body: { version: 1 } }),
  'productCsv.exportCsv': () => ({}),
  // A dry run of a file whose row is refused (no such category): it writes nothing, for any role.
  'productCsv.importCsv': () => ({ body: { csv: 'name,path,category\nLidded basket,lidded-basket,teapots\n', dryRun: true } }),
  // A new scan each time (its bytes differ), so each admitted asker really uploads.
  'documents.upload': () => ({ query: { name: `${unique('scan')}.pdf` }, body: Buffer.from(`%PDF-1.4\n% ${unique('scan')}\n%%EOF\n`) }),
  'translations.queue': () => ({ query: { locale: 'de' } }),
  'translations.item': (f) => ({ params: { kind: 'product', id: String(f.productId) } }),
  // The first admitted asker saves a draft; the next ones name a version no longer the row's: a 409, still let in.
  'translations.save': (f) => ({
    params: { kind: 'product', id: String(f.productId), locale: 'es' },
    body: { values: { name: unique('Cesta') }, version: 0, publish: false },
  }),
  // No provider is configured here: a 409 saying so, which still shows the request was let in, and nothing saved.
  'translations.machineDraft': (f) => ({ params: { kind: 'product', id: String(f.productId), locale: 'fr' }, body: { version: 0 } }),
  // The first admitted asker schedules a draft; the next ones name a version no longer the row's: a 409, still let in.
  'translations.schedule': (f) => ({
    params: { kind: 'product', id: String(f.productId), locale: 'fr' },
    body: { values: { name: unique('Panier') }, version: 0, publishAt: '2099-01-01T00:00:00Z' },
  }),
  // A version the translation no longer has: a 409, which still shows the request was let in, and nothing changed.
  'translations.unschedule': (f) => ({ params: { kind: 'product', id: String(f.productId), locale: 'fr' }, body: { version: 0 } }),
  'translations.history': (f) => ({ params: { kind: 'product', id: String(f.productId), locale: 'fr' } }),
  // A version this translation never had: a 404 naming it, which still shows the request was let in.
  'translations.historyVersion': (f) => ({ params: { kind: 'product', id: String(f.productId), locale: 'fr', revisionId: '999999' } }),
  // The same unknown version: a 404, and nothing restored.
  'translations.restore': (f) => ({
    params: { kind: 'product', id: String(f.productId), locale: 'fr' },
    body: { revisionId: '999999', version: 0 },
  }),
  'translations.exportXliff': () => ({ query: { locale: 'fr', only: 'todo' } }),
  // Not XLIFF: a 400, which still shows the request was let in, and nothing saved.
  'translations.importXliff': () => ({ query: { locale: 'de' }, body: Buffer.from('not a translation file') }),
};

accessMatrix<Fixtures>('content', {
  matrix: MATRIX,
  examples: EXAMPLES,
  fixtures: async (make) => {
    const faqs = await make.db.selectFrom('faq').select('id').orderBy('id').limit(2).execute();
    const slide = await make.db.selectFrom('slide').select('id').orderBy('id').executeTakeFirstOrThrow();
    return {
      faqId: faqs[0]!.id,
      otherFaqId: faqs[1]!.id,
      slideId: slide.id,
      productId: (await make.db.selectFrom('product').select('id').orderBy('id').offset(7).executeTakeFirstOrThrow()).id,
      mediaId: await make.media('fixture'),
      doomedMediaId: await make.media('doomed'),
    };
  },
});
