import * as yup from 'yup';
import { MESSAGES } from '../../shared/validation/rules';
import { PASSWORDS_DIFFER } from '../../shared/validation/staff-form-rules';
import { passwordError } from '../../shared/validation/staff-rules';

// The yup pieces of the account forms that are not plain FieldRules (client/forms/form-schema.ts has those): each
// runs a shared check, so the browser says what the server would.

/** A field checked by one of the shared functions that return a message or null. */
export const checkedBy = (check: (value: unknown) => string | null) =>
  yup.mixed().test('rule', '', function test(value) {
    const message = check(value);
    return message ? this.createError({ message }) : true;
  });

/** A new password and its repetition, which must be the same (the server receives only the first). */
export const newPasswordShape = {
  password: checkedBy(passwordError),
  repeat: yup.mixed().test('same', '', function test(value) {
    if (typeof value !== 'string' || value === '') return this.createError({ message: MESSAGES.required });
    return value === (this.parent as { password?: unknown }).password ? true : this.createError({ message: PASSWORDS_DIFFER });
  }),
};
