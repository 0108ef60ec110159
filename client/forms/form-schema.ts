import type { MessageDescriptor } from '@lingui/core';
import * as yup from 'yup';
import { englishOf } from '../../shared/i18n/english';
import { fieldError, type FormRules, type PhoneCheck } from '../../shared/validation/rules';

/** Writes a rule's message in a language: the page's catalogue (`i18n._`), or English where there is none. */
export type WriteMessage = (message: MessageDescriptor) => string;

/**
 * A yup schema from the shared rules, for Formik. Each field runs the same check as the server's zod schema
 * (shared/contracts/inquiry-bodies.ts), so both always give the same message, written by `write`.
 */
export function yupSchemaOf(rules: FormRules, write: WriteMessage = englishOf) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const [key, rule] of Object.entries(rules)) {
    shape[key] =
      rule.format === 'phone'
        ? yup.mixed().test('rule', '', async function check(value) {
            const message = fieldError(rule, value, await phoneCheck());
            return message ? this.createError({ message: write(message) }) : true;
          })
        : yup.mixed().test('rule', '', function check(value) {
            const message = fieldError(rule, value);
            return message ? this.createError({ message: write(message) }) : true;
          });
  }
  return yup.object(shape);
}

let loadingPhoneCheck: Promise<PhoneCheck> | undefined;
/** The phone check, with the phone library: fetched the first time a form checks a phone, then kept. */
export function phoneCheck(): Promise<PhoneCheck> {
  loadingPhoneCheck ??= import('../../shared/validation/phone-numbers').then(
    (module) => module.isAcceptedPhone,
    (error: unknown) => {
      // A failed fetch (the connection dropped) is tried again at the next check.
      loadingPhoneCheck = undefined;
      throw error;
    },
  );
  return loadingPhoneCheck;
}

/** Every failing field and its message, collected at once (not stopping at the first). */
export async function yupErrorsOf(
  rules: FormRules,
  values: Record<string, unknown>,
  write: WriteMessage = englishOf,
): Promise<Record<string, string>> {
  try {
    await yupSchemaOf(rules, write).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) if (inner.path) errors[inner.path] ??= inner.message;
    return errors;
  }
}
