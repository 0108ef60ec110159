import type { MessageDescriptor } from '@lingui/core';
import { englishOf } from '../i18n/english';

// The one place for the rules and words of every form (spec §5). The server builds zod schemas from these
// (shared/contracts/inquiry-bodies.ts), the browser builds yup schemas (client/forms/form-schema.ts); a
// table of cases runs through both and must agree.

/**
 * The forms' messages, in the public site's message catalogue: the browser's check and the server's give them in
 * the page's language (client/forms/form-schema.ts, server/http/request-locale.ts).
 */
export const FIELD_MESSAGES = {
  required: /*i18n*/ { id: 'Cannot be empty.' },
  tooLong: /*i18n*/ { id: 'Must be at most {max} characters.' },
  number: /*i18n*/ { id: 'Malformed: 1 2 3 4 5' },
  /** A field's own sentence is better (FieldRule.invalid): other languages inflect the field's name. */
  invalid: /*i18n*/ { id: 'Your {label} is invalid' },
  atLeastOneColour: /*i18n*/ { id: 'Add at least one colour.' },
  atLeastOneProduct: /*i18n*/ { id: 'Add at least one product.' },
} as const satisfies Record<string, MessageDescriptor>;

/** The same words in English, for the staff side and the content checks, which write them as they are. */
export const MESSAGES = {
  required: FIELD_MESSAGES.required.id,
  invalid: (label: string) => englishOf({ ...FIELD_MESSAGES.invalid, values: { label } }),
  tooLong: (max: number) => englishOf({ ...FIELD_MESSAGES.tooLong, values: { max } }),
  date: 'Malformed: dd/MM/yyyy.',
  number: FIELD_MESSAGES.number.id,
} as const;

/**
 * The specification's phone pattern: optional plus, an optionally parenthesised 3-digit group, 3 digits, then 4 to 6
 * digits; '-', '.' or ' ' between. The forms also take international numbers (./phone-numbers.ts).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4,6}$/;
/**
 * One bare address: any top-level domain, however long; no spaces; one @. None of the characters that make a mail
 * header's address list (`<>()[],;:"` and `\\`), so what the visitor typed can only ever be read as one address,
 * never as a display name, a comment or a second recipient of the acknowledgement sent to it.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\.]+(\.[^\s@<>()[\],;:"\\.]+)+$/;

export interface FieldRule {
  /** The field's name in English ('Your {label} is invalid' when it has no `invalid` of its own). */
  label: string;
  /** The field's own 'Your Email is invalid', a sentence of the catalogue (a public form's fields have one). */
  invalid?: MessageDescriptor;
  required: boolean;
  maxLength: number;
  format?: 'email' | 'phone';
  /**
   * One line wherever it is shown (the inbox, a CSV row, a mail's subject): line breaks, tabs and runs of spaces
   * are stored as one space.
   */
  singleLine?: true;
}

export type FormRules = Record<string, FieldRule>;

const NAME_MAX = 120;
const EMAIL_MAX = 254;
const PHONE_MAX = 30;
const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

const name: FieldRule = {
  label: 'Name',
  invalid: /*i18n*/ { id: 'Your Name is invalid' },
  required: true,
  maxLength: NAME_MAX,
  singleLine: true,
};
const email: FieldRule = {
  label: 'Email',
  invalid: /*i18n*/ { id: 'Your Email is invalid' },
  required: true,
  maxLength: EMAIL_MAX,
  format: 'email',
};
const phone: FieldRule = {
  label: 'Phone',
  invalid: /*i18n*/ { id: 'Your Phone is invalid' },
  required: true,
  maxLength: PHONE_MAX,
  format: 'phone',
};
const subject: FieldRule = {
  label: 'Subject',
  invalid: /*i18n*/ { id: 'Your Subject is invalid' },
  required: true,
  maxLength: SUBJECT_MAX,
  singleLine: true,
};
const message: FieldRule = {
  label: 'Message',
  invalid: /*i18n*/ { id: 'Your Message is invalid' },
  required: true,
  maxLength: MESSAGE_MAX,
};

/** Contact enquiry and quotation request: every field required (spec §5). */
export const enquiryRules = { name, phone_number: phone, email, subject, message } satisfies FormRules;

/** The contact page's message: e-mail optional but valid when given. */
export const contactMessageRules = {
  name,
  email: { ...email, required: false },
  phone,
  content: { ...message, label: 'Content', invalid: /*i18n*/ { id: 'Your Content is invalid' } },
} satisfies FormRules;

/** Catalogue request: a valid e-mail, or nothing at all (spec §5: an empty submission passes). */
export const catalogueRequestRules = { email: { ...email, required: false } } satisfies FormRules;

/** Contact details sent with an order (quote basket). */
export const orderContactRules = { name, phone_number: phone, email, message: { ...message, required: false } } satisfies FormRules;

export type FormValues<R extends FormRules> = { [K in keyof R]: string };

/**
 * Whether a trimmed value is a phone number the forms take: `isAcceptedPhone` (./phone-numbers.ts), handed in by
 * its caller, which loads it (with the phone library) only where a form has a phone field.
 */
export type PhoneCheck = (value: string) => boolean;

const invalidOf = (rule: FieldRule): MessageDescriptor => rule.invalid ?? { ...FIELD_MESSAGES.invalid, values: { label: rule.label } };

/**
 * The message for one value, or null when it passes: a message of the catalogue with its values, which each side
 * writes in the page's language. The same order of checks on both sides.
 */
export function fieldError(rule: FieldRule, raw: unknown, isPhone?: PhoneCheck): MessageDescriptor | null {
  const value = typeof raw === 'string' ? raw.trim() : raw == null ? '' : null;
  if (value === null) return invalidOf(rule);
  if (value === '') return rule.required ? FIELD_MESSAGES.required : null;
  if (value.length > rule.maxLength) return { ...FIELD_MESSAGES.tooLong, values: { max: rule.maxLength } };
  if (rule.format === 'email' && !EMAIL_PATTERN.test(value)) return invalidOf(rule);
  if (rule.format === 'phone') {
    if (!isPhone) throw new Error(`The ${rule.label} rule needs the phone check (shared/validation/phone-numbers.ts)`);
    if (!isPhone(value)) return invalidOf(rule);
  }
  return null;
}
