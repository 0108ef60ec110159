import { staffApi } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import { GOOD_PASSWORD, linkPath, sessionCookieOf, staffApiSite } from '../../../test/staff-api-site';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';

// Each staff member's language in the back office: their browser's (Accept-Language) until they choose, taken when
// they first sign in; then their own choice on the account screen, made on the account's version, from the back
// office's own pages, and written to the audit log with the change.

const { ask, signIn, me, invite, accountWithPassword, accountInDatabase, auditOf } = staffApiSite();

const setLocale = (cookie: string, body: object, origin?: string | null) =>
  ask('post', staffApi.setLocale.path, { cookie, ...(origin !== undefined ? { origin } : {}) }, body);

describe("a staff member's language", () => {
  it('is first their browser’s, taken when they use their invitation, and stays when the browser changes', async () => {
    const invited = await invite('sales');
    const set = await ask('post', linkPath(invited.token), {}, { password: GOOD_PASSWORD }).set(
      'Accept-Language',
      'vi-VN,vi;q=0.9,en;q=0.8',
    );
    expect(set.status).toBe(200);
    expect(set.body.locale).toBe('vi');
    const cookie = sessionCookieOf(set)!.header;
    expect((await me({ cookie }).set('Accept-Language', 'en-GB')).body.locale).toBe('vi');
  });

  it('is taken from the browser at the first sign-in of an account made without one, English for other languages', async () => {
    const vietnamese = await accountInDatabase('editor');
    const signedIn = await signIn(vietnamese.email, GOOD_PASSWORD).set('Accept-Language', 'vi');
    expect(signedIn.body.locale).toBe('vi');
    const german = await accountInDatabase('editor');
    expect((await signIn(german.email, GOOD_PASSWORD).set('Accept-Language', 'de-DE,de;q=0.9')).body.locale).toBe('en');
    // The first sign-in decided it: a later one from another browser does not change it.
    expect((await signIn(vietnamese.email, GOOD_PASSWORD).set('Accept-Language', 'en-US')).body.locale).toBe('vi');
  });

  it('is changed by its owner on the version they saw, with an audit entry', async () => {
    const person = await accountWithPassword('sales');
    const before = (await me({ cookie: person.cookie })).body;
    expect(before.locale).toBe('en');
    const changed = await setLocale(person.cookie, { locale: 'vi', version: before.version });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...before, locale: 'vi', version: before.version + 1 });
    expect((await me({ cookie: person.cookie })).body.locale).toBe('vi');
    const entry = (await auditOf(person.id)).find((e) => e.action === 'staff.locale-changed')!;
    expect(entry.actor_staff_id).toBe(person.id);
    expect(entry.detail).toEqual({ from: 'en', to: 'vi' });
  });

  it('refuses a change made on a version the account no longer has (409), and changes nothing', async () => {
    const person = await accountWithPassword('editor');
    const { version } = (await me({ cookie: person.cookie })).body;
    expect((await setLocale(person.cookie, { locale: 'vi', version })).status).toBe(200);
    const stale = await setLocale(person.cookie, { locale: 'en', version });
    expect(stale.status).toBe(409);
    // The account reads the back office in Vietnamese now, and so the refusal.
    expect(stale.body.error).toBe((await staffMailI18n('vi'))._(ACCOUNT_MESSAGES.accountChangedMeanwhile));
    expect((await me({ cookie: person.cookie })).body.locale).toBe('vi');
    expect((await auditOf(person.id)).filter((e) => e.action === 'staff.locale-changed')).toHaveLength(1);
  });

  it('refuses a change from another site’s page (403), and a language the back office does not speak (400)', async () => {
    const person = await accountWithPassword('owner');
    const { version } = (await me({ cookie: person.cookie })).body;
    expect((await setLocale(person.cookie, { locale: 'vi', version }, 'https://elsewhere.example')).status).toBe(403);
    expect((await setLocale(person.cookie, { locale: 'vi', version }, null)).status).toBe(403);
    expect((await setLocale(person.cookie, { locale: 'de', version })).status).toBe(400);
    expect((await me({ cookie: person.cookie })).body.locale).toBe('en');
    expect((await auditOf(person.id)).some((e) => e.action === 'staff.locale-changed')).toBe(false);
  });
});
