import type { I18n } from '@lingui/core';
import { sql } from 'kysely';
import { CERTIFICATE_REMINDER_DAYS, dayText, standardLabel } from '../../../shared/certificates';
import { adminPaths } from '../../../shared/staff/addresses';
import type { Db } from '../../db/connect';
import { inRecipientsLanguages, intlLocaleOf, STAFF_MAIL_LINK_WORDS } from '../../i18n/staff-mail-i18n';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { dayOf } from './certificates.repository';

// The owners are told CERTIFICATE_REMINDER_DAYS before a certificate's last valid day, while there is time to renew
// it before it disappears from the site, each in their back-office language. Each mail is queued in the outbox in
// the transaction that records it sent for that valid-until date, on rows locked with `skip locked`: however many
// web processes run the pass, each owner gets one mail per certificate, and a renewed certificate (a new date) is
// reminded of again.

export const CERTIFICATE_REMINDER_PURPOSE = 'certificate-expiry';

export interface CertificateReminderOptions {
  now: () => Date;
  /** The site's public address, for the link to the certificate in the back office. */
  publicBaseUrl: string;
}

const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

interface DueCertificate {
  id: number;
  name: string;
  standard: string;
  issuer: string;
  number: string;
  valid_until: string;
}

const WORDS = {
  what: /*i18n*/ { id: '{name} ({standard}, no. {number}, issued by {issuer})' },
  lastDay: /*i18n*/ { id: '{what} is valid until {until}: today is its last day.' },
  daysLeft: /*i18n*/ {
    id: '{what} is valid until {until}: {days, plural, one {# day from today} other {# days from today}}.',
  },
  renew: /*i18n*/ { id: 'The site stops showing it after that day. Renew it, then enter the new certificate with its scan and dates.' },
  subject: /*i18n*/ { id: 'Certificate runs out on {until}: {name}' },
  openCertificate: /*i18n*/ { id: 'Open the certificate' },
};

/**
 * The reminder, in the recipient's back-office language (`i18n`). The standard keeps its name as the back office
 * shows it (FSC, ISO 9001: the same in every language).
 */
export function certificateReminderMail(i18n: I18n, certificate: DueCertificate, today: string, link: string) {
  const left = daysBetween(today, certificate.valid_until);
  const until = dayText(certificate.valid_until, intlLocaleOf(i18n));
  const what = i18n._(WORDS.what.id, {
    name: certificate.name,
    standard: standardLabel(certificate.standard),
    number: certificate.number,
    issuer: certificate.issuer,
  });
  const lines = [
    left === 0 ? i18n._(WORDS.lastDay.id, { what, until }) : i18n._(WORDS.daysLeft.id, { what, until, days: left }),
    i18n._(WORDS.renew),
  ];
  return {
    subject: headerSafe(i18n._(WORDS.subject.id, { until, name: certificate.name })),
    text: [...lines, '', i18n._(STAFF_MAIL_LINK_WORDS.openIt.id, { link }), ''].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(i18n._(WORDS.openCertificate))}</a></p>`,
    ].join(''),
  };
}

/** One pass at `options.now()`: the reminders due and not yet sent. Answers how many certificates were reminded of. */
export async function runCertificateReminderPass(db: Db, options: CertificateReminderOptions): Promise<number> {
  const today = dayOf(options.now());
  return db.transaction().execute(async (trx) => {
    const { rows: due } = await sql<DueCertificate>`
      select c.id, c.name, c.standard, c.issuer, c.number, c.valid_until
      from certificate c
      where c.valid_until between ${today} and ${addDays(today, CERTIFICATE_REMINDER_DAYS)}
        and not exists (select 1 from certificate_reminder r where r.certificate_id = c.id and r.valid_until = c.valid_until)
      order by c.valid_until, c.id
      for update of c skip locked`.execute(trx);
    if (due.length === 0) return 0;
    const owners = await trx
      .selectFrom('staff')
      .select(['email', 'locale'])
      .where('role', '=', 'owner')
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    for (const certificate of due) {
      const link = `${options.publicBaseUrl}${adminPaths.contentItem('certificate', certificate.id)}`;
      const addressed = await inRecipientsLanguages(owners, (i18n) => certificateReminderMail(i18n, certificate, today, link));
      for (const { recipient: owner, mail } of addressed) {
        await trx
          .insertInto('email_outbox')
          .values({
            inquiry_id: null,
            purpose: CERTIFICATE_REMINDER_PURPOSE,
            to_address: owner.email,
            subject: mail.subject,
            body_text: mail.text,
            body_html: mail.html,
          })
          .execute();
      }
      await trx
        .insertInto('certificate_reminder')
        .values({ certificate_id: certificate.id, valid_until: certificate.valid_until, sent_at: options.now() })
        .execute();
    }
    return due.length;
  });
}
