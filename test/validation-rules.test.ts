import { yupErrorsOf } from '../client/forms/form-schema';
import { fieldErrorsOf } from '../server/http/refusal-words';
import { z } from 'zod';
import { inquiriesApi } from '../shared/contracts/inquiries';
import { catalogueRequestRules, contactMessageRules, enquiryRules, type FormRules } from '../shared/validation/rules';

const validEnquiry = {
  name: 'Anna Berg',
  phone_number: '+(123) 456-7890',
  email: 'anna@example.com',
  subject: 'Baskets',
  message: 'Quote please',
};

// The schemas the server checks the inquiry endpoints' bodies with.
const enquirySchema = inquiriesApi.sendContact.body(z);
const contactMessageSchema = inquiriesApi.sendMessage.body(z);
const catalogueRequestSchema = inquiriesApi.registerEmail.body(z);

// [rules, server schema, values, expected errors by field]: the same table runs through zod and yup.
type Case = [string, FormRules, z.ZodType, Record<string, unknown>, Record<string, string>];

const CASES: Case[] = [
  ['a complete enquiry', enquiryRules, enquirySchema, validEnquiry, {}],
  ['phone with plus, parentheses, space and hyphen', enquiryRules, enquirySchema, { ...validEnquiry, phone_number: '+(123) 456-7890' }, {}],
  ['phone with dots', enquiryRules, enquirySchema, { ...validEnquiry, phone_number: '123.456.7890' }, {}],
  ['phone with six final digits', enquiryRules, enquirySchema, { ...validEnquiry, phone_number: '123-456-789012' }, {}],
  ['phone without separators', enquiryRules, enquirySchema, { ...validEnquiry, phone_number: '0912345678' }, {}],
  // Besides the specification's pattern, any number written with '+' and a country code valid for that country.
  ...['+49 30 1234567', '+1 212 555 0147', '+84 912345678', '+84 24 3791 6688', '+44 (20) 7946-0958', '+33.1.42.68.53.00'].map(
    (phone): Case => [`international phone ${phone}`, enquiryRules, enquirySchema, { ...validEnquiry, phone_number: phone }, {}],
  ),
  ...[
    // A local number without its country code, as before.
    '0912 345 678',
    // A country code with too few digits for that country, an unknown country code, letters, two pluses.
    '+49 30 12',
    '+999 1234 5678',
    '+44 20 7946 ABCD',
    '++84 24 3791 6688',
  ].map((phone): Case => [
    `refused phone ${phone}`,
    enquiryRules,
    enquirySchema,
    { ...validEnquiry, phone_number: phone },
    { phone_number: 'Your Phone is invalid' },
  ]),
  [
    'phone with letters',
    enquiryRules,
    enquirySchema,
    { ...validEnquiry, phone_number: '123-abc-7890' },
    { phone_number: 'Your Phone is invalid' },
  ],
  ['phone too short', enquiryRules, enquirySchema, { ...validEnquiry, phone_number: '123-456' }, { phone_number: 'Your Phone is invalid' }],
  [
    'phone with seven final digits',
    enquiryRules,
    enquirySchema,
    { ...validEnquiry, phone_number: '123-456-7890123' },
    { phone_number: 'Your Phone is invalid' },
  ],
  ['e-mail with a long new TLD', enquiryRules, enquirySchema, { ...validEnquiry, email: 'buyer@shop.photography' }, {}],
  ['e-mail with a subdomain', enquiryRules, enquirySchema, { ...validEnquiry, email: 'a.b+c@mail.example.co.uk' }, {}],
  [
    'e-mail without a domain dot',
    enquiryRules,
    enquirySchema,
    { ...validEnquiry, email: 'anna@example' },
    { email: 'Your Email is invalid' },
  ],
  [
    'e-mail with a space',
    enquiryRules,
    enquirySchema,
    { ...validEnquiry, email: 'anna berg@example.com' },
    { email: 'Your Email is invalid' },
  ],
  ...[
    'victim@y.example(Claim your prize at evil.example)',
    'Prize_at_evil.example:victim@y.example;',
    '=?UTF-8?B?Q2xhaW0geW91ciBwcml6ZQ==?=<victim@y.example>',
    'root,victim@y.example',
    '"Claim your prize"@y.example',
  ].map(
    (email): Case =>
      [
        `an address a mail header would read as more than one bare address: ${email}`,
        enquiryRules,
        enquirySchema,
        { ...validEnquiry, email },
        { email: 'Your Email is invalid' },
      ] as const,
  ),
  ['an address with letters beyond ASCII', enquiryRules, enquirySchema, { ...validEnquiry, email: 'jürgen.müller@firma.example' }, {}],
  [
    'every field empty, all reported at once',
    enquiryRules,
    enquirySchema,
    { name: '', phone_number: '', email: '', subject: '  ', message: '' },
    {
      name: 'Cannot be empty.',
      phone_number: 'Cannot be empty.',
      email: 'Cannot be empty.',
      subject: 'Cannot be empty.',
      message: 'Cannot be empty.',
    },
  ],
  [
    'missing fields',
    enquiryRules,
    enquirySchema,
    {},
    {
      name: 'Cannot be empty.',
      phone_number: 'Cannot be empty.',
      email: 'Cannot be empty.',
      subject: 'Cannot be empty.',
      message: 'Cannot be empty.',
    },
  ],
  ['a number where text belongs', enquiryRules, enquirySchema, { ...validEnquiry, name: 42 }, { name: 'Your Name is invalid' }],
  [
    'a message that is too long',
    enquiryRules,
    enquirySchema,
    { ...validEnquiry, message: 'x'.repeat(5001) },
    { message: 'Must be at most 5000 characters.' },
  ],
  [
    'contact page message without e-mail',
    contactMessageRules,
    contactMessageSchema,
    { name: 'Bao', phone: '123.456.7890', content: 'Hello' },
    {},
  ],
  [
    'contact page message with a bad e-mail',
    contactMessageRules,
    contactMessageSchema,
    { name: 'Bao', phone: '123.456.7890', email: 'bao@', content: 'Hello' },
    { email: 'Your Email is invalid' },
  ],
  [
    'contact page message with nothing',
    contactMessageRules,
    contactMessageSchema,
    { email: '' },
    { name: 'Cannot be empty.', phone: 'Cannot be empty.', content: 'Cannot be empty.' },
  ],
  ['empty catalogue request', catalogueRequestRules, catalogueRequestSchema, { email: '' }, {}],
  ['catalogue request without any field', catalogueRequestRules, catalogueRequestSchema, {}, {}],
  [
    'catalogue request with a bad e-mail',
    catalogueRequestRules,
    catalogueRequestSchema,
    { email: 'not-an-email' },
    { email: 'Your Email is invalid' },
  ],
];

describe('one set of rules, two validators', () => {
  it.each(CASES)('%s: zod on the server and yup in the browser give the same messages', async (_name, rules, schema, values, expected) => {
    const parsed = await schema.safeParseAsync(values);
    const serverErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    expect(serverErrors).toEqual(expected);
    expect(await yupErrorsOf(rules, values)).toEqual(expected);
  });
});
