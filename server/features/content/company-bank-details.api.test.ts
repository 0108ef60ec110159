import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { quotesApi } from '../../../shared/contracts/quotes';
import { CONTENT_NOW, contentSite, contentUrl } from '../../../test/content-fixtures';
import { insertInquiry } from '../../../test/inbox-fixtures';
import { asBytes, readPdf } from '../../../test/pdf-pages';
import { EMPTY_QUOTE_DRAFT } from '../../../test/quote-fixtures';

// The company's bank details as editors keep them on the company's page of Content, and as quotations print them.

const { staff, db, get, post, itemOf } = contentSite();

describe('the company’s bank details, which quotations print under the payment terms', () => {
  const BANK_GROUP = 'Bank details for T/T payments';
  const bank = {
    bank_beneficiary: 'Hanoi Natural Weaving Joint Stock Company',
    bank_account_number: '0451 0003 86917',
    bank_name: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank), Thang Long Branch',
    bank_address: '98 Hoang Quoc Viet Street, Cau Giay District, Hanoi, Vietnam',
    bank_swift: 'BFTVVNVX',
  };
  const noBank = Object.fromEntries(Object.keys(bank).map((name) => [name, '']));
  const saveCompany = async (values: Record<string, unknown>) => {
    const before = await itemOf('company', 1);
    return post(contentUrl(contentApi.update, { type: 'company', id: '1' }), {
      values: { ...before.values, ...values },
      version: before.version,
    });
  };
  /** The text of the PDF of a fresh quote's draft, as sales preview it. */
  async function quoteText(): Promise<string> {
    const product = await db().selectFrom('product').select('path').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { id } = await insertInquiry(db(), { kind: 'order', receivedAt: CONTENT_NOW, products: [{ path: product.path, pieces: 300 }] });
    const draft = await post(
      endpointUrl(quotesApi.saveDraft, { params: { id } }),
      {
        ...EMPTY_QUOTE_DRAFT,
        lines: [{ path: product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
      },
      staff.sales,
    );
    expect(draft.status).toBe(200);
    const pdf = await get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }), staff.sales)
      .buffer(true)
      .parse(asBytes);
    return (await readPdf(pdf.body as Buffer)).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
  }

  it('takes all of them or none, and refuses a SWIFT code or account number no bank would take, changing nothing', async () => {
    const before = await itemOf('company', 1);
    const partial = await saveCompany({ ...bank, bank_swift: '', bank_address: ' ' });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toEqual({
      bank_swift: CONTENT_MESSAGES.allOrNone(BANK_GROUP),
      bank_address: CONTENT_MESSAGES.allOrNone(BANK_GROUP),
    });
    const malformed = await saveCompany({ ...bank, bank_swift: 'bftv vn vx', bank_account_number: 'IBAN: 0451/0003' });
    expect(malformed.body.errors).toEqual({ bank_swift: CONTENT_MESSAGES.swift, bank_account_number: CONTENT_MESSAGES.accountNumber });
    expect(await itemOf('company', 1)).toEqual(before);
  });

  it('prints what the editor keeps on the next quotation, and no bank block at all once they are emptied', async () => {
    const branch = {
      ...bank,
      bank_name: 'Vietcombank, Ba Dinh Branch',
      bank_swift: 'BFTVVNVX002',
      bank_account_number: 'VN12 0451 0003 8691 7',
    };
    expect((await saveCompany(branch)).status).toBe(200);
    expect(await quoteText()).toContain(
      `Bank details Beneficiary ${bank.bank_beneficiary} Account number VN12 0451 0003 8691 7 Bank Vietcombank, Ba Dinh Branch`,
    );

    expect((await saveCompany(noBank)).status).toBe(200);
    const text = await quoteText();
    expect(text).toContain('Payment T/T: 30 % deposit, balance before loading Samples');
    for (const word of ['Bank', 'Beneficiary', 'SWIFT', 'Account number']) expect(text).not.toContain(word);
    expect((await saveCompany(bank)).status).toBe(200);
  });
});
