// How long personal data is kept, published to server/config.ts, which reads it from the environment.
// The privacy notice states these same periods (shared/privacy.ts).
import type { RetentionPeriods } from '../../../shared/privacy';

/**
 * `clientIpDays`: days an inquiry keeps the address it was sent from (needed only for the sending limits).
 * `mailBodyDays`: days a mail that will not be sent again (delivered, given up, or skipped) keeps its bodies.
 */
export type RetentionSettings = RetentionPeriods;

/** The periods when the environment sets none (server/config.ts). */
export const DEFAULT_RETENTION: RetentionSettings = { clientIpDays: 90, mailBodyDays: 180 };
