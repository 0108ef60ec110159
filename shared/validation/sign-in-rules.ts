import type { FormRules } from './rules';

/** The sign-in form: both fields required, the address well-formed. Browser (yup) and server (zod) read these. */
export const signInRules = {
  email: { label: 'Email', required: true, maxLength: 254, format: 'email' },
  password: { label: 'Password', required: true, maxLength: 200 },
} satisfies FormRules;
