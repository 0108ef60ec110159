// The buyer's acknowledgement goes to whatever address a visitor types. Even with only the company's own words in
// it, an unlimited number of them would let anyone flood a stranger's mailbox from the company's sender, so a
// recipient gets at most a few a day, and one sending address can make the site write to at most a few dozen.
// Past either limit the inquiry is still stored and sales are still told; only the acknowledgement is skipped.
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 20;
export const ACKNOWLEDGEMENT_WINDOW_SECONDS = 24 * 60 * 60;

/** What the counts of recent acknowledgements need: the window, and where counting may stop. */
export const ACKNOWLEDGEMENT_COUNTS = {
  seconds: ACKNOWLEDGEMENT_WINDOW_SECONDS,
  recipientLimit: ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
  ipLimit: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
};

/**
 * The recipient as the limit counts it: case folded, and without a `+tag`, which most mail providers deliver to
 * the same mailbox (`anna+1@x` and `Anna+2@X` are one recipient).
 */
export function recipientKey(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).replace(/\+.*$/, '');
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

/** Why this acknowledgement is not sent, or undefined when it is within both limits. */
export function acknowledgementSkipReason(recent: { toRecipient: number; fromIp: number }): string | undefined {
  if (recent.toRecipient >= ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY) {
    return `this recipient already had ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY} acknowledgements in 24 hours`;
  }
  if (recent.fromIp >= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) {
    return `this sending address already caused ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} acknowledgements in 24 hours`;
  }
  return undefined;
}
