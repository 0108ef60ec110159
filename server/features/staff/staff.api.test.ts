import { heldAfterResponse } from '../../../test/held-after-response';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { API_BASE, AUTH_TOKEN_HEADER } from '../../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { staffApi } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import type { StaffRole } from '../../../shared/staff/roles';
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED, STAFF_MESSAGES } from '../../../shared/validation/staff-rules';
import type { DatabaseHandle } from '../../db/connect';
import { FOREIGN_ORIGIN } from './staff-api-guard';
import { hashPassword } from './password';
import { readExamples, requestTo } from '../../../test/api-examples';
import { signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, createTestApp, TEST_BASE_URL } from '../../../test/test-app';

// Staff accounts through the API, as the back office and integrations use it: invitations and reset links, the
// session cookie, the sign-in throttle, role changes and deactivation, API tokens, the audit log, and the door's
// refusal of state changes from other sites. Time is the test's clock, moved instead of waited for.

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;
let now = new Date();
const clock = () => now;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const HOUR = 60 * 60 * 1000;

// Work left until after an answer (a reset request's link and mail) runs when a test says so.
const afterResponse = heldAfterResponse();
beforeAll(() => {
  ({ app, database } = createTestApp({ clock, afterResponse }));
});
beforeEach(() => {
  now = new Date();
});
afterAll(() => database.close());

// The sign-in throttle counts per address: each test speaks from its own.
let lastOctet = 0;
const newIp = () => `10.77.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
let lastPerson = 0;
const newEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++lastPerson}@staff.test`;

const GOOD_PASSWORD = 'woven seagrass 2026 baskets';
const COMMON_PASSWORD = 'qwerty123456';

interface Speaker {
  ip?: string;
  cookie?: string;
  token?: string;
  origin?: string | null;
}

/** A request as the back office's own page sends it (Origin of the site), unless told otherwise. */
function ask(method: 'get' | 'post', path: string, who: Speaker = {}, body?: object) {
  const url = `${API_BASE}${path}`;
  let req = (method === 'get' ? request(app).get(url) : request(app).post(url)).set('X-Forwarded-For', who.ip ?? newIp());
  if (who.origin !== null) req = req.set('Origin', who.origin ?? TEST_BASE_URL);
  if (who.cookie) req = req.set('Cookie', who.cookie);
  if (who.token !== undefined) req = req.set(AUTH_TOKEN_HEADER, who.token);
  return body === undefined ? req : req.send(body);
}

/** The session cookie a response sets, as `name=value` for the next request; and its attributes. */
function sessionCookieOf(response: request.Response) {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const line = cookies.find((c) => /^(__Host-)?staff_session=/.test(c));
  return line ? { header: line.split(';')[0]!, attributes: line.split(';').map((part) => part.trim()) } : null;
}

const ownerCookie = async () => (await signedInAs(database.db, 'owner')).headers.Cookie;

async function invite(role: StaffRole, email = newEmail(role), name = `Invited ${role}`) {
  const response = await ask('post', staffApi.invite.path, { cookie: await ownerCookie() }, { email, name, role });
  expect(response.status).toBe(200);
  const link = response.body.link as string;
  return { email, name, id: response.body.account.id as number, link, token: decodeURIComponent(link.split('/').pop()!) };
}

const linkPath = (token: string) => endpointUrl(staffApi.useLink, { params: { token } }).slice(API_BASE.length);

/** An account that chose its password through its invitation: its id, address and session cookie. */
async function accountWithPassword(role: StaffRole) {
  const invited = await invite(role);
  const response = await ask('post', linkPath(invited.token), {}, { password: GOOD_PASSWORD });
  expect(response.status).toBe(200);
  return { ...invited, cookie: sessionCookieOf(response)!.header };
}

/** An account with a password, written straight to the database: for tests about the sign-in itself. */
async function accountInDatabase(role: StaffRole, active = true) {
  const email = newEmail(`${role}-db`);
  const { id } = await database.db
    .insertInto('staff')
    .values({ email, name: `Stored ${role}`, role, password_hash: await hashPassword(GOOD_PASSWORD), active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email };
}

const signIn = (email: string, password: string, who: Speaker = {}) => ask('post', staffApi.signIn.path, who, { email, password });
const me = (who: Speaker) => ask('get', staffApi.me.path, who);

const auditOf = (staffId: number) =>
  database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'staff')
    .where('subject_id', '=', String(staffId))
    .orderBy('id')
    .execute();
