import type * as yup from 'yup';
import { CONTENT_TYPES } from '../../../shared/content/content-types';
import { CONTENT_MESSAGES, contentErrors, type ContentFields } from '../../../shared/content/fields';
import { contentSchemaOf } from './content-schema';

// The company's bank details as the back office's form checks them and as the server does (contentErrors): one table
// of cases through both, which must agree word for word.

const fields = CONTENT_TYPES.company.fields as ContentFields;
const BANK = 'Bank details for T/T payments';
const bank = {
  bank_beneficiary: 'Hanoi Natural Weaving Joint Stock Company',
  bank_account_number: '0451 0003 86917',
  bank_name: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank), Thang Long Branch',
  bank_address: '98 Hoang Quoc Viet Street, Cau Giay District, Hanoi, Vietnam',
  bank_swift: 'BFTVVNVX',
};
const none = { bank_beneficiary: '', bank_account_number: '', bank_name: '', bank_address: '', bank_swift: '' };

/** Only the bank's fields are looked at: the company's other fields are left out of both answers. */
const bankErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name.startsWith('bank_')));

async function browserErrors(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await contentSchemaOf(fields).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) if (inner.path) errors[inner.path] ??= inner.message;
    return errors;
  }
}

const CASES: [string, Record<string, string>, Record<string, string>][] = [
  ['all five', bank, {}],
  ['none', none, {}],
  [
    'a branch’s 11-character SWIFT code and an IBAN',
    { ...bank, bank_swift: 'BFTVVNVX002', bank_account_number: 'VN12 0451 0003 8691 7' },
    {},
  ],
  ['an account number without spaces', { ...bank, bank_account_number: '0451000386917' }, {}],
  [
    'an account without its SWIFT code and bank address',
    { ...bank, bank_swift: '', bank_address: '  ' },
    { bank_swift: CONTENT_MESSAGES.allOrNone(BANK), bank_address: CONTENT_MESSAGES.allOrNone(BANK) },
  ],
  [
    'a SWIFT code alone',
    { ...none, bank_swift: 'BFTVVNVX' },
    {
      bank_beneficiary: CONTENT_MESSAGES.allOrNone(BANK),
      bank_account_number: CONTENT_MESSAGES.allOrNone(BANK),
      bank_name: CONTENT_MESSAGES.allOrNone(BANK),
      bank_address: CONTENT_MESSAGES.allOrNone(BANK),
    },
  ],
  ...['bftvvnvx', 'BFTV VN VX', 'BFTVVNV', 'BFTVVNVX0', '12TVVNVX'].map(
    (swift): [string, Record<string, string>, Record<string, string>] => [
      `SWIFT code ${swift}`,
      { ...bank, bank_swift: swift },
      { bank_swift: CONTENT_MESSAGES.swift },
    ],
  ),
  ...['IBAN: 0451', '0451/0003/86917', '0451  0003', 'ABC-DEF', '-0451 0003'].map(
    (account): [string, Record<string, string>, Record<string, string>] => [
      `account number ${account}`,
      { ...bank, bank_account_number: account },
      { bank_account_number: CONTENT_MESSAGES.accountNumber },
    ],
  ),
];

describe('the company’s bank details, checked alike in the form and on the server', () => {
  it.each(CASES)('%s', async (_name, values, expected) => {
    const company = { ...values };
    expect(bankErrors(contentErrors(fields, company))).toEqual(expected);
    expect(bankErrors(await browserErrors(company))).toEqual(expected);
  });
});
