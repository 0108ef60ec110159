import type { Request, RequestHandler, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { AUTH_TOKEN_HEADER } from '../../../shared/contracts/define-endpoint';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import type { CookieOptions } from '../../http/mount-contract';
import { type Principal, setPrincipal } from '../../http/principal';
import { requestSite } from '../../http/request-site';
import { hashOfToken, looksLikeToken, newSecretToken } from '../../http/secret-token';
import { deleteSession, findLiveApiToken, findLiveSession, insertSession, touchApiToken, touchSession } from './session.repository';

// The door of the staff API: who is asking (a session cookie, or an API token in `auth-token`), and whether a
// state change comes from the back office's own pages.

export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** A session's last use is written at most this often: not on every request of a busy page. */
const TOUCH_EVERY_MS = 60_000;

export const INVALID_API_TOKEN = 'This API token is not valid: it is unknown, revoked or expired.';
export const FOREIGN_ORIGIN = 'This request must come from the back office’s own pages.';

export interface SessionCookie {
  name: string;
  options: CookieOptions;
}

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, set by this host for the whole site (`/`)
 * and without a Domain: no subdomain can plant or read it. Browsers accept Secure cookies only over https (and
 * on localhost), so plain-http development and tests use the same cookie without prefix and Secure.
 */
export function sessionCookie(secure: boolean): SessionCookie {
  return {
    name: secure ? '__Host-staff_session' : 'staff_session',
    options: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: SESSION_ABSOLUTE_SECONDS * 1000 },
  };
}

export interface StaffApiGuardOptions {
  cookie: SessionCookie;
  /** The site's public origin (PUBLIC_BASE_URL): the only Origin a state change may come from. */
  publicOrigin: string;
  now?: () => Date;
}

export interface SessionStart {
  staffId: number;
  role: Principal['role'];
  ip: string | null;
  userAgent: string | null;
}

/** Starts a session: a new random token in the cookie, its hash in the table. Always a new token (sign-in, reset). */
export async function startSession(db: Db, start: SessionStart, now: Date, expiresAt?: Date): Promise<string> {
  const token = newSecretToken();
  await insertSession(db, {
    tokenHash: hashOfToken(token),
    staffId: start.staffId,
    role: start.role,
    at: now,
    expiresAt: expiresAt ?? new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000),
    ip: start.ip,
    userAgent: start.userAgent,
  });
  return token;
}

const isStateChange = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * A state change is let through only when the browser says it comes from this site, or when it carries an API
 * token (an integration, not a browser: a page elsewhere cannot make a browser send that header without our
 * consent).
 */
function checkOrigin(req: Request, publicOrigin: string, viaToken: boolean) {
  if (!isStateChange(req.method)) return;
  const site = requestSite(req, publicOrigin);
  if (site === 'this' || (site === 'unknown' && viaToken)) return;
  throw new HttpError(403, FOREIGN_ORIGIN);
}

export function staffApiGuard(db: Db, options: StaffApiGuardOptions): RequestHandler {
  const now = options.now ?? (() => new Date());
  const publicOrigin = new URL(options.publicOrigin).origin;

  async function byToken(token: string): Promise<Principal> {
    if (!looksLikeToken(token)) throw new HttpError(401, INVALID_API_TOKEN);
    const at = now();
    const row = await findLiveApiToken(db, hashOfToken(token), at);
    if (!row) throw new HttpError(401, INVALID_API_TOKEN);
    if (!row.last_used_at || at.getTime() - row.last_used_at.getTime() > TOUCH_EVERY_MS) await touchApiToken(db, row.id, at);
    return {
      via: 'token',
      role: row.role,
      staffId: row.staff_id,
      tokenId: row.id,
      label: `token "${row.name}"`,
      name: row.staff_name,
      email: row.email,
      locale: row.locale,
      sessionKey: null,
    };
  }

  async function bySession(req: Request, res: Response): Promise<Principal | null> {
    const token = parseCookies(req.get('cookie') ?? '')[options.cookie.name];
    if (!looksLikeToken(token)) return null;
    const at = now();
    let key = hashOfToken(token);
    const row = await findLiveSession(db, key, SESSION_IDLE_SECONDS, at);
    if (!row || !row.active) return null;
    if (row.session_role !== row.role) {
      // The role changed since this session began: the same person continues under a new token, within the same
      // 7 days. Requests of one page arriving together: the one that removes the old session makes the new one and
      // sets the cookie; the others are answered as the same person and leave the cookie to it.
      const oldKey = key;
      const fresh = await db.transaction().execute(async (trx) => {
        if (!(await deleteSession(trx, oldKey))) return null;
        const start = { staffId: row.staff_id, role: row.role, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
        return startSession(trx, start, at, row.expires_at);
      });
      if (fresh) {
        res.cookie(options.cookie.name, fresh, options.cookie.options);
        key = hashOfToken(fresh);
      }
    } else if (at.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, key, at);
    }
    return {
      via: 'session',
      role: row.role,
      staffId: row.staff_id,
      tokenId: null,
      label: row.email,
      name: row.name,
      email: row.email,
      locale: row.locale,
      sessionKey: key,
    };
  }

  return async (req, res, next) => {
    const token = req.get(AUTH_TOKEN_HEADER)?.trim();
    const principal = token ? await byToken(token) : await bySession(req, res);
    checkOrigin(req, publicOrigin, principal?.via === 'token');
    setPrincipal(req, principal);
    next();
  };
}
