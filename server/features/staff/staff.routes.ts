import { staffApi } from '../../../shared/contracts/staff';
import { AUDIT_PAGE_SIZE, endOfCompanyDay, startOfCompanyDay } from '../../../shared/staff/accounts';
import { HttpError } from '../../http/http-error';
import {
  type Implementation,
  NOT_SIGNED_IN,
  type RequestContext,
  contractHandlers,
  type ContractHandlers,
} from '../../http/mount-contract';
import type { Principal } from '../../http/principal';
import type { Db } from '../../db/connect';
import { readAuditTrail } from '../audit/audit-reading.public';
import type { ApiTokenService } from './api-tokens.service';
import type { SessionCookie } from './staff-api-guard';
import type { SignedIn, StaffService } from './staff.service';

// The staff contract over HTTP: the session cookie set and cleared here, who asks and from where handed to the
// services. The contract router has already refused whoever the endpoint does not admit (401/403).

const DATE_FORMAT = 'Use a date as YYYY-MM-DD.';

/** Who asks; the contract router lets nobody unnamed reach an endpoint with `access`. */
function principalOf(request: RequestContext): Principal {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return request.principal;
}

const originOf = (request: RequestContext) => ({
  ip: request.clientIp,
  userAgent: request.header('user-agent') ?? null,
  acceptLanguage: request.header('accept-language') ?? null,
});

/** The audit log's range, as days of the company's calendar. */
function auditRange(query: { from?: string; to?: string }) {
  const errors: Record<string, string> = {};
  const from = query.from ? startOfCompanyDay(query.from) : undefined;
  const to = query.to ? startOfCompanyDay(query.to) : undefined;
  if (from === null) errors.from = DATE_FORMAT;
  if (to === null) errors.to = DATE_FORMAT;
  if (Object.keys(errors).length) throw new HttpError(400, 'Invalid request', errors);
  return { from: from ?? undefined, until: to ? endOfCompanyDay(to) : undefined };
}

export interface StaffRoutesOptions {
  db: Db;
  staff: StaffService;
  tokens: ApiTokenService;
  cookie: SessionCookie;
}

export function staffRoutes({ db, staff, tokens, cookie }: StaffRoutesOptions): ContractHandlers {
  const signedIn = ({ me, token }: SignedIn, request: RequestContext) => {
    request.setCookie(cookie.name, token, cookie.options);
    return me;
  };

  const implementation: Implementation<typeof staffApi> = {
    signIn: async ({ body }, request) =>
      signedIn(await staff.signIn(body.email, body.password, originOf(request), request.principal?.sessionKey ?? null), request),

    signOut: async (_input, request) => {
      await staff.signOut(principalOf(request));
      request.clearCookie(cookie.name, cookie.options);
      return { ok: true };
    },

    signOutEverywhere: async (_input, request) => {
      const ended = await staff.signOutEverywhere(principalOf(request), request.clientIp);
      request.clearCookie(cookie.name, cookie.options);
      return { ended };
    },

    me: (_input, request) => staff.me(principalOf(request), request.header('accept-language') ?? null),

    setLocale: ({ body }, request) => staff.setLocale(principalOf(request), body, request.clientIp),

    requestPasswordReset: async ({ body }, request) => {
      staff.requestPasswordReset(body.email, request.clientIp);
      return { ok: true };
    },

    linkInfo: ({ params }) => staff.linkInfo(params.token),

    useLink: async ({ params, body }, request) => {
      const result = await staff.useLink(params.token, body, originOf(request));
      return result ? signedIn(result, request) : null;
    },

    listStaff: () => staff.listStaff(),

    invite: ({ body }, request) => staff.invite(principalOf(request), body, request.clientIp),

    reinvite: ({ params }, request) => staff.reinvite(principalOf(request), params.id, request.clientIp),

    updateStaff: ({ params, body }, request) => staff.updateStaff(principalOf(request), params.id, body, request.clientIp),

    listTokens: () => tokens.list(),

    createToken: ({ body }, request) => tokens.create(principalOf(request), body, request.clientIp),

    revokeToken: ({ params }, request) => tokens.revoke(principalOf(request), params.id, request.clientIp),

    audit: async ({ query }) => {
      const page = Math.max(1, query.page ?? 1);
      const { items, total } = await readAuditTrail(
        db,
        { about: query.about, action: query.action, actor: query.actor, subject: query.subject, ...auditRange(query) },
        { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
      );
      return { items, total, page, pageSize: AUDIT_PAGE_SIZE };
    },
  };

  return contractHandlers(staffApi, implementation);
}
