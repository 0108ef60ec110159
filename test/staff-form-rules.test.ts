import { z } from 'zod';
import { yupErrorsOf } from '../client/forms/form-schema';
import { fieldErrorsOf } from '../server/http/refusal-words';
import { staffApi } from '../shared/contracts/staff';
import { type FormRules } from '../shared/validation/rules';
import { dateError, inviteRules, passwordResetRules, tokenRules } from '../shared/validation/staff-form-rules';

// The back office's account forms check their fields with the shared rules (yup); the staff contract checks the
// same bodies on the server (zod). One table runs through both, and both must give the same messages.

const invite = staffApi.invite.body(z);
const reset = staffApi.requestPasswordReset.body(z);
const token = staffApi.createToken.body(z);

const validInvite = { email: 'hoa@hoanggia.vn', name: 'Đỗ Hoa', role: 'sales' };
const validToken = { name: 'Price list export', role: 'sales', expiresAt: '2027-02-23' };

type Case = [string, FormRules, z.ZodType, Record<string, unknown>, Record<string, string>];

const CASES: Case[] = [
  ['a complete invitation', inviteRules, invite, validInvite, {}],
  ['an invitation without anything', inviteRules, invite, { role: 'sales' }, { email: 'Cannot be empty.', name: 'Cannot be empty.' }],
  [
    'an invitation to an address without a domain dot',
    inviteRules,
    invite,
    { ...validInvite, email: 'hoa@hoanggia' },
    { email: 'Your Email is invalid' },
  ],
  [
    'an invitation to an address with a space',
    inviteRules,
    invite,
    { ...validInvite, email: 'hoa nguyen@hoanggia.vn' },
    { email: 'Your Email is invalid' },
  ],
  ['an invitation to an address with a long new TLD', inviteRules, invite, { ...validInvite, email: 'hoa@shop.photography' }, {}],
  ['an invitation with a name of spaces', inviteRules, invite, { ...validInvite, name: '   ' }, { name: 'Cannot be empty.' }],
  [
    'an invitation with a 121-character name',
    inviteRules,
    invite,
    { ...validInvite, name: 'x'.repeat(121) },
    { name: 'Must be at most 120 characters.' },
  ],
  [
    'an invitation to a 255-character address',
    inviteRules,
    invite,
    { ...validInvite, email: `${'a'.repeat(243)}@hoanggia.vn` },
    { email: 'Must be at most 254 characters.' },
  ],
  ['a reset request', passwordResetRules, reset, { email: 'lan@hoanggia.vn' }, {}],
  ['a reset request without an address', passwordResetRules, reset, { email: '' }, { email: 'Cannot be empty.' }],
  ['a reset request with a malformed address', passwordResetRules, reset, { email: 'lan@' }, { email: 'Your Email is invalid' }],
  ['a complete token', tokenRules, token, validToken, {}],
  ['a token without a name', tokenRules, token, { ...validToken, name: '' }, { name: 'Cannot be empty.' }],
];

// The expiry is a date input's value: the same function checks it on both sides.
const DATE_CASES: [string, unknown, string | null][] = [
  ['a date', '2027-02-23', null],
  ['nothing', '', 'Cannot be empty.'],
  ['a date written the other way', '23/02/2027', 'Use a date as YYYY-MM-DD.'],
  ['a day that does not exist', '2027-02-31', 'Use a date as YYYY-MM-DD.'],
];

describe('the account forms: one set of rules, two validators', () => {
  it.each(CASES)('%s: zod on the server and yup in the browser give the same messages', async (_name, rules, schema, values, expected) => {
    const parsed = schema.safeParse(values);
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual(expected);
    // The browser's form checks the fields the rules name; the role comes from a list, the date from a calendar.
    expect(await yupErrorsOf(rules, values)).toEqual(expected);
  });

  it('keeps an address in lower case (invited, reset or signing in), so that one mailbox has one account', () => {
    expect(invite.parse({ ...validInvite, email: ' Hoa@HoangGia.VN ' })).toEqual({ ...validInvite, email: 'hoa@hoanggia.vn' });
    expect(reset.parse({ email: 'Lan@HoangGia.vn' })).toEqual({ email: 'lan@hoanggia.vn' });
    expect(staffApi.signIn.body(z).parse({ email: 'Lan@HoangGia.vn', password: 'x' })).toEqual({ email: 'lan@hoanggia.vn', password: 'x' });
  });

  it.each(DATE_CASES)('a token expiring on %s: the server and the form say the same', async (_name, expiresAt, expected) => {
    const parsed = token.safeParse({ ...validToken, expiresAt });
    expect(parsed.success ? null : (fieldErrorsOf(parsed.error).expiresAt ?? null)).toBe(expected);
    expect(dateError(expiresAt, true)).toBe(expected);
  });
});
