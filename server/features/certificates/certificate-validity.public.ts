import type { Db } from '../../db/connect';
import { dayOf, validityBoundariesPassed } from './certificates.repository';

// Published to the content revision: what of the public pages changes with the date alone.

/** Moves on each day a certificate starts or stops being valid (see validityBoundariesPassed). */
export const certificateValidityOn = (db: Db, at: Date) => validityBoundariesPassed(db, dayOf(at));
