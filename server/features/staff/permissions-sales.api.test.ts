import { EMPTY_QUOTE_DRAFT } from '../../../test/quote-fixtures';
import { accessMatrix, type Admitted, INBOX, OWNER, type Parts, unique } from '../../../test/access-matrix';

// Who may call which endpoint of the sales staff's contracts: the inbox, the reply tools, quotes and the buyers'
// data, asked by nobody, by a session and by an API token of each role. The machinery, and what each outcome means,
// is in test/access-matrix.ts; the accounts and content parts are beside this file.

interface Fixtures {
  inquiryId: string;
  otherInquiryId: string;
  /** The address of the fixture inquiry's buyer: their data is found and exported. */
  buyerEmail: string;
}

const MATRIX: Record<string, Admitted> = {
  'inbox.list': INBOX,
  'inbox.exportCsv': INBOX,
  'inbox.attachment': INBOX,
  'inbox.unmatchedMail': INBOX,
  'inbox.matchMail': INBOX,
  'inbox.inquiryFromMail': INBOX,
  'inbox.poll': INBOX,
  'inbox.pollInquiry': INBOX,
  'inbox.get': INBOX,
  'inbox.setStatus': INBOX,
  'inbox.assign': INBOX,
  'inbox.addNote': INBOX,
  'inbox.reply': INBOX,
  'inbox.recordReply': INBOX,
  'inbox.merge': INBOX,
  'inbox.settings': INBOX,
  'inbox.saveSettings': OWNER,
  'inbox.dashboard': OWNER,
  'replyTools.tools': INBOX,
  'replyTools.createTemplate': OWNER,
  'replyTools.updateTemplate': OWNER,
  'replyTools.removeTemplate': OWNER,
  'replyTools.saveSignature': INBOX,
  'replyTools.uploadFile': INBOX,
  'replyTools.file': INBOX,
  'replyTools.translateMessage': INBOX,
  'quotes.workspace': INBOX,
  'quotes.saveDraft': INBOX,
  'quotes.send': INBOX,
  'quotes.pdf': INBOX,
  'quotes.products': INBOX,
  'quotes.figures': OWNER,
  'buyerData.find': INBOX,
  'buyerData.exportFile': INBOX,
  'buyerData.erase': OWNER,
};

const EXAMPLES: Record<string, (f: Fixtures) => Parts> = {
  'inbox.list': () => ({ query: { status: 'new' } }),
  'inbox.exportCsv': () => ({ query: {} }),
  // A file nobody received: 404, which still shows the request was let in.
  'inbox.attachment': () => ({ params: { id: '999999999' } }),
  'inbox.unmatchedMail': () => ({}),
  // A mail nobody received: 404, which still shows the request was let in.
  'inbox.matchMail': () => ({ params: { id: '999999999' }, body: { reference: 'Q-2611-ABCDE' } }),
  // A mail nobody received: 404, which still shows the request was let in.
  'inbox.inquiryFromMail': () => ({ params: { id: '999999999' } }),
  'inbox.poll': () => ({}),
  'inbox.pollInquiry': (f) => ({ params: { id: f.inquiryId } }),
  'inbox.get': (f) => ({ params: { id: f.inquiryId } }),
  // Version 1 may be stale by the time a later role asks: a 409 still shows the request was let in.
  'inbox.setStatus': (f) => ({ params: { id: f.inquiryId }, body: { status: 'open', version: 1 } }),
  'inbox.assign': (f) => ({ params: { id: f.inquiryId }, body: { assigneeId: null, version: 1 } }),
  'inbox.addNote': (f) => ({ params: { id: f.inquiryId }, body: { body: 'Called the buyer about colours.' } }),
  'inbox.reply': (f) => ({ params: { id: f.inquiryId }, body: { subject: 'Your baskets', body: 'Prices attached.', version: 1 } }),
  'inbox.recordReply': (f) => ({ params: { id: f.inquiryId }, body: { how: 'By phone', version: 1 } }),
  'inbox.merge': (f) => ({ params: { id: f.otherInquiryId }, body: { intoId: f.inquiryId, version: 1 } }),
  'inbox.settings': () => ({}),
  'inbox.saveSettings': () => ({ body: { autoAssign: false, holidays: [] } }),
  'inbox.dashboard': () => ({ query: { weeks: '4' } }),
  'replyTools.tools': () => ({}),
  'replyTools.createTemplate': () => ({ body: { name: unique('Template'), body: 'Dear {buyer name},' } }),
  // A template nobody made: 404, which still shows the request was let in.
  'replyTools.updateTemplate': () => ({ params: { id: '999999' }, body: { name: unique('Template'), body: 'Hello', version: 1 } }),
  'replyTools.removeTemplate': () => ({ params: { id: '999999' }, body: { version: 1 } }),
  'replyTools.saveSignature': () => ({ body: { signature: 'Export sales' } }),
  'replyTools.uploadFile': () => ({ query: { name: 'catalogue.pdf' }, body: Buffer.from('%PDF-1.4\n%%EOF\n') }),
  'replyTools.file': () => ({ params: { id: '999999999' } }),
  // No provider is configured here: a 409 (or 404 for an unknown inquiry), either showing the request was let in.
  'replyTools.translateMessage': () => ({ params: { id: '999999999' }, body: { target: 'vi' } }),
  'quotes.workspace': (f) => ({ params: { id: f.inquiryId } }),
  // The first admitted asker makes the quote; the next ones, still naming "no quote yet", get a 409 (let in).
  'quotes.saveDraft': (f) => ({ params: { id: f.inquiryId }, body: EMPTY_QUOTE_DRAFT }),
  // Names the quote as it was before the first admitted asker saved: a 409 for everyone (let in), nothing sent.
  'quotes.send': (f) => ({ params: { id: f.inquiryId }, body: { version: 1, number: 1 } }),
  // Version 1 is made by the first admitted asker of quotes.saveDraft; the endpoints run in the contract's order.
  'quotes.pdf': (f) => ({ params: { id: f.inquiryId, number: '1' } }),
  'quotes.products': () => ({ query: { q: 'basket' } }),
  'quotes.figures': () => ({ query: { weeks: '4' } }),
  'buyerData.find': (f) => ({ query: { email: f.buyerEmail } }),
  'buyerData.exportFile': (f) => ({ query: { email: f.buyerEmail } }),
  // An address nobody wrote from: a 404 (let in), and nothing erased.
  'buyerData.erase': () => {
    const email = `${unique('nobody')}@example.com`;
    return { body: { email, confirmation: email } };
  },
};

accessMatrix<Fixtures>('sales', {
  matrix: MATRIX,
  examples: EXAMPLES,
  fixtures: async (make) => {
    const inquiry = await make.inquiry();
    const other = await make.inquiry();
    return { inquiryId: inquiry.id, otherInquiryId: other.id, buyerEmail: other.email };
  },
});
