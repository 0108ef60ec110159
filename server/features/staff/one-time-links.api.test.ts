import { englishOf } from '../../../shared/i18n/english';
import { createHash } from 'node:crypto';
import { API_BASE } from '../../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { staffApi } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import { STAFF_MESSAGES } from '../../../shared/validation/staff-rules';
import { COMMON_PASSWORD, GOOD_PASSWORD, HOUR, linkPath, sessionCookieOf, staffApiSite } from '../../../test/staff-api-site';
import { signedInAs } from '../../../test/staff-sessions';
import { TEST_BASE_URL } from '../../../test/test-app';

// The one-time links of staff accounts through the API: an owner's invitation, e-mailed and shown once, and a
// password reset asked for by anybody; each link sets a password under the rules, signs in, and works once, for a
// while. Time is the test's clock, moved instead of waited for.

const {
  clock,
  afterResponse,
  db,
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
} = staffApiSite();

describe('an invitation', () => {
  it('is e-mailed and shown once; its link sets a password under the rules, signs in, and works only once', async () => {
    const { email, name, id, link, token } = await invite('sales');
    expect(link.startsWith(`${TEST_BASE_URL}/admin/link/`)).toBe(true);
    const [mail] = await outboxTo(email);
    expect(mail).toEqual(expect.objectContaining({ purpose: 'staff-invitation', inquiry_id: null, status: 'pending' }));
    expect(mail!.body_text).toContain(link);
    expect(mail!.body_html).toContain(link);
    const stored = await db().selectFrom('staff_link').selectAll().where('staff_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.expires_at.getTime() - clock.now().getTime()).toBe(24 * HOUR);

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
    expect(set.body).toEqual({ id, email, name: 'Lan Nguyen', role: 'sales', locale: 'en', version: 2 });
    const cookie = sessionCookieOf(set)!;
    expect(cookie.header).toMatch(/^staff_session=[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(cookie.attributes).not.toContain('Secure');
    const row = await db().selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$(?=[^$]*\bm=19456\b)(?=[^$]*\bt=2\b)[^$]+\$/);

    expect((await me({ cookie: cookie.header })).body).toEqual({ id, email, name: 'Lan Nguyen', role: 'sales', locale: 'en', version: 2 });
    for (const again of [await ask('get', linkPath(token)), await ask('post', linkPath(token), {}, { password: GOOD_PASSWORD })]) {
      expect(again.status).toBe(404);
      expect(again.body.error).toBe(staffApi.useLink.notFound);
    }
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['staff.invited', 'staff.password-set', 'staff.signed-in']);
  });

  it('stops working after 24 hours', async () => {
    const { token } = await invite('editor');
    clock.later(24 * HOUR + 1000);
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
    expect(again.body.errors).toEqual({ email: englishOf(ACCOUNT_MESSAGES.emailTaken) });
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
      const expiresAt = new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10);
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
    const revocations = await db()
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
    clock.later(HOUR + 1000);
    expect((await ask('post', linkPath(token), {}, { password: 'a brand new passphrase' })).status).toBe(404);
  });

  it('sends at most 3 links an hour to one account', async () => {
    const { email } = await accountInDatabase('editor');
    for (let i = 0; i < 5; i++) expect((await ask('post', staffApi.requestPasswordReset.path, {}, { email })).status).toBe(200);
    await afterResponse.runAll();
    expect(await outboxTo(email)).toHaveLength(3);
  });
});

describe('the staff mails’ language', () => {
  const setLocale = (id: number, locale: 'en' | 'vi') => db().updateTable('staff').set({ locale }).where('id', '=', id).execute();

  it('invites in the inviting owner’s language, as the invited person has chosen none yet', async () => {
    const owner = await signedInAs(db(), 'owner', { name: 'Hằng Phạm' });
    await setLocale(owner.staffId, 'vi');
    const email = newEmail('vi-invited');
    const invited = await ask('post', staffApi.invite.path, { cookie: owner.headers.Cookie }, { email, name: 'Vy', role: 'sales' });
    expect(invited.status).toBe(200);
    const [mail] = await outboxTo(email);
    expect(mail!.subject).toMatch(/^Tài khoản của bạn trên trang quản trị của /);
    expect(mail!.body_text).toContain('Xin chào Vy,');
    expect(mail!.body_text).toMatch(
      /Hằng Phạm đã mời bạn vào trang quản trị của .+ với vai trò Kinh doanh \(hộp thư yêu cầu báo giá và báo giá\)\./,
    );
    expect(mail!.body_text).toContain('Đường dẫn chỉ dùng được một lần, trong 24 giờ:');
    expect(mail!.body_text).toContain(invited.body.link);
    expect(mail!.body_html).toContain('>Đặt mật khẩu của tôi</a>');

    // An owner who reads the back office in English invites in English.
    const english = await invite('sales');
    const [englishMail] = await outboxTo(english.email);
    expect(englishMail!.subject).toMatch(/^Your account on the back office of /);
    expect(englishMail!.body_text).toContain('as Sales (the inquiry inbox and quotations).');
  });

  it('sends a reset link in the account’s own language', async () => {
    const vietnamese = await accountInDatabase('sales');
    await setLocale(vietnamese.id, 'vi');
    const english = await accountInDatabase('sales');
    for (const { email } of [vietnamese, english]) await ask('post', staffApi.requestPasswordReset.path, {}, { email });
    await afterResponse.runAll();
    const [vi] = await outboxTo(vietnamese.email);
    expect(vi!.purpose).toBe('password-reset');
    expect(vi!.subject).toMatch(/^Đặt mật khẩu mới cho trang quản trị của /);
    expect(vi!.body_text).toContain('Xin chào Stored sales,');
    expect(vi!.body_text).toContain('Đường dẫn chỉ dùng được một lần, trong 60 phút;');
    expect(vi!.body_text).toMatch(/http:\/\/catalogue\.test\/admin\/link\/[A-Za-z0-9_-]{43}/);
    const [en] = await outboxTo(english.email);
    expect(en!.subject).toMatch(/^Choose a new password for the back office of /);
    expect(en!.body_text).toContain('It works once, for 60 minutes, and saving the new password signs your account out everywhere else:');
  });
});
