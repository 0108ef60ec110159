import type { Db } from '../../db/connect';
import { recordAudit, systemActor } from '../audit/audit-trail.public';
import { countryOf } from './buyer-origin';
import { companyDomainOf } from './company-domain';
import { holidays, readSettings, salesRota, writeSettings } from './inbox-settings.repository';
import { insertEvents, insertInquiryProducts, newInquiryFacts, setArrivalFacts } from './inbox-inquiry.repository';
import { workingTimeWith } from './inquiry-clock';
import { replyDueAt } from './reply-clock';

// Published to the inquiries feature: what the inbox needs of an inquiry the moment it is stored, written in the
// transaction that stores it, so the inbox never shows an inquiry without its due time, country, products or
// assignee.

export interface ArrivingInquiry {
  id: string;
  /** The products it names, by path, with the pieces an order asks for. */
  askedAbout: { path: string; pieces?: number }[];
}

export const AUTO_ASSIGN_ACTOR = 'auto-assign';

/**
 * The next sales person in turn, when the owner turned automatic assignment on. The settings row is locked until
 * the inquiry's transaction ends, so inquiries stored at the same moment (in any process) take turns one after
 * another and each gets the next person.
 */
async function nextInTurn(trx: Db): Promise<{ id: number; name: string } | null> {
  // Read unlocked first: with automatic assignment off (the default), inquiries never wait on each other here.
  if (!(await readSettings(trx)).auto_assign) return null;
  const settings = await readSettings(trx, { lock: true });
  if (!settings.auto_assign) return null;
  const rota = await salesRota(trx);
  if (rota.length === 0) return null;
  const next = rota.find((s) => s.id > (settings.last_assigned_id ?? 0)) ?? rota[0]!;
  await writeSettings(trx, { last_assigned_id: next.id });
  return next;
}

/** Call inside the transaction that inserted the inquiry, right after the insert. */
export async function prepareForInbox(trx: Db, inquiry: ArrivingInquiry): Promise<void> {
  const facts = await newInquiryFacts(trx, inquiry.id);
  const wt = workingTimeWith((await holidays(trx)).map((h) => h.day));
  const assignee = await nextInTurn(trx);
  await setArrivalFacts(trx, inquiry.id, {
    replyDueAt: replyDueAt(facts.created_at, wt),
    country: countryOf({ phone: facts.phone, email: facts.email }),
    companyDomain: companyDomainOf(facts.email),
    assigneeId: assignee?.id ?? null,
  });

  const pieces = new Map<string, number | null>();
  for (const { path, pieces: asked } of inquiry.askedAbout) {
    const before = pieces.get(path);
    pieces.set(path, asked === undefined ? (before ?? null) : (before ?? 0) + asked);
  }
  await insertInquiryProducts(
    trx,
    inquiry.id,
    [...pieces].map(([path, count]) => ({ path, pieces: count })),
  );

  if (assignee) {
    await insertEvents(trx, [
      { inquiryId: inquiry.id, at: facts.created_at, staffId: null, actor: AUTO_ASSIGN_ACTOR, kind: 'assignment', to: assignee.name },
    ]);
    await recordAudit(trx, {
      actor: systemActor(AUTO_ASSIGN_ACTOR),
      action: 'inquiry.assigned',
      subject: { type: 'inquiry', id: inquiry.id },
      detail: { from: null, to: assignee.id, toName: assignee.name, automatic: true },
    });
  }
}

/** A link to the buyer's own page of the inquiry, by its token's SHA-256 (the token itself is only mailed). */
export async function addBuyerLink(db: Db, inquiryId: string, tokenHash: string): Promise<void> {
  await db.insertInto('buyer_link').values({ inquiry_id: inquiryId, token_hash: tokenHash }).execute();
}
