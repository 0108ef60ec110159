import * as yup from 'yup';
import { contentFieldError, type ContentFields } from '../../../shared/content/fields';

// The browser's check of a content form: each field runs the shared rule the server runs (shared/content/fields.ts),
// so both refuse the same values with the same words. Each field is a `mixed` that takes any value, null included (a
// picture the item does not have): yup's own checks, which the server does not run, would refuse values it accepts.
export function contentSchemaOf(fields: ContentFields) {
  return yup.object(
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        yup
          .mixed()
          .nullable()
          .test('rule', '', function test(value) {
            const message = contentFieldError(field, value, { fields, values: this.parent as Record<string, unknown> });
            return message ? this.createError({ message }) : true;
          }),
      ]),
    ),
  );
}
