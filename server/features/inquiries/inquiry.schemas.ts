import { z } from 'zod';
import {
  catalogueRequestRules,
  contactMessageRules,
  enquiryRules,
  fieldError,
  type FieldRule,
  type FormRules,
  MESSAGES,
  orderContactRules,
} from '../../../shared/validation/rules';
import { ORDER_LIMITS } from '../../../shared/inquiries';

/** One field checked by the shared rule; the value comes out trimmed ('' when optional and absent). */
function fieldSchema(rule: FieldRule) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const message = fieldError(rule, value);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return typeof value === 'string' ? value.trim() : '';
    });
}

/** A zod object from shared rules: every field is checked, so every failing field is reported at once. */
export function schemaOf<R extends FormRules>(rules: R) {
  const shape = Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, fieldSchema(rule)])) as {
    [K in keyof R]: ReturnType<typeof fieldSchema>;
  };
  return z.object(shape);
}

const productRef = z.object(
  {
    link: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(500),
    name: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(300),
  },
  { error: MESSAGES.required },
);

export const enquirySchema = schemaOf(enquiryRules);
export const quotationSchema = schemaOf(enquiryRules).extend({ product: productRef });
export const contactMessageSchema = schemaOf(contactMessageRules);
export const catalogueRequestSchema = schemaOf(catalogueRequestRules);

const orderLine = z.object({
  path: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200),
  name: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(300),
  variants: z
    .array(
      z.object({
        colour: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(80),
        quantity: z
          .number({ error: MESSAGES.number })
          .int(MESSAGES.number)
          .min(1, MESSAGES.number)
          .max(ORDER_LIMITS.maxQuantity, MESSAGES.number),
      }),
    )
    .min(1, 'Add at least one colour.')
    .max(ORDER_LIMITS.maxVariants),
});

export const orderSchema = schemaOf(orderContactRules).extend({
  items: z.array(orderLine, { error: 'Add at least one product.' }).min(1, 'Add at least one product.').max(ORDER_LIMITS.maxItems),
});
