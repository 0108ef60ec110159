import { englishOf } from '../../../shared/i18n/english';
import { API_BASE } from '../../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { staffApi } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import type { StaffRole } from '../../../shared/staff/roles';
import { SIGN_IN_FAILED } from '../../../shared/validation/staff-rules';
import { httpClient } from '../../../test/http';
import { GOOD_PASSWORD, HOUR, sessionCookieOf, staffApiSite, updatePath } from '../../../test/staff-api-site';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, OWN_DATABASE_SETUP_MS } from '../../../test/test-app';

// An owner's changes to staff accounts through the API: a role change, which the account's sessions follow at
// their next request, and (de)activation, each with what it ends (sessions, API tokens of a role no longer held);
// the last active owner stays one; and the audit log the owners read. Time is the test's clock.

const { clock, db, newEmail, ask, signIn, me, ownerCookie, accountWithPassword, auditOf, sessionsOf } = staffApiSite();

describe("an owner's changes to an account", () => {
  it('a role change continues the account’s session under a new token at its next request', async () => {
    const person = await accountWithPassword('sales');
    const endsAt = (await sessionsOf(person.id))[0]!.expires_at;
    const owner = await ownerCookie();
    clock.later(HOUR);
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
    const leaving = await signedInAs(db(), 'owner');
    const created = await ask(
      'post',
      staffApi.createToken.path,
      { cookie: leaving.headers.Cookie },
      { name: 'Made by a leaver', role: 'sales', expiresAt: new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10) },
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
    const demoted = await signedInAs(db(), 'owner');
    const expiresAt = new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10);
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
    const revoked = await db()
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
    expect(empty.body.error).toBe(englishOf(ACCOUNT_MESSAGES.nothingToChange));
  });
});

describe('the last active owner', () => {
  let isolated: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  beforeAll(async () => {
    isolated = await createIsolatedTestApp();
  }, OWN_DATABASE_SETUP_MS);
  afterAll(() => isolated.dispose());
  const { get, post } = httpClient(() => isolated.app);

  it('cannot be demoted or deactivated, by anyone, until another owner is there', async () => {
    const owner = await signedInAs(isolated.database.db, 'owner');
    const change = (id: number, body: object, who: SignedIn = owner) =>
      post(endpointUrl(staffApi.updateStaff, { params: { id } }), body, who);
    for (const body of [{ role: 'sales' }, { active: false }]) {
      const refused = await change(owner.staffId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(englishOf(ACCOUNT_MESSAGES.lastOwner));
    }
    const row = await isolated.database.db.selectFrom('staff').selectAll().where('id', '=', owner.staffId).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ role: 'owner', active: true }));

    const other = await signedInAs(isolated.database.db, 'sales');
    expect((await change(other.staffId, { role: 'owner' })).status).toBe(200);
    expect((await change(owner.staffId, { role: 'editor' })).status).toBe(200);
    // The promoted account continues as an owner under a new session token, and is now the last owner.
    const renewed = await get(endpointUrl(staffApi.me), other);
    const cookie = sessionCookieOf(renewed)!.header;
    const refused = await change(other.staffId, { active: false }, { ...other, headers: { ...other.headers, Cookie: cookie } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(englishOf(ACCOUNT_MESSAGES.lastOwner));
  });
});

describe('the audit log', () => {
  it('shows owners the entries filtered by action, person, subject and company days, newest first', async () => {
    const owner = await signedInAs(db(), 'owner');
    clock.set(new Date('2025-03-10T10:00:00+07:00'));
    const invited = await ask(
      'post',
      staffApi.invite.path,
      { cookie: owner.headers.Cookie },
      { email: newEmail('audited'), name: 'Audited', role: 'editor' },
    );
    clock.set(new Date('2025-03-11T23:30:00+07:00'));
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
        at: clock.now().toISOString(),
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
