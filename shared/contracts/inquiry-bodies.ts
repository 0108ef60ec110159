import type { MessageDescriptor } from '@lingui/core';
import { englishOf } from '../i18n/english';
import {
  catalogueRequestRules,
  contactMessageRules,
  enquiryRules,
  FIELD_MESSAGES,
  fieldError,
  type FieldRule,
  type FormRules,
  orderContactRules,
  type PhoneCheck,
} from '../validation/rules';
import { ORDER_LIMITS } from '../inquiries';
import { oneLine } from '../plain-text';
import type { Zod } from './define-endpoint';

// The inquiry forms' bodies, built from the same shared rules as the browser's yup schemas
// (client/forms/form-schema.ts), so both always give the same message. Factories: zod is handed in by the server.
//
// Every message here is one of the catalogue's: an issue's message is its English text, and a field's check also
// hands the message itself (`params.message`) with its values, so the server can answer in the request's
// language (server/http/request-locale.ts).

/** The catalogue id of a message without values, as zod's built-in checks take a message. */
const REQUIRED = FIELD_MESSAGES.required.id;
const MALFORMED_NUMBER = FIELD_MESSAGES.number.id;

/** What a failed field check adds to zod's issues: the English text, and the message for other languages. */
export type FieldIssue = { code: 'custom'; message: string; params: { message: MessageDescriptor } };
export const fieldIssue = (message: MessageDescriptor): FieldIssue => ({
  code: 'custom',
  message: englishOf(message),
  params: { message },
});

/**
 * One field checked by the shared rule; the value comes out trimmed ('' when optional and absent), a single-line
 * field's on one line. A phone field loads the phone check first (imported on demand: this module is in every
 * page's first script, the phone library is not), so a schema with one is parsed with `parseAsync`, as the server
 * parses every body.
 */
function fieldSchema(z: Zod, rule: FieldRule) {
  const checked = (value: unknown, ctx: { addIssue: (issue: FieldIssue) => void }, isPhone?: PhoneCheck) => {
    const message = fieldError(rule, value, isPhone);
    if (message) {
      ctx.addIssue(fieldIssue(message));
      return z.NEVER;
    }
    if (typeof value !== 'string') return '';
    return rule.singleLine ? oneLine(value) : value.trim();
  };
  const field = z.unknown().optional();
  return rule.format === 'phone'
    ? field.transform(async (value, ctx) => checked(value, ctx, (await import('../validation/phone-numbers')).isAcceptedPhone))
    : field.transform((value, ctx) => checked(value, ctx));
}

/** A zod object from shared rules: every field is checked, so every failing field is reported at once. */
export function schemaOf<R extends FormRules>(z: Zod, rules: R) {
  const shape = Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, fieldSchema(z, rule)])) as {
    [K in keyof R]: ReturnType<typeof fieldSchema>;
  };
  return z.object(shape);
}

/** Pieces per colour of one product, as the basket and the order page's planner give them. */
const variants = (z: Zod) =>
  z
    .array(
      z.object({
        colour: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(80),
        quantity: z
          .number({ error: MALFORMED_NUMBER })
          .int(MALFORMED_NUMBER)
          .min(1, MALFORMED_NUMBER)
          .max(ORDER_LIMITS.maxQuantity, MALFORMED_NUMBER),
      }),
    )
    .max(ORDER_LIMITS.maxVariants);

const productRef = (z: Zod) =>
  z.object(
    {
      link: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500),
      name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(300),
      /** The pieces per colour the buyer planned on the order page, sent with the request. */
      variants: variants(z).optional(),
    },
    { error: REQUIRED },
  );

/** The contact form's fields; with a product (not null) it is a quotation request, and the product is checked. */
export const enquiryBody = (z: Zod) => schemaOf(z, enquiryRules).extend({ product: productRef(z).nullish() });
export const contactMessageBody = (z: Zod) => schemaOf(z, contactMessageRules);
/** A request without a JSON body is an empty catalogue request, which is accepted (spec §5). */
export const catalogueRequestBody = (z: Zod) => z.preprocess((body) => body ?? {}, schemaOf(z, catalogueRequestRules));

const orderLine = (z: Zod) =>
  z.object({
    path: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
    name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(300),
    variants: variants(z).min(1, FIELD_MESSAGES.atLeastOneColour.id),
  });

export const orderBody = (z: Zod) =>
  schemaOf(z, orderContactRules).extend({
    items: z
      .array(orderLine(z), { error: FIELD_MESSAGES.atLeastOneProduct.id })
      .min(1, FIELD_MESSAGES.atLeastOneProduct.id)
      .max(ORDER_LIMITS.maxItems),
  });
