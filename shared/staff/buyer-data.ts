import type { FormRules } from '../validation/rules';

// A buyer's rights over their data (GDPR): staff find everything held under an e-mail address, export it as a file
// and erase it. The words and the rules both sides use.

const email = { label: 'Email', required: true, maxLength: 254, format: 'email' } as const;

/** The address searched for. */
export const buyerDataRules = { email } satisfies FormRules;

export const BUYER_DATA_MESSAGES = {
  confirmationMismatch: /*i18n*/ { id: 'Type the e-mail address exactly as above to confirm the erasure.' },
  nothingHeld: /*i18n*/ { id: 'Nothing is held about this address.' },
};

/** What the export holds: one zip file with a JSON document and the files as they were received or sent. */
export const EXPORT_FORMAT_NOTE =
  'A zip file: buyer-data.json (every inquiry, e-mail and quote page held about the address) and the attachments, in their own folder.';

export interface HeldInquiry {
  id: string;
  reference: string;
  kind: string;
  status: string;
  receivedAt: string;
  name: string | null;
  phone: string | null;
}

export interface HeldMail {
  id: string;
  /** 'received': the buyer's e-mail; 'sent': one our site or staff sent to them, or a notice about their inquiry. */
  direction: 'received' | 'sent';
  at: string;
  subject: string;
  /** The other side's address: the buyer's for mails received, the recipient's for mails sent. */
  address: string;
  attachments: number;
}

/** Everything held about one address, as the back office lists it. */
export interface BuyerDataFound {
  email: string;
  inquiries: HeldInquiry[];
  mails: HeldMail[];
  /** Files received from the buyer or sent to them, still held. */
  attachments: number;
  /** Links to buyer quote pages (/quote/…) that still open. */
  quotePages: number;
}

/** What an erasure changed, counted. */
export interface ErasureCounts {
  inquiries: number;
  mails: number;
  attachments: number;
  quotePages: number;
}
