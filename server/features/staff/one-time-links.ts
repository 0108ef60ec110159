import { INVITATION_HOURS, RESET_LINK_MINUTES } from '../../../shared/staff/accounts';
import { adminPaths } from '../../../shared/staff/addresses';
import type { Db } from '../../db/connect';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { insertLink, type LinkPurpose, voidLinksOf } from './staff.repository';

// One-time links: an invitation (24 hours) or a password reset (an hour). The address holds a random token that
// the database keeps only the SHA-256 of; a link works once, and a new link of the same purpose ends the account's
// earlier ones, so only the newest opens.

const LIFETIME_MS: Record<LinkPurpose, number> = {
  invitation: INVITATION_HOURS * 60 * 60 * 1000,
  'password-reset': RESET_LINK_MINUTES * 60 * 1000,
};

/** The address a person opens: the back office's page for the link, on the site's public address. */
export const linkAddress = (baseUrl: string, token: string) => `${baseUrl.replace(/\/$/, '')}${adminPaths.link(token)}`;

export interface IssuedLink {
  token: string;
  url: string;
  expiresAt: Date;
}

/** Call inside the transaction that makes the account or records the request. */
export async function issueLink(db: Db, staffId: number, purpose: LinkPurpose, now: Date, baseUrl: string): Promise<IssuedLink> {
  await voidLinksOf(db, staffId, now, purpose);
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS[purpose]);
  await insertLink(db, { tokenHash: hashOfToken(token), staffId, purpose, at: now, expiresAt });
  return { token, url: linkAddress(baseUrl, token), expiresAt };
}
