import type * as yup from 'yup';
import { CONTENT_TYPES, type ContentType } from '../../../shared/content/content-types';
import { CONTENT_MESSAGES, type ContentField, contentErrors, type ContentFields, emptyValueOf } from '../../../shared/content/fields';
import { MESSAGES } from '../../../shared/validation/rules';
import { contentSchemaOf } from './content-schema';
import { DOCUMENT_MESSAGES } from '../../../shared/certificates';

// Content forms as the back office checks them and as the server does (contentErrors): each table of cases runs
// through both, which must agree word for word.

async function browserErrors(fields: ContentFields, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await contentSchemaOf(fields).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) if (inner.path) errors[inner.path] ??= inner.message;
    return errors;
  }
}

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
    expect(bankErrors(await browserErrors(fields, company))).toEqual(expected);
  });
});

// The messaging apps the company is on: a number for any of them, at least one.
const MESSAGING = 'Messaging apps';
const messagingErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => ['zalo_number', 'whatsapp_number'].includes(name)));
const MESSAGING_CASES: [string, Record<string, string>, Record<string, string>][] = [
  ['Zalo and WhatsApp', { zalo_number: '+84 98 321 6688', whatsapp_number: '+84 91 245 7730' }, {}],
  ['WhatsApp alone', { zalo_number: '', whatsapp_number: '+84 91 245 7730' }, {}],
  ['Zalo alone', { zalo_number: '+84 98 321 6688', whatsapp_number: '  ' }, {}],
  ['neither', { zalo_number: '', whatsapp_number: ' ' }, { zalo_number: CONTENT_MESSAGES.atLeastOne(MESSAGING) }],
  ['a WhatsApp number with letters', { zalo_number: '', whatsapp_number: 'call me' }, { whatsapp_number: CONTENT_MESSAGES.tel }],
];

describe('the company’s messaging apps, checked alike in the form and on the server', () => {
  it.each(MESSAGING_CASES)('%s', async (_name, values, expected) => {
    expect(messagingErrors(contentErrors(fields, values))).toEqual(expected);
    expect(messagingErrors(await browserErrors(fields, values))).toEqual(expected);
  });
});

// A field left empty as its form holds it (a new item's value; a picture the item does not have is null, as the
// server sends it) passes when it is optional and gets the same words on both sides when it is required.

const { 'page-block': pageBlock, video } = CONTENT_TYPES as Record<string, ContentType>;
const tradingBlock = {
  page: 'trading',
  section: 'terms',
  title: 'Payment',
  body: '<p>30% deposit by T/T, the balance against the bill of lading.</p>',
  image: null,
};
const storedVideo = { video_id: 'dQw4w9WgXcQ', title: 'Weaving a seagrass basket', published_at: '2024-05-02', poster: null };

/** What an empty field is told: nothing when optional (a box left unticked is a "no"), else the kind's "fill this in". */
const emptyMessage = (field: ContentField) =>
  !field.required || field.kind === 'boolean'
    ? undefined
    : field.kind === 'picture'
      ? CONTENT_MESSAGES.picture
      : field.kind === 'document'
        ? DOCUMENT_MESSAGES.choose
        : MESSAGES.required;
const untouched = (fields: ContentFields) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, emptyValueOf(field)]));
/** The first field of each at-least-one group carries its message when the whole group is empty. */
const atLeastOneMessages = (fields: ContentFields) => {
  const first = new Map<string, string>();
  for (const [name, field] of Object.entries(fields))
    if (field.atLeastOne && field.group && !first.has(field.group)) first.set(field.group, name);
  return Object.fromEntries([...first].map(([group, name]) => [name, CONTENT_MESSAGES.atLeastOne(group)]));
};
const requiredMessages = (fields: ContentFields) => ({
  ...Object.fromEntries(Object.entries(fields).flatMap(([name, field]) => (emptyMessage(field) ? [[name, emptyMessage(field)!]] : []))),
  ...atLeastOneMessages(fields),
});

/** One optional and one required field of every kind a content form has. */
const EVERY_KIND: ContentField[] = [
  { kind: 'text', label: 'Text', maxLength: 40 },
  { kind: 'text', label: 'Link', maxLength: 300, format: 'link' },
  { kind: 'textarea', label: 'Note', maxLength: 300 },
  { kind: 'rich-text', label: 'Rich text', maxLength: 2000 },
  { kind: 'svg-icon', label: 'Icon', maxLength: 4000 },
  { kind: 'number', label: 'Number', min: 1, max: 500, decimals: 1 },
  { kind: 'boolean', label: 'Yes or no' },
  { kind: 'choice', label: 'Choice', options: [{ value: 1, label: 'One' }] },
  { kind: 'date', label: 'Date' },
  { kind: 'reference', label: 'Category', to: 'category' },
  { kind: 'picture', label: 'Picture' },
  { kind: 'gallery', label: 'Gallery', max: 12 },
  { kind: 'text-list', label: 'List', maxItems: 5, maxLength: 40 },
  { kind: 'document', label: 'Scan' },
  { kind: 'product-list', label: 'Products', max: 10 },
];
const everyKind: ContentFields = Object.fromEntries(
  EVERY_KIND.flatMap((field, index) => [
    [`optional_${field.kind}_${index}`, field],
    [`required_${field.kind}_${index}`, { ...field, required: true }],
  ]),
);

const EMPTY_CASES: [string, ContentFields, Record<string, unknown>, Record<string, string>][] = [
  ['a Trading terms block without its optional picture', pageBlock!.fields, tradingBlock, {}],
  ['an About us story block without its optional picture', pageBlock!.fields, { ...tradingBlock, page: 'about-us', section: 'story' }, {}],
  ['a stored video without its optional poster', video!.fields, storedVideo, {}],
  ['a field of every kind left empty', everyKind, untouched(everyKind), requiredMessages(everyKind)],
  ...Object.entries(CONTENT_TYPES as Record<string, ContentType>).map(
    ([key, type]): [string, ContentFields, Record<string, unknown>, Record<string, string>] => [
      `a new ${key}, untouched`,
      type.fields,
      untouched(type.fields),
      requiredMessages(type.fields),
    ],
  ),
];

describe('fields left empty, checked alike in the form and on the server', () => {
  it.each(EMPTY_CASES)('%s', async (_name, fields, values, expected) => {
    expect(contentErrors(fields, values)).toEqual(expected);
    expect(await browserErrors(fields, values)).toEqual(expected);
  });
});

describe("a certificate's dates", () => {
  const certificateFields = CONTENT_TYPES.certificate.fields as ContentFields;
  const datesOnly = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).filter(([name]) => name === 'valid_from' || name === 'valid_until'));
  const before = CONTENT_MESSAGES.dateBefore('Valid until', 'Valid from');

  it.each([
    ['until after from', { valid_from: '2026-01-01', valid_until: '2027-01-01' }, {}],
    ['one day only', { valid_from: '2026-01-01', valid_until: '2026-01-01' }, {}],
    ['until before from', { valid_from: '2026-01-02', valid_until: '2026-01-01' }, { valid_until: before }],
    ['from not a date', { valid_from: '2026-13-45', valid_until: '2026-01-01' }, { valid_from: CONTENT_MESSAGES.date }],
  ])('%s: the browser and the server say the same', async (_name, dates, expected) => {
    const values = { ...Object.fromEntries(Object.entries(certificateFields).map(([name, f]) => [name, emptyValueOf(f)])), ...dates };
    expect(datesOnly(await browserErrors(certificateFields, values))).toEqual(expected);
    expect(datesOnly(contentErrors(certificateFields, values))).toEqual(expected);
  });
});