const outboxTo = (email: string) =>
  database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
const sessionsOf = (staffId: number) => database.db.selectFrom('staff_session').selectAll().where('staff_id', '=', staffId).execute();

describe('an invitation', () => {
  it('is e-mailed and shown once; its link sets a password under the rules, signs in, and works only once', async () => {
    const { email, name, id, link, token } = await invite('sales');
    expect(link.startsWith(`${TEST_BASE_URL}/admin/link/`)).toBe(true);
    const [mail] = await outboxTo(email);
    expect(mail).toEqual(expect.objectContaining({ purpose: 'staff-invitation', inquiry_id: null, status: 'pending' }));
    expect(mail!.body_text).toContain(link);
    expect(mail!.body_html).toContain(link);
    const stored = await database.db.selectFrom('staff_link').selectAll().where('staff_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.expires_at.getTime() - now.getTime()).toBe(24 * HOUR);

    const info = await ask('get', linkPath(token));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ purpose: 'invitation', email, name, liveTokens: 0 });

    const tooShort = await ask('post', linkPath(token), {}, { password: 'short pass' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors).toEqual({ password: STAFF_MESSAGES.passwordTooShort });
    const common = await ask('post', linkPath(token), {}, { password: COMMON_PASSWORD });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: STAFF_MESSAGES.passwordCommon });
    expect(sessionCookieOf(common)).toBeNull();

    // A name is one line wherever it is shown, however it was typed or pasted.
    const set = await ask('post', linkPath(token), {}, { name: 'Lan\r\n  Nguyen', password: GOOD_PASSWORD });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ id, email, name: 'Lan Nguyen', role: 'sales' });
    const cookie = sessionCookieOf(set)!;
    expect(cookie.header).toMatch(/^staff_session=[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(cookie.attributes).not.toContain('Secure');
    const row = await database.db.selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$(?=[^$]*\bm=19456\b)(?=[^$]*\bt=2\b)[^$]+\$/);

    expect((await me({ cookie: cookie.header })).body).toEqual({ id, email, name: 'Lan Nguyen', role: 'sales' });
    for (const again of [await ask('get', linkPath(token)), await ask('post', linkPath(token), {}, { password: GOOD_PASSWORD })]) {
      expect(again.status).toBe(404);
      expect(again.body.error).toBe(staffApi.useLink.notFound);
    }
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['staff.invited', 'staff.password-set', 'staff.signed-in']);
  });

  it('stops working after 24 hours', async () => {
    const { token } = await invite('editor');
    later(24 * HOUR + 1000);
    expect((await ask('get', linkPath(token))).status).toBe(404);
    expect((await ask('post', linkPath(token), {}, { password: GOOD_PASSWORD })).status).toBe(404);
  });

  it('is refused for an address that has an account, with the reason under the field', async () => {
    const { email } = await invite('sales');
    const again = await ask(
      'post',
      staffApi.invite.path,
      { cookie: await ownerCookie() },
      { email: email.toUpperCase(), name: 'Again', role: 'editor' },
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
  });

  it('can be sent again while the password is not chosen: the earlier link stops working', async () => {
    const first = await invite('sales');
    const again = await ask('post', endpointUrl(staffApi.reinvite, { params: { id: first.id } }).slice(API_BASE.length), {
      cookie: await ownerCookie(),
    });
    expect(again.status).toBe(200);
    expect((await ask('get', linkPath(first.token))).status).toBe(404);
    const token = decodeURIComponent((again.body.link as string).split('/').pop()!);
    expect((await ask('get', linkPath(token))).status).toBe(200);
    expect(await outboxTo(first.email)).toHaveLength(2);
  });
});

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
    const until = new Date(refused[3].detail.until).getTime() - now.getTime();
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
    later(11 * HOUR);
    expect((await me({ cookie })).status).toBe(200);
    later(11 * HOUR);
    expect((await me({ cookie })).status).toBe(200);
    later(12 * HOUR + 60_000);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('ends a session 7 days after sign-in however busy', async () => {
    const { email } = await accountInDatabase('editor');
    const cookie = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      later(10 * HOUR);
      expect((await me({ cookie })).status).toBe(200);
    }
    later(7 * 24 * HOUR - 16 * 10 * HOUR + 60_000);
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

describe('a password reset', () => {
  it('answers an unknown address as a known one, and queues a mail only for the known one', async () => {
    const unknownEmail = newEmail('nobody');
    const unknown = await ask('post', staffApi.requestPasswordReset.path, {}, { email: unknownEmail });
    const { id, email } = await accountInDatabase('sales');
    const known = await ask('post', staffApi.requestPasswordReset.path, {}, { email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // Nothing about the account was looked at or written before the answer, so its timing cannot differ either.
    expect(await outboxTo(email)).toHaveLength(0);
    expect(await auditOf(id)).toEqual([]);
    await afterResponse.runAll();
    expect(await outboxTo(unknownEmail)).toHaveLength(0);
    const [mail] = await outboxTo(email);
    expect(mail!.purpose).toBe('password-reset');
    expect(mail!.body_text).toMatch(/http:\/\/catalogue\.test\/admin\/link\/[A-Za-z0-9_-]{43}/);
  });

  it('sets a new password from the e-mailed link and ends every other session', async () => {
    const { id, email } = await accountInDatabase('sales');
    const elsewhere = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    await ask('post', staffApi.requestPasswordReset.path, {}, { email });
    await afterResponse.runAll();
    const [mail] = await outboxTo(email);
    const token = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(mail!.body_text)![1]!;
    expect((await ask('get', linkPath(token))).body).toEqual(expect.objectContaining({ purpose: 'password-reset', email }));

    const reset = await ask('post', linkPath(token), {}, { password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect((await me({ cookie: elsewhere })).status).toBe(401);
    expect((await me({ cookie: sessionCookieOf(reset)!.header })).status).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'a brand new passphrase')).status).toBe(200);
    const set = (await auditOf(id)).find((entry) => entry.action === 'staff.password-set')!;
    expect(set.detail).toEqual({ via: 'password-reset', sessionsEnded: 1, tokensRevoked: 0 });
  });

  it('offers to revoke the API tokens the account made, and revokes them only when asked', async () => {
    const tokenOf = async (cookie: string, name: string) => {
      const expiresAt = new Date(now.getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10);
      const created = await ask('post', staffApi.createToken.path, { cookie }, { name, role: 'sales', expiresAt });
      expect(created.status).toBe(200);
      return created.body.token as string;
    };
    const resetLink = async (email: string) => {
      await ask('post', staffApi.requestPasswordReset.path, {}, { email });
      await afterResponse.runAll();
      const mails = await outboxTo(email);
      return /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1]!.body_text)![1]!;
    };
    const owner = await accountWithPassword('owner');
    const kept = await tokenOf(owner.cookie, 'Kept integration');

    // Not asked: the token goes on working, and the form was told it would.
    const first = await resetLink(owner.email);
    expect((await ask('get', linkPath(first))).body).toEqual(expect.objectContaining({ purpose: 'password-reset', liveTokens: 1 }));
    expect((await ask('post', linkPath(first), {}, { password: 'a brand new passphrase' })).status).toBe(200);
    expect((await me({ token: kept })).status).toBe(200);

    // Asked: every token the account made stops at once, each revocation in the audit trail.
    const second = await tokenOf(sessionCookieOf(await signIn(owner.email, 'a brand new passphrase'))!.header, 'Second integration');
    const link = await resetLink(owner.email);
    expect((await ask('get', linkPath(link))).body).toEqual(expect.objectContaining({ liveTokens: 2 }));
    expect((await ask('post', linkPath(link), {}, { password: 'another new passphrase', revokeTokens: true })).status).toBe(200);
    expect((await me({ token: kept })).status).toBe(401);
    expect((await me({ token: second })).status).toBe(401);
    const set = (await auditOf(owner.id)).filter((entry) => entry.action === 'staff.password-set').pop()!;
    expect(set.detail).toEqual({ via: 'password-reset', sessionsEnded: 2, tokensRevoked: 2 });
    const revocations = await database.db
      .selectFrom('audit_log')
      .select(['actor_staff_id', 'detail'])
      .where('action', '=', 'token.revoked')
      .where('actor_staff_id', '=', owner.id)
      .execute();
    expect(revocations).toHaveLength(2);
    expect(revocations.every((entry) => (entry.detail as { reason: string }).reason === 'password-reset')).toBe(true);
  });

  it('stops working after an hour', async () => {
    const { email } = await accountInDatabase('editor');
    await ask('post', staffApi.requestPasswordReset.path, {}, { email });
    await afterResponse.runAll();
    const token = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec((await outboxTo(email))[0]!.body_text)![1]!;
    later(HOUR + 1000);
    expect((await ask('post', linkPath(token), {}, { password: 'a brand new passphrase' })).status).toBe(404);
  });

  it('sends at most 3 links an hour to one account', async () => {
    const { email } = await accountInDatabase('editor');
    for (let i = 0; i < 5; i++) expect((await ask('post', staffApi.requestPasswordReset.path, {}, { email })).status).toBe(200);
    await afterResponse.runAll();
    expect(await outboxTo(email)).toHaveLength(3);
  });
});

