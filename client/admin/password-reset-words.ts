import { msg } from '@lingui/core/macro';

/** What "Forgot your password?" answers, whether or not the address has an account. */
export const PASSWORD_RESET_SENT = msg`If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.`;

/** What the account page says after sending its own address a link. */
export const ownPasswordResetSent = (email: string) =>
  msg`We have sent a link to ${email}. Open it to choose a new password; it works for one hour. Choosing a new password signs you out everywhere else.`;
