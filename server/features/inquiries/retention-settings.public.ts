// How long personal data is kept, published to server/config.ts, which reads it from the environment.
export interface RetentionSettings {
  /** Days an inquiry keeps the address it was sent from (needed only for the sending limits). */
  clientIpDays: number;
  /** Days a mail that will not be sent again (delivered, given up, or skipped) keeps its bodies. */
  mailBodyDays: number;
}