describe("an owner's changes to an account", () => {
  const updatePath = (id: number) => endpointUrl(staffApi.updateStaff, { params: { id } }).slice(API_BASE.length);

  it('a role change continues the account’s session under a new token at its next request', async () => {
    const person = await accountWithPassword('sales');
    const endsAt = (await sessionsOf(person.id))[0]!.expires_at;
    const owner = await ownerCookie();
    later(HOUR);
    const changed = await ask('post', updatePath(person.id), { cookie: owner }, { role: 'editor' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(expect.objectContaining({ id: person.id, role: 'editor', active: true, invited: false }));

    const next = await me({ cookie: person.cookie });
    expect(next.status).toBe(200);
    expect(next.body.role).toBe('editor');
    const renewed = sessionCookieOf(next)!.header;
    expect(renewed).not.toBe(person.cookie);
    expect((await me({ cookie: person.cookie })).status).toBe(401);
    expect((await me({ cookie: renewed })).body.role).toBe('editor');
    // The new token lives no longer than the session it continues: a role change does not add days.
    expect((await sessionsOf(person.id)).map((session) => session.expires_at)).toEqual([endsAt]);
    const entry = (await auditOf(person.id)).find((e) => e.action === 'staff.role-changed')!;
    expect(entry.detail).toEqual(expect.objectContaining({ from: 'sales', to: 'editor' }));
  });

  it('a deactivated account is signed out, cannot sign in, and keeps its history', async () => {
    const person = await accountWithPassword('editor');
    const historyBefore = await auditOf(person.id);
    const response = await ask('post', updatePath(person.id), { cookie: await ownerCookie() }, { active: false });
    expect(response.status).toBe(200);
    expect(response.body.active).toBe(false);
    expect((await me({ cookie: person.cookie })).status).toBe(401);
    expect(await sessionsOf(person.id)).toHaveLength(0);
    const refused = await signIn(person.email, GOOD_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: SIGN_IN_FAILED });

    const history = await auditOf(person.id);
    expect(history.slice(0, historyBefore.length)).toEqual(historyBefore);
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['staff.password-set', 'staff.deactivated']));
    const listed = await ask('get', staffApi.listStaff.path, { cookie: await ownerCookie() });
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: person.id, active: false })]));

    const back = await ask('post', updatePath(person.id), { cookie: await ownerCookie() }, { active: true });
    expect(back.body.active).toBe(true);
    expect((await signIn(person.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("a deactivated owner's API tokens stop working, and the list says they are revoked", async () => {
    const leaving = await signedInAs(database.db, 'owner');
    const created = await ask(
      'post',
      staffApi.createToken.path,
      { cookie: leaving.headers.Cookie },
      { name: 'Made by a leaver', role: 'sales', expiresAt: new Date(now.getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10) },
    );
    expect(created.status).toBe(200);
    expect((await me({ token: created.body.token })).status).toBe(200);
    expect((await ask('post', updatePath(leaving.staffId), { cookie: await ownerCookie() }, { active: false })).status).toBe(200);
    expect((await me({ token: created.body.token })).status).toBe(401);
    const listed = await ask('get', staffApi.listTokens.path, { cookie: await ownerCookie() });
    const token = (listed.body as { id: number; revokedAt: string | null }[]).find((t) => t.id === created.body.info.id)!;
    expect(token.revokedAt).not.toBeNull();
  });

  it("a demoted owner's API tokens of roles they no longer have stop working; one of their new role goes on", async () => {
    const demoted = await signedInAs(database.db, 'owner');
    const expiresAt = new Date(now.getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10);
    const make = async (role: StaffRole) =>
      (
        await ask(
          'post',
          staffApi.createToken.path,
          { cookie: demoted.headers.Cookie },
          { name: `Made as owner: ${role}`, role, expiresAt },
        )
      ).body as { token: string; info: { id: number } };
    const [asOwner, asSales, asEditor] = [await make('owner'), await make('sales'), await make('editor')];
    expect((await ask('post', updatePath(demoted.staffId), { cookie: await ownerCookie() }, { role: 'sales' })).status).toBe(200);
    expect((await me({ token: asOwner.token })).status).toBe(401);
    expect((await me({ token: asEditor.token })).status).toBe(401);
    expect((await me({ token: asSales.token })).status).toBe(200);
    const revoked = await database.db
      .selectFrom('audit_log')
      .select('subject_id')
      .where('action', '=', 'token.revoked')
      .where('subject_id', 'in', [String(asOwner.info.id), String(asEditor.info.id), String(asSales.info.id)])
      .execute();
    expect(revoked.map((r) => r.subject_id).sort()).toEqual([String(asOwner.info.id), String(asEditor.info.id)].sort());
  });

  it('answers an unknown account with 404 and an empty change with 400', async () => {
    const owner = await ownerCookie();
    const unknown = await ask('post', updatePath(999_999_999), { cookie: owner }, { role: 'sales' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Unknown account');
    const empty = await ask('post', updatePath(1), { cookie: owner }, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(ACCOUNT_MESSAGES.nothingToChange);
  });
});

describe('the last active owner', () => {
  let isolated: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  beforeAll(async () => {
    isolated = await createIsolatedTestApp();
  });
  afterAll(() => isolated.dispose());

  it('cannot be demoted or deactivated, by anyone, until another owner is there', async () => {
    const owner = await signedInAs(isolated.database.db, 'owner');
    const path = (id: number) => `${API_BASE}${endpointUrl(staffApi.updateStaff, { params: { id } }).slice(API_BASE.length)}`;
    const change = (id: number, body: object) => request(isolated.app).post(path(id)).set(owner.headers).send(body);
    for (const body of [{ role: 'sales' }, { active: false }]) {
      const refused = await change(owner.staffId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(ACCOUNT_MESSAGES.lastOwner);
    }
    const row = await isolated.database.db.selectFrom('staff').selectAll().where('id', '=', owner.staffId).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ role: 'owner', active: true }));

    const other = await signedInAs(isolated.database.db, 'sales');
    expect((await change(other.staffId, { role: 'owner' })).status).toBe(200);
    expect((await change(owner.staffId, { role: 'editor' })).status).toBe(200);
    // The promoted account continues as an owner under a new session token, and is now the last owner.
    const renewed = await request(isolated.app).get(`${API_BASE}${staffApi.me.path}`).set(other.headers);
    const cookie = ([] as string[]).concat(renewed.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const refused = await request(isolated.app)
      .post(path(other.staffId))
      .set({ ...other.headers, Cookie: cookie })
      .send({ active: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(ACCOUNT_MESSAGES.lastOwner);
  });
});

describe('API tokens', () => {
  const tomorrow = () => new Date(now.getTime() + 36 * HOUR).toISOString().slice(0, 10);
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
    const row = await database.db.selectFrom('api_token').selectAll().where('id', '=', info.id).executeTakeFirstOrThrow();
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
    const entry = await database.db
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
    now = new Date(new Date(expiring.info.expiresAt).getTime() + 1);
    const expired = await me({ token: expiring.token });
    expect(expired.status).toBe(401);
  });

  it('must expire after today, within the limit, on a day that exists', async () => {
    const owner = await ownerCookie();
    const body = (expiresAt: string) => ({ name: 'Bad expiry', role: 'sales', expiresAt });
    const today = new Date(now.getTime() + 7 * HOUR).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      [today, ACCOUNT_MESSAGES.tokenNotAfterToday],
      ['2020-01-01', ACCOUNT_MESSAGES.tokenNotAfterToday],
      ['2999-01-01', ACCOUNT_MESSAGES.tokenTooFarAhead],
      ['2027-02-31', 'Use a date as YYYY-MM-DD.'],
    ];
    for (const [day, message] of cases) {
      const response = await ask('post', staffApi.createToken.path, { cookie: owner }, body(day));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ expiresAt: message });
    }
  });

  it('changes nothing on the public API, empty or unknown', async () => {
    const product = await database.db.selectFrom('product').select('path').limit(1).executeTakeFirstOrThrow();
    for (const { endpoint, input, name } of readExamples(product.path)) {
      const plain = await requestTo(app, endpoint, input as never);
      for (const token of ['', 'no-such-token', 'A'.repeat(43)]) {
        const withToken = await requestTo(app, endpoint, input as never).set(AUTH_TOKEN_HEADER, token);
        expect({ name, token, status: withToken.status }).toEqual({ name, token, status: 200 });
        expect(withToken.body).toEqual(plain.body);
      }
    }
  });
});

