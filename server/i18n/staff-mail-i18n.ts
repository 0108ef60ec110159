import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, STAFF_INTL_LOCALES, type StaffLocale } from '../../shared/i18n/locales';

// What the server writes to staff (the reply clock's reminders, the notices of what a buyer did, the invitation and
// the password reset, the certificates' reminders) in the recipient's back-office language: the back office's own
// catalogue (client/admin/locales, lingui.admin.config.ts), whose messages the server's mail modules declare as
// /*i18n*/ descriptors. Those modules are never in the buyers' catalogues (lingui.config.ts). A member of staff who
// has not chosen a language yet reads English.

const CATALOGUES: Record<StaffLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../client/admin/locales/en'),
  vi: () => import('../../client/admin/locales/vi'),
};

const loading = new Map<StaffLocale, Promise<I18n>>();

/** The i18n of what the server writes to a member of staff in `locale` (null: English): made once per language. */
export function staffMailI18n(locale: StaffLocale | null): Promise<I18n> {
  const chosen = locale ?? DEFAULT_LOCALE;
  let ready = loading.get(chosen);
  if (!ready) {
    ready = CATALOGUES[chosen]().then(({ messages }) => setupI18n({ locale: chosen, messages: { [chosen]: messages } }));
    // A failed import is tried again next time rather than kept.
    ready.catch(() => loading.delete(chosen));
    loading.set(chosen, ready);
  }
  return ready;
}

/** How Intl writes dates and numbers in the language of `i18n`: 'en-GB' or 'vi-VN'. */
export const intlLocaleOf = (i18n: I18n): string => STAFF_INTL_LOCALES[i18n.locale as StaffLocale] ?? STAFF_INTL_LOCALES.en;

/** The words the mails to staff end with: the link to what they are about, in the back office. */
export const STAFF_MAIL_LINK_WORDS = {
  openIt: /*i18n*/ { id: 'Open it: {link}' },
  openInquiry: /*i18n*/ { id: 'Open the inquiry' },
};

/**
 * Each recipient with the mail in their language: rendered once per language among them (with `render`), in the
 * recipients' order, so a mail to several people is queued to each as before.
 */
export async function inRecipientsLanguages<R extends { locale: StaffLocale | null }, Mail>(
  recipients: readonly R[],
  render: (i18n: I18n) => Mail,
): Promise<{ recipient: R; mail: Mail }[]> {
  const rendered = new Map<StaffLocale, Mail>();
  const addressed: { recipient: R; mail: Mail }[] = [];
  for (const recipient of recipients) {
    const locale = recipient.locale ?? DEFAULT_LOCALE;
    let mail = rendered.get(locale);
    if (mail === undefined) {
      mail = render(await staffMailI18n(locale));
      rendered.set(locale, mail);
    }
    addressed.push({ recipient, mail });
  }
  return addressed;
}
