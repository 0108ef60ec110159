import { STAFF_LOCALES, type StaffLocale } from '../i18n/locales';
import { oneLine } from '../plain-text';
import { AUDIT_KIND_NAMES } from '../staff/audit-actions';
import { ACCESS, STAFF_ROLES, type StaffRole } from '../staff/roles';
import { signInRules } from '../validation/sign-in-rules';
import { dateError, inviteRules, passwordResetRules, tokenRules } from '../validation/staff-form-rules';
import { defineContract, responseOf, type Zod } from './define-endpoint';
import { schemaOf } from './inquiry-bodies';

// Staff accounts, sessions, API tokens and the audit log. Sign-in, the one-time links and the reset request are
// open (no `access`); every state change, open or not, must come from the back office's own pages (Origin /
// Sec-Fetch-Site), or carry an API token.

export interface Me {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The back office's language for them: their choice, or their browser's until they make one. */
  locale: StaffLocale;
  /** The account's version: a change of their own settings is made on it (409 when it is no longer the account's). */
  version: number;
}

export interface StaffAccount extends Me {
  active: boolean;
  /** No password yet: the invitation is still open. */
  invited: boolean;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface ApiTokenInfo {
  id: number;
  name: string;
  role: StaffRole;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  /** Who acted, as they were named then: an e-mail address, `token "name"`, or the system ('quote expiry'). */
  actor: string;
  /** The staff member's name today, when a staff member acted (not through a token). */
  actorName: string | null;
  /** One of shared/staff/audit-actions.ts, or an older name that list no longer has. */
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  /**
   * What staff know the subject by: an inquiry's reference, a person's, token's or product's name, a picture's file
   * name; for an item deleted since, its name in the entry. Null when it has none (an order, the inbox settings).
   */
  subjectName: string | null;
  /** Whether the subject is still there to be opened (a deleted product or picture is not). */
  subjectExists: boolean;
  detail: Record<string, unknown>;
  ip: string | null;
}

/** What a one-time link is for, before its form is filled in. */
export interface LinkInfo {
  purpose: 'invitation' | 'password-reset';
  email: string;
  name: string;
  /**
   * A password reset: how many API tokens made from this account still work. A new password does not end them, so
   * the form offers to (whoever learnt the old password may have made one).
   */
  liveTokens: number;
}

/** One account per mailbox, however the address is typed: the shared rule checks it, then it is kept in lower case. */
const lowerCaseEmail = <T extends { email: string }>(body: T): T => ({ ...body, email: body.email.toLowerCase() });
/** A calendar date, checked by the shared rule the back office's form runs too. */
const dateField = (z: Zod) =>
  z.unknown().transform((value, ctx) => {
    const message = dateError(value, true);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return String(value).trim();
  });
/** A person's name: one line wherever it is shown (the inbox, the audit log, a CSV row). */
const nameField = (z: Zod) =>
  z.string().transform(oneLine).pipe(z.string().min(1, 'Cannot be empty.').max(120, 'Must be at most 120 characters.'));
const roleField = (z: Zod) => z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(', ')}.` });
const numericId = (z: Zod) =>
  z.object({
    id: z
      .string()
      .regex(/^\d{1,9}$/, 'Unknown id')
      .transform(Number),
  });
/** Checked for length here; the list of common passwords is checked by the server alone (it is large). */
const passwordField = (z: Zod) => z.string().max(200, 'Use at most 200 characters.');

export const staffApi = defineContract({
  signIn: {
    method: 'POST',
    path: '/staff/session',
    body: (z: Zod) => schemaOf(z, signInRules).transform(lowerCaseEmail),
    response: responseOf<Me>(),
  },
  signOut: { method: 'POST', path: '/staff/session/end', access: ACCESS.anyStaff, response: responseOf<{ ok: true }>() },
  /** Ends every session of the account, this one included. */
  signOutEverywhere: {
    method: 'POST',
    path: '/staff/sessions/end-all',
    access: ACCESS.anyStaff,
    response: responseOf<{ ended: number }>(),
  },
  me: { method: 'GET', path: '/staff/me', access: ACCESS.anyStaff, response: responseOf<Me>() },
  /** The back office's language for the signed-in staff member, chosen on their account screen. */
  setLocale: {
    method: 'POST',
    path: '/staff/me/locale',
    access: ACCESS.anyStaff,
    body: (z: Zod) =>
      z.object({
        locale: z.enum(STAFF_LOCALES, { error: `Choose a language: ${STAFF_LOCALES.join(', ')}.` }),
        version: z.number().int().positive(),
      }),
    response: responseOf<Me>(),
  },
  /** Always the same answer, whether or not the address has an account. */
  requestPasswordReset: {
    method: 'POST',
    path: '/staff/password-reset',
    body: (z: Zod) => schemaOf(z, passwordResetRules).transform(lowerCaseEmail),
    response: responseOf<{ ok: true }>(),
  },
  linkInfo: {
    method: 'GET',
    path: '/staff/links/:token',
    params: (z: Zod) => z.object({ token: z.string().max(100) }),
    notFound: 'This link is not valid any more. Ask for a new one.',
    response: responseOf<LinkInfo>(),
  },
  /** Sets the password from an invitation or a reset link (a reset ends every other session), and signs in. */
  useLink: {
    method: 'POST',
    path: '/staff/links/:token',
    params: (z: Zod) => z.object({ token: z.string().max(100) }),
    body: (z: Zod) =>
      z.object({
        name: nameField(z).optional(),
        password: passwordField(z),
        /** A password reset: also revoke the API tokens made from the account (LinkInfo.liveTokens). */
        revokeTokens: z.boolean().optional(),
      }),
    notFound: 'This link is not valid any more. Ask for a new one.',
    response: responseOf<Me>(),
  },
  listStaff: { method: 'GET', path: '/staff/accounts', access: ACCESS.owner, response: responseOf<StaffAccount[]>() },
  /** Creates the account and its invitation (e-mailed, and shown once to the owner), valid 24 hours. */
  invite: {
    method: 'POST',
    path: '/staff/accounts',
    access: ACCESS.owner,
    body: (z: Zod) =>
      schemaOf(z, inviteRules)
        .extend({ role: roleField(z) })
        .transform(lowerCaseEmail),
    response: responseOf<{ account: StaffAccount; link: string }>(),
  },
  /** A new invitation for an account that has not set its password, or after a lost e-mail. */
  reinvite: {
    method: 'POST',
    path: '/staff/accounts/:id/invitation',
    access: ACCESS.owner,
    params: numericId,
    notFound: 'Unknown account',
    response: responseOf<{ link: string }>(),
  },
  /** Role change or (de)activation; deactivation ends the account's sessions and keeps its history. */
  updateStaff: {
    method: 'POST',
    path: '/staff/accounts/:id',
    access: ACCESS.owner,
    params: numericId,
    body: (z: Zod) => z.object({ role: roleField(z).optional(), active: z.boolean().optional() }),
    notFound: 'Unknown account',
    response: responseOf<StaffAccount>(),
  },
  listTokens: { method: 'GET', path: '/staff/tokens', access: ACCESS.owner, response: responseOf<ApiTokenInfo[]>() },
  /** The token itself is in this answer only: the server keeps its hash. */
  createToken: {
    method: 'POST',
    path: '/staff/tokens',
    access: ACCESS.owner,
    body: (z: Zod) => schemaOf(z, tokenRules).extend({ role: roleField(z), expiresAt: dateField(z) }),
    response: responseOf<{ token: string; info: ApiTokenInfo }>(),
  },
  revokeToken: {
    method: 'POST',
    path: '/staff/tokens/:id/revoke',
    access: ACCESS.owner,
    params: numericId,
    notFound: 'Unknown token',
    response: responseOf<ApiTokenInfo>(),
  },
  audit: {
    method: 'GET',
    path: '/staff/audit',
    access: ACCESS.owner,
    query: (z: Zod) =>
      z.object({
        /** What the entries are about: a kind of shared/staff/audit-actions.ts ('quote'), as the filter offers it. */
        about: z.enum(AUDIT_KIND_NAMES, { error: 'Choose what the entries are about from the list.' }).optional(),
        /** An action ('staff.signed-in'), or a group of them by its first part ('staff', 'staff.' or 'staff.*'). */
        action: z.string().max(60).optional(),
        actor: z.string().max(254).optional(),
        /** One subject: 'staff:12' (its type and id), or every subject of a type ('staff'). */
        subject: z.string().max(60).optional(),
        from: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
          .optional(),
        to: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
          .optional(),
        page: z
          .string()
          .regex(/^\d{1,6}$/, 'page must be a whole number')
          .transform(Number)
          .optional(),
      }),
    response: responseOf<{ items: AuditEntry[]; total: number; page: number; pageSize: number }>(),
  },
});