describe('the door of the staff API', () => {
  it('refuses a state change from a session without Origin or Sec-Fetch-Site, or from another site, and changes nothing', async () => {
    const { id, email } = await accountInDatabase('sales');
    const cookie = sessionCookieOf(await signIn(email, GOOD_PASSWORD))!.header;
    const end = (headers: Record<string, string>) => {
      let req = request(app).post(`${API_BASE}${staffApi.signOutEverywhere.path}`).set('Cookie', cookie);
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
      const response = await request(secure.app)
        .post(`${API_BASE}${staffApi.signIn.path}`)
        .set('Origin', 'https://shop.example')
        .set('X-Forwarded-For', newIp())
        .send({ email, password: GOOD_PASSWORD });
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

describe('the audit log', () => {
  it('shows owners the entries filtered by action, person, subject and company days, newest first', async () => {
    const owner = await signedInAs(database.db, 'owner');
    now = new Date('2025-03-10T10:00:00+07:00');
    const invited = await ask(
      'post',
      staffApi.invite.path,
      { cookie: owner.headers.Cookie },
      { email: newEmail('audited'), name: 'Audited', role: 'editor' },
    );
    now = new Date('2025-03-11T23:30:00+07:00');
    await ask(
      'post',
      endpointUrl(staffApi.updateStaff, { params: { id: invited.body.account.id } }).slice(API_BASE.length),
      { cookie: owner.headers.Cookie },
      { role: 'sales' },
    );
    const read = (query: Record<string, string>) =>
      ask('get', `${staffApi.audit.path}?${new URLSearchParams(query).toString()}`, { cookie: owner.headers.Cookie });

    const mine = await read({ actor: owner.email.toUpperCase() });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(expect.objectContaining({ total: 2, page: 1, pageSize: 50 }));
    expect(mine.body.items.map((e: { action: string }) => e.action)).toEqual(['staff.role-changed', 'staff.invited']);
    expect(mine.body.items[0]).toEqual(
      expect.objectContaining({
        actor: owner.email,
        subjectType: 'staff',
        subjectId: String(invited.body.account.id),
        at: now.toISOString(),
      }),
    );
    expect((await read({ actor: owner.email, action: 'staff.invited' })).body.total).toBe(1);
    expect((await read({ actor: owner.email, action: 'staff' })).body.total).toBe(2);
    expect((await read({ actor: owner.email, action: 'token' })).body.total).toBe(0);
    expect((await read({ subject: `staff:${invited.body.account.id}` })).body.total).toBe(2);
    expect(
      (await read({ actor: owner.email, from: '2025-03-11', to: '2025-03-11' })).body.items.map((e: { action: string }) => e.action),
    ).toEqual(['staff.role-changed']);
    expect((await read({ actor: owner.email, to: '2025-03-10' })).body.total).toBe(1);

    const bad = await read({ from: '2031-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ from: 'Use a date as YYYY-MM-DD.' });
  });
});
