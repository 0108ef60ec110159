import type request from 'supertest';
import { API_BASE, AUTH_TOKEN_HEADER } from '../shared/contracts/define-endpoint';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { staffApi } from '../shared/contracts/staff';
import type { StaffRole } from '../shared/staff/roles';
import { hashPassword } from '../server/features/staff/password';
import { heldAfterResponse } from './held-after-response';
import { httpClient } from './http';
import { signedInAs } from './staff-sessions';
import { createTestApp, TEST_BASE_URL } from './test-app';

// The site of the staff API's own tests, where accounts are invited, sign in and set their passwords through the
// API (tests about something else sign in straight in the database: staff-sessions.ts), and what those tests send
// and read.

export const HOUR = 60 * 60 * 1000;
/** A password the rules accept, and one they refuse as too common. */
export const GOOD_PASSWORD = 'woven seagrass 2026 baskets';
export const COMMON_PASSWORD = 'qwerty123456';

/** Who sends a request of the staff API's own tests: from where, with which session or token, from which page. */
export interface Speaker {
  ip?: string;
  cookie?: string;
  token?: string;
  /** The page the request comes from: the site's own unless told; null for none (an integration). */
  origin?: string | null;
}

/** The session cookie a response sets, as `name=value` for the next request; and its attributes. */
export function sessionCookieOf(response: request.Response) {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const line = cookies.find((c) => /^(__Host-)?staff_session=/.test(c));
  return line ? { header: line.split(';')[0]!, attributes: line.split(';').map((part) => part.trim()) } : null;
}

/** The path (after API_BASE) of a one-time link's endpoint: looked at with GET, used with POST. */
export const linkPath = (token: string) => endpointUrl(staffApi.useLink, { params: { token } }).slice(API_BASE.length);

/** The path (after API_BASE) of an owner's change to the account `id`. */
export const updatePath = (id: number) => endpointUrl(staffApi.updateStaff, { params: { id } }).slice(API_BASE.length);

/**
 * The site of the staff API's own tests, on the run's database (made in a `beforeAll`, closed in an `afterAll`).
 * Its clock is the test's, set back to the real time before each test and moved instead of waited for; the work a
 * request leaves until after its answer (a reset request's link and mail) runs when the test says so
 * (`afterResponse.runAll()`). The sign-in throttle counts per address: each request speaks from an address of its
 * own unless told.
 */
export function staffApiSite() {
  let now = new Date();
  const clock = {
    now: () => now,
    set(at: Date) {
      now = at;
    },
    /** Moves the clock on by `ms`. */
    later(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
  const afterResponse = heldAfterResponse();
  let site: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    site = createTestApp({ clock: clock.now, afterResponse });
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => site.database.close());

  const db = () => site.database.db;
  const visitor = httpClient(() => site.app);

  let lastOctet = 0;
  const newIp = () => `10.77.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
  let lastPerson = 0;
  const newEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++lastPerson}@staff.test`;

  /** A request to the staff API (`path` after API_BASE) as the back office's own page sends it, unless told otherwise. */
  function ask(method: 'get' | 'post', path: string, who: Speaker = {}, body?: object) {
    const url = `${API_BASE}${path}`;
    let req = (method === 'get' ? visitor.get(url) : visitor.post(url, body)).set('X-Forwarded-For', who.ip ?? newIp());
    if (who.origin !== null) req = req.set('Origin', who.origin ?? TEST_BASE_URL);
    if (who.cookie) req = req.set('Cookie', who.cookie);
    if (who.token !== undefined) req = req.set(AUTH_TOKEN_HEADER, who.token);
    return req;
  }

  const signIn = (email: string, password: string, who: Speaker = {}) => ask('post', staffApi.signIn.path, who, { email, password });
  const me = (who: Speaker) => ask('get', staffApi.me.path, who);
  /** The cookie of a new owner's session, signed in straight in the database. */
  const ownerCookie = async () => (await signedInAs(db(), 'owner')).headers.Cookie;

  /** An account invited by an owner through the API: its id, address and name, and its invitation link and token. */
  async function invite(role: StaffRole, email = newEmail(role), name = `Invited ${role}`) {
    const response = await ask('post', staffApi.invite.path, { cookie: await ownerCookie() }, { email, name, role });
    expect(response.status).toBe(200);
    const link = response.body.link as string;
    return { email, name, id: response.body.account.id as number, link, token: decodeURIComponent(link.split('/').pop()!) };
  }

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
    const { id } = await db()
      .insertInto('staff')
      .values({ email, name: `Stored ${role}`, role, password_hash: await hashPassword(GOOD_PASSWORD), active })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, email };
  }

  /** The audit entries about the account, oldest first. */
  const auditOf = (staffId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'staff')
      .where('subject_id', '=', String(staffId))
      .orderBy('id')
      .execute();
  const outboxTo = (email: string) => db().selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const sessionsOf = (staffId: number) => db().selectFrom('staff_session').selectAll().where('staff_id', '=', staffId).execute();

  return {
    clock,
    afterResponse,
    app: () => site.app,
    db,
    newIp,
    newEmail,
    ask,
    signIn,
    me,
    ownerCookie,
    invite,
    accountWithPassword,
    accountInDatabase,
    auditOf,
    outboxTo,
    sessionsOf,
  };
}
