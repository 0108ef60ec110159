import type { Request } from 'express';
import type { StaffLocale } from '../../shared/i18n/locales';
import type { StaffRole } from '../../shared/staff/roles';

/**
 * Who is asking on the staff side: a signed-in staff member (by the session cookie) or an integration (by its
 * API token in the `auth-token` header). Set by the staff feature's middleware; the contract router checks it
 * against each endpoint's `access`.
 */
export interface Principal {
  via: 'session' | 'token';
  role: StaffRole;
  /** The staff member, or the staff member who created the token. */
  staffId: number;
  tokenId: number | null;
  /** For the audit log and the inquiry history: an e-mail address, or `token "name"`. */
  label: string;
  /** The display name, for replies sent from the inbox. */
  name: string;
  email: string;
  /** The staff member's back-office language (of the token's creator for a token); null until they have one. */
  locale: StaffLocale | null;
  /** The session's token hash (to end this session); null for API tokens. */
  sessionKey: string | null;
}

const PRINCIPAL = Symbol('principal');
type WithPrincipal = Request & { [PRINCIPAL]?: Principal | null };

export const principalOf = (req: Request): Principal | null => (req as WithPrincipal)[PRINCIPAL] ?? null;
/** Whether the staff door looked at this request (it sets a principal, null included, on every one it lets by). */
export const passedStaffDoor = (req: Request): boolean => (req as WithPrincipal)[PRINCIPAL] !== undefined;
export const setPrincipal = (req: Request, principal: Principal | null) => {
  (req as WithPrincipal)[PRINCIPAL] = principal;
};
