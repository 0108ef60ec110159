import { englishOf } from '../../../shared/i18n/english';
import { createHash } from 'node:crypto';
import { API_BASE, AUTH_TOKEN_HEADER } from '../../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { staffApi } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import type { StaffRole } from '../../../shared/staff/roles';
import { readExamples, requestTo } from '../../../test/api-examples';
import { HOUR, staffApiSite } from '../../../test/staff-api-site';

// API tokens for integrations through the staff API: made by an owner and shown once, admitting their role from
// anywhere without a browser's Origin, refused once revoked or expired, and no key to anything on the public API.
// What an owner's changes to the account that made them do to them is in staff-accounts.api.test.ts.

const { clock, app, db, ask, me, ownerCookie } = staffApiSite();

describe('API tokens', () => {
  const tomorrow = () => new Date(clock.now().getTime() + 36 * HOUR).toISOString().slice(0, 10);
  const create = async (role: StaffRole, expiresAt = tomorrow()) => {
    const response = await ask(
      'post',
      staffApi.createToken.path,
      { cookie: await ownerCookie() },
      { name: `Integration ${role}`, role, expiresAt },
    );
    expect(response.status).toBe(200);
    return response.body as { token: string; info: { id: number; role: StaffRole; expiresAt: string } };
  };

  it('is shown once, stored as its SHA-256 only, and admits its role on the staff API from anywhere', async () => {
    const { token, info } = await create('sales');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db().selectFrom('api_token').selectAll().where('id', '=', info.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await ask('get', staffApi.listTokens.path, { cookie: await ownerCookie() });
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: info.id, role: 'sales', revokedAt: null })]));
    expect(JSON.stringify(listed.body)).not.toContain(token);

    // An integration is no browser: it sends no Origin.
    const asToken = await me({ token, origin: null });
    expect(asToken.status).toBe(200);
    expect(asToken.body.role).toBe('sales');
    expect((await ask('get', staffApi.listStaff.path, { token, origin: null })).status).toBe(403);
    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'token.created')
      .where('subject_id', '=', String(info.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('opens nothing once revoked or expired', async () => {
    const revoked = await create('owner');
    const revoke = await ask('post', endpointUrl(staffApi.revokeToken, { params: { id: revoked.info.id } }).slice(API_BASE.length), {
      cookie: await ownerCookie(),
    });
    expect(revoke.status).toBe(200);
    expect(revoke.body.revokedAt).not.toBeNull();
    expect((await me({ token: revoked.token })).status).toBe(401);

    const expiring = await create('editor');
    expect((await me({ token: expiring.token })).status).toBe(200);
    clock.set(new Date(new Date(expiring.info.expiresAt).getTime() + 1));
    const expired = await me({ token: expiring.token });
    expect(expired.status).toBe(401);
  });

  it('must expire after today, within the limit, on a day that exists', async () => {
    const owner = await ownerCookie();
    const body = (expiresAt: string) => ({ name: 'Bad expiry', role: 'sales', expiresAt });
    const today = new Date(clock.now().getTime() + 7 * HOUR).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      [today, englishOf(ACCOUNT_MESSAGES.tokenNotAfterToday)],
      ['2020-01-01', englishOf(ACCOUNT_MESSAGES.tokenNotAfterToday)],
      ['2999-01-01', englishOf(ACCOUNT_MESSAGES.tokenTooFarAhead)],
      ['2027-02-31', 'Use a date as YYYY-MM-DD.'],
    ];
    for (const [day, message] of cases) {
      const response = await ask('post', staffApi.createToken.path, { cookie: owner }, body(day));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ expiresAt: message });
    }
  });

  it('changes nothing on the public API, empty or unknown', async () => {
    const product = await db().selectFrom('product').select('path').limit(1).executeTakeFirstOrThrow();
    for (const { endpoint, input, name } of readExamples(product.path)) {
      const plain = await requestTo(app(), endpoint, input as never);
      for (const token of ['', 'no-such-token', 'A'.repeat(43)]) {
        const withToken = await requestTo(app(), endpoint, input as never).set(AUTH_TOKEN_HEADER, token);
        expect({ name, token, status: withToken.status }).toEqual({ name, token, status: 200 });
        expect(withToken.body).toEqual(plain.body);
      }
    }
  });
});
