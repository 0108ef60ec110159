import { INVITATION_HOURS, RESET_LINK_MINUTES } from '../../../shared/staff/accounts';
import { ROLE_DUTIES, ROLE_LABELS, type StaffRole } from '../../../shared/staff/roles';
import { escapeHtml, headerSafe } from '../../mail/mail-text';

// The staff side's e-mails: an invitation to the back office, and a password reset link. Plain text, and simple
// HTML with every value escaped. Each carries a one-time link; nothing else in them opens anything.

export interface StaffMailContent {
  subject: string;
  text: string;
  html: string;
}

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

export function invitationMail(invitation: {
  name: string;
  role: StaffRole;
  invitedBy: string;
  company: string;
  link: string;
}): StaffMailContent {
  const site = invitation.company || 'the website';
  return mail(
    `Your account on the back office of ${site}`,
    [
      `Hello ${invitation.name},`,
      `${invitation.invitedBy} has invited you to the back office of ${site} as ${ROLE_LABELS[invitation.role]} (${ROLE_DUTIES[invitation.role].toLowerCase()}).`,
      `Open this link to choose your password. It works once, for ${INVITATION_HOURS} hours:`,
    ],
    { label: 'Choose my password', url: invitation.link },
    ['If you did not expect this invitation, you can ignore this e-mail.'],
  );
}

export function passwordResetMail(reset: { name: string; company: string; link: string }): StaffMailContent {
  const site = reset.company || 'the website';
  return mail(
    `Choose a new password for the back office of ${site}`,
    [
      `Hello ${reset.name},`,
      `Somebody, probably you, asked for a new password for your account on the back office of ${site}.`,
      `Open this link to choose it. It works once, for ${RESET_LINK_MINUTES} minutes, and saving the new password signs your account out everywhere else:`,
    ],
    { label: 'Choose a new password', url: reset.link },
    ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
  );
}
