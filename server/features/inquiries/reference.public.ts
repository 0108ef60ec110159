import { randomInt } from 'node:crypto';
import type { InquiryKind } from '../../db/database';

// Published: the inbox makes an inquiry of an e-mail that matched none, and the demo inbox its examples.

// Letters a buyer can read out on the phone: no 0/O, 1/I/L, U.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX: Record<InquiryKind, string> = { quotation: 'Q', contact: 'C', catalogue: 'K', order: 'O' };

/** A short reference such as 'Q-2611-7K3F9': kind, year and month, five random letters. */
export function newReference(kind: InquiryKind, now = new Date()): string {
  const yymm = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  let random = '';
  for (let i = 0; i < 5; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[kind]}-${yymm}-${random}`;
}
