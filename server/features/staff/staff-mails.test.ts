import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { invitationMail, passwordResetMail } from './staff-mails';

// The staff e-mails carry a name an owner typed: it is text, never markup, and never a header line.

const LINK = 'https://shop.example/admin/link/abc_DEF-123';

it('escapes what was typed in the HTML, keeps the subject on one line, and carries the link in both parts', async () => {
  const mail = invitationMail(await staffMailI18n('en'), {
    name: '<b>Lan</b> & "co"',
    role: 'sales',
    invitedBy: 'Owner\r\nBcc: x@evil.example',
    company: 'Woven\nCo',
    link: LINK,
  });
  expect(mail.html).toContain('&lt;b&gt;Lan&lt;/b&gt; &amp; &quot;co&quot;');
  expect(mail.html).not.toContain('<b>Lan</b>');
  expect(mail.subject).not.toMatch(/[\r\n]/);
  for (const part of [mail.text, mail.html]) expect(part).toContain(LINK);
  expect(mail.text).toContain('24 hours');
  expect(mail.text).toContain('Sales');
});

it('says how long a reset link works and that it signs out everywhere else', async () => {
  const mail = passwordResetMail(await staffMailI18n('en'), { name: 'Lan', company: 'Woven Co', link: LINK });
  expect(mail.text).toContain(LINK);
  expect(mail.text).toContain('60 minutes');
  expect(mail.text).toContain('signs your account out everywhere else');
  expect(mail.html).toContain(`href="${LINK}"`);
});
