import type { I18n } from '@lingui/core';
import { INVITATION_HOURS, RESET_LINK_MINUTES } from '../../../shared/staff/accounts';
import { ROLE_DUTY_NAMES, ROLE_NAMES, type StaffRole } from '../../../shared/staff/roles';
import { intlLocaleOf } from '../../i18n/staff-mail-i18n';
import { escapeHtml, headerSafe } from '../../mail/mail-text';

// The staff side's e-mails: an invitation to the back office, and a password reset link, in the back-office language
// of whoever reads them (`i18n`, server/i18n/staff-mail-i18n.ts). Plain text, and simple HTML with every value
// escaped. Each carries a one-time link; nothing else in them opens anything.

export interface StaffMailContent {
  subject: string;
  text: string;
  html: string;
}

const WORDS = {
  theWebsite: /*i18n*/ { id: 'the website' },
  hello: /*i18n*/ { id: 'Hello {name},' },
  invitationSubject: /*i18n*/ { id: 'Your account on the back office of {site}' },
  invited: /*i18n*/ { id: '{invitedBy} has invited you to the back office of {site} as {role} ({duties}).' },
  invitationLink: /*i18n*/ { id: 'Open this link to choose your password. It works once, for {hours} hours:' },
  choosePassword: /*i18n*/ { id: 'Choose my password' },
  notExpected: /*i18n*/ { id: 'If you did not expect this invitation, you can ignore this e-mail.' },
  resetSubject: /*i18n*/ { id: 'Choose a new password for the back office of {site}' },
  resetAsked: /*i18n*/ { id: 'Somebody, probably you, asked for a new password for your account on the back office of {site}.' },
  resetLink: /*i18n*/ {
    id: 'Open this link to choose it. It works once, for {minutes} minutes, and saving the new password signs your account out everywhere else:',
  },
  chooseNewPassword: /*i18n*/ { id: 'Choose a new password' },
  notAsked: /*i18n*/ { id: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.' },
};

function mail(subject: string, paragraphs: string[], link: { label: string; url: string }, after: string[]): StaffMailContent {
  return {
    subject: headerSafe(subject),
    text: [...paragraphs, '', link.url, '', ...after].join('\n\n').replace(/\n{3,}/g, '\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join(''),
  };
}

/**
 * A role's duties inside the sentence that names the role: lower-case, as the English mail has always written them;
 * in another language only the first letter, which keeps its names (API) as they are.
 */
function inSentence(i18n: I18n, duties: string): string {
  const locale = intlLocaleOf(i18n);
  return i18n.locale === 'en' ? duties.toLocaleLowerCase(locale) : duties.charAt(0).toLocaleLowerCase(locale) + duties.slice(1);
}

/** The invitation, in the language of `i18n`: the inviting owner's, as the invited person has chosen none yet. */
export function invitationMail(
  i18n: I18n,
  invitation: { name: string; role: StaffRole; invitedBy: string; company: string; link: string },
): StaffMailContent {
  const site = invitation.company || i18n._(WORDS.theWebsite);
  return mail(
    i18n._(WORDS.invitationSubject.id, { site }),
    [
      i18n._(WORDS.hello.id, { name: invitation.name }),
      i18n._(WORDS.invited.id, {
        invitedBy: invitation.invitedBy,
        site,
        role: i18n._(ROLE_NAMES[invitation.role]),
        duties: inSentence(i18n, i18n._(ROLE_DUTY_NAMES[invitation.role])),
      }),
      i18n._(WORDS.invitationLink.id, { hours: INVITATION_HOURS }),
    ],
    { label: i18n._(WORDS.choosePassword), url: invitation.link },
    [i18n._(WORDS.notExpected)],
  );
}

/** The reset link, in the language of `i18n`: the account's own. */
export function passwordResetMail(i18n: I18n, reset: { name: string; company: string; link: string }): StaffMailContent {
  const site = reset.company || i18n._(WORDS.theWebsite);
  return mail(
    i18n._(WORDS.resetSubject.id, { site }),
    [
      i18n._(WORDS.hello.id, { name: reset.name }),
      i18n._(WORDS.resetAsked.id, { site }),
      i18n._(WORDS.resetLink.id, { minutes: RESET_LINK_MINUTES }),
    ],
    { label: i18n._(WORDS.chooseNewPassword), url: reset.link },
    [i18n._(WORDS.notAsked)],
  );
}
