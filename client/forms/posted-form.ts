import { data } from 'react-router-dom';
import { HONEYPOT_FIELD } from '../../shared/contracts/define-endpoint';
import type { PostedForm, TypedValues } from '../../shared/form-posts';
import type { FormRules } from '../../shared/validation/rules';
import type { RouteContext } from '../api/route-context';

/**
 * A page's action for a form posted to it as a page (`<form method="post">`, sent by the browser itself before the
 * app runs or without JavaScript): the typed fields, with what the page adds (the product asked about), go to the
 * form's endpoint on the server; the page is rendered again with the receipt, or with every typed value and the
 * messages, under the endpoint's status. Once the app runs, the same form posts to the endpoint in place instead.
 */
export async function submitPostedForm(
  context: unknown,
  request: Request,
  endpoint: { method: string; path: string },
  rules: FormRules,
  added: Record<string, unknown> = {},
) {
  const submitForm = (context as RouteContext | undefined)?.submitForm;
  if (!submitForm) throw new Error('A form is posted as a page only to the server');
  const form = await request.formData();
  const textOf = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: TypedValues = Object.fromEntries(Object.keys(rules).map((name) => [name, textOf(name)]));
  const submission = await submitForm(endpoint, { ...values, [HONEYPOT_FIELD]: textOf(HONEYPOT_FIELD), ...added });
  const posted: PostedForm =
    'response' in submission
      ? { sent: submission.response }
      : 'errors' in submission
        ? { values, errors: submission.errors }
        : { values, failure: submission.failure };
  return data(posted, { status: submission.status });
}
