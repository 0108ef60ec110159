import { API_BASE } from '../../../shared/contracts/define-endpoint';
import { staffApi } from '../../../shared/contracts/staff';
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from '../../../shared/validation/staff-rules';
import { FOREIGN_ORIGIN } from './staff-api-guard';
import { httpClient } from '../../../test/http';
import { GOOD_PASSWORD, HOUR, sessionCookieOf, staffApiSite } from '../../../test/staff-api-site';
import { createTestApp } from '../../../test/test-app';

// Signing in and out through the staff API, as the back office does: the session cookie and how long a session
// lives, the answers a failed sign-in gets, the sign-in throttle and what the owners see of it, and the door's
// refusal of state changes from other sites. Time is the test's clock, moved instead of waited for.

const { clock, app, newIp, newEmail, ask, signIn, me, ownerCookie, accountInDatabase, auditOf, sessionsOf } = staffApiSite();
const visitor = httpClient(app);

describe('signing in', () => {
  it('gives a new session cookie and a sign-in entry; signing out ends the session', async () => {
    const { id, email } = await accountInDatabase('editor');
    const response = await signIn(email.toUpperCase(), GOOD_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expect.objectContaining({ id, email, role: 'editor' }));
    const cookie = sessionCookieOf(response)!.header;
    expect((await me({ cookie })).status).toBe(200);

    const out = await ask('post', staffApi.signOut.path, { cookie });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out)!.attributes.some((a) => a.startsWith('Expires=Thu, 01 Jan 1970'))).toBe(true);
    expect((await me({ cookie })).status).toBe(401);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['staff.signed-in']);
  });

  it('answers a wrong password, an unknown address and a deactivated account alike, and records the attempts without the password', async () => {
    const { id, email } = await accountInDatabase('sales');
    const deactivated = await accountInDatabase('sales', false);
    const wrong = await signIn(email, 'not the password at all');
    const unknown = await signIn(newEmail('nobody'), 'not the password at all');
    const inactive = await signIn(deactivated.email, GOOD_PASSWORD);
    for (const response of [wrong, unknown, inactive]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: SIGN_IN_FAILED });
      expect(sessionCookieOf(response)).toBeNull();
    }
    const [failure] = await auditOf(id);
    expect(failure).toEqual(expect.objectContaining({ action: 'staff.sign-in-failed', actor_label: email, actor_staff_id: null }));
    expect(failure!.ip).toMatch(/^10\.77\./);
    expect(JSON.stringify(failure)).not.toContain('not the password');
  });

  it('refuses an account and address after 10 failures with 429 and Retry-After; another address may still sign in', async () => {
    const { email } = await accountInDatabase('sales');
    const ip = newIp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(email, `wrong password ${attempt}`, { ip })).status).toBe(401);
    const refused = await signIn(email, GOOD_PASSWORD, { ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body).toEqual({ error: SIGN_IN_THROTTLED(retryAfter) });
    expect((await signIn(email, GOOD_PASSWORD, { ip: newIp() })).status).toBe(200);
  });

  it('records refused sign-ins for the owners, with the address typed and where from: the 1st, 2nd, 4th, 8th… of a block', async () => {
    const { id, email } = await accountInDatabase('sales');
    const ip = newIp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(email, `wrong password ${attempt}`, { ip })).status).toBe(401);
    for (let attempt = 0; attempt < 9; attempt++) expect((await signIn(email, GOOD_PASSWORD, { ip })).status).toBe(429);
    const owner = await ownerCookie();
    const query = new URLSearchParams({ about: 'staff', actor: email });
    const log = await ask('get', `${staffApi.audit.path}?${query.toString()}`, { cookie: owner });
    expect(log.status).toBe(200);
    const refused = log.body.items.filter((entry: { action: string }) => entry.action === 'staff.sign-in-throttled');
    expect(refused.map((entry: { detail: { refused: number } }) => entry.detail.refused)).toEqual([8, 4, 2, 1]);
    expect(refused[3]).toEqual(
      expect.objectContaining({
        actor: email,
        ip,
        subjectType: 'staff',
        subjectId: String(id),
        subjectName: 'Stored sales',
        detail: { email, limit: 'account', refused: 1, until: expect.any(String) },
      }),
    );
    // Until the account's 15 minutes from that address are over.
    const until = new Date(refused[3].detail.until).getTime() - clock.now().getTime();
    expect(until).toBeGreaterThan(14 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(15 * 60 * 1000);
    // Each failure before the block has its own entry, as before.
    expect(log.body.items.filter((entry: { action: string }) => entry.action === 'staff.sign-in-failed')).toHaveLength(10);
  });

  it('tells sign-ins sent all at once past the limit the 15 minutes of the block, not the hour of the count', async () => {
    const { email } = await accountInDatabase('sales');
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, attempt) => signIn(email, `wrong password ${attempt}`, { ip })));
    const refused = answers.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(response.body).toEqual({ error: SIGN_IN_THROTTLED(Number(response.headers['retry-after'])) });
      expect(response.body.error).toMatch(/minutes?\.$/);
    }
  });

  it('ends a session idle for 12 hours', async () => {
    const { email } = await accountInDatabase('editor');
    const cookie = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    clock.later(11 * HOUR);
    expect((await me({ cookie })).status).toBe(200);
    clock.later(11 * HOUR);
    expect((await me({ cookie })).status).toBe(200);
    clock.later(12 * HOUR + 60_000);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('ends a session 7 days after sign-in however busy', async () => {
    const { email } = await accountInDatabase('editor');
    const cookie = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      clock.later(10 * HOUR);
      expect((await me({ cookie })).status).toBe(200);
    }
    clock.later(7 * 24 * HOUR - 16 * 10 * HOUR + 60_000);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const { id, email } = await accountInDatabase('sales');
    const first = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    const second = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    const response = await ask('post', staffApi.signOutEverywhere.path, { cookie: first });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ended: 2 });
    expect((await me({ cookie: first })).status).toBe(401);
    expect((await me({ cookie: second })).status).toBe(401);
    expect((await auditOf(id)).at(-1)!.action).toBe('staff.signed-out-everywhere');
  });
});

