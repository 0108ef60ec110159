import type { ApiTokenInfo } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES, API_TOKEN_MAX_DAYS, endOfCompanyDay, startOfCompanyDay } from '../../../shared/staff/accounts';
import type { StaffRole } from '../../../shared/staff/roles';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import type { Principal } from '../../http/principal';
import { recordAudit } from '../audit/audit-trail.public';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { findApiToken, insertApiToken, listApiTokens, revokeApiTokenRow } from './staff.repository';

// API tokens for integrations: named, with a role and an expiry. The token itself is in the answer that creates
// it and nowhere else; the database keeps its SHA-256. Revoked or expired, it opens nothing (staff-api-guard.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_FORMAT = 'Use a date as YYYY-MM-DD.';

type TokenRow = NonNullable<Awaited<ReturnType<typeof findApiToken>>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const infoOf = (row: TokenRow): ApiTokenInfo => ({
  id: row.id,
  name: row.name,
  role: row.role,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  revokedAt: iso(row.revoked_at),
  lastUsedAt: iso(row.last_used_at),
});

/**
 * A token works through the whole of its expiry day in the company's calendar: it ends at that day's last
 * instant, which the back office shows as that day.
 */
export function tokenExpiry(day: string, now: Date): Date {
  const start = startOfCompanyDay(day);
  if (!start) throw new HttpError(400, 'Invalid request', { expiresAt: DATE_FORMAT });
  if (start.getTime() <= now.getTime()) throw new HttpError(400, 'Invalid request', { expiresAt: ACCOUNT_MESSAGES.tokenNotAfterToday });
  if (start.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS) {
    throw new HttpError(400, 'Invalid request', { expiresAt: ACCOUNT_MESSAGES.tokenTooFarAhead });
  }
  return new Date(endOfCompanyDay(start).getTime() - 1);
}

export function createApiTokenService(db: Db, clock: () => Date) {
  return {
    async list(): Promise<ApiTokenInfo[]> {
      return (await listApiTokens(db)).map(infoOf);
    },

    async create(principal: Principal, request: { name: string; role: StaffRole; expiresAt: string }, ip: string | null) {
      const now = clock();
      const expiresAt = tokenExpiry(request.expiresAt, now);
      const token = newSecretToken();
      return db.transaction().execute(async (trx) => {
        const row = await insertApiToken(trx, {
          name: request.name,
          role: request.role,
          tokenHash: hashOfToken(token),
          createdBy: principal.staffId,
          at: now,
          expiresAt,
        });
        await recordAudit(trx, {
          actor: principal,
          action: 'token.created',
          subject: { type: 'token', id: row.id },
          detail: { name: row.name, role: row.role, expiresAt: expiresAt.toISOString() },
          ip,
          at: now,
        });
        return { token, info: infoOf(row) };
      });
    },

    /** Revokes the token (once: revoking it again changes nothing and records nothing). */
    async revoke(principal: Principal, id: number, ip: string | null): Promise<ApiTokenInfo | null> {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        if (await revokeApiTokenRow(trx, id, now)) {
          const row = (await findApiToken(trx, id))!;
          await recordAudit(trx, {
            actor: principal,
            action: 'token.revoked',
            subject: { type: 'token', id },
            detail: { name: row.name, role: row.role },
            ip,
            at: now,
          });
          return infoOf(row);
        }
        const row = await findApiToken(trx, id);
        return row ? infoOf(row) : null;
      });
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
