import { createHash, randomBytes } from 'node:crypto';

// Session cookies, one-time links, API tokens and buyers' quote links are random tokens the server hands out once;
// the database keeps only their SHA-256, so a copy of the database (a backup, a leaked dump) opens no account and
// shows no buyer's quote.

/** 32 random bytes, URL-safe: 256 bits that nobody guesses. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token the server could have made: anything else is refused before a database look-up. */
export const looksLikeToken = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{43}$/.test(value);