describe('the door of the staff API', () => {
  it('refuses a state change from a session without Origin or Sec-Fetch-Site, or from another site, and changes nothing', async () => {
    const { id, email } = await accountInDatabase('sales');
    const cookie = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    const end = (headers: Record<string, string>) => {
      let req = visitor.post(`${API_BASE}${staffApi.signOutEverywhere.path}`).set('Cookie', cookie);
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      return req;
    };
    for (const headers of [
      {},
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://elsewhere.example' },
    ] as Record<string, string>[]) {
      const refused = await end(headers);
      expect({ headers, status: refused.status }).toEqual({ headers, status: 403 });
      expect(refused.body.error).toBe(FOREIGN_ORIGIN);
    }
    expect(await sessionsOf(id)).toHaveLength(1);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['staff.signed-in']);
    expect((await end({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const { email } = await accountInDatabase('sales');
    expect((await signIn(email, GOOD_PASSWORD, { origin: 'http://elsewhere.example' })).status).toBe(403);
    expect((await signIn(email, GOOD_PASSWORD, { origin: null })).status).toBe(403);
  });

  it('on an https address, names the cookie __Host- and makes it Secure', async () => {
    const secure = createTestApp({ config: { publicBaseUrl: 'https://shop.example' } });
    try {
      const { email } = await accountInDatabase('editor');
      const response = await httpClient(secure.app)
        .post(`${API_BASE}${staffApi.signIn.path}`, { email, password: GOOD_PASSWORD })
        .set('Origin', 'https://shop.example')
        .set('X-Forwarded-For', newIp());
      expect(response.status).toBe(200);
      const cookie = sessionCookieOf(response)!;
      expect(cookie.header).toMatch(/^__Host-staff_session=/);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(cookie.attributes.some((a) => a.startsWith('Domain='))).toBe(false);
    } finally {
      await secure.database.close();
    }
  });
});
