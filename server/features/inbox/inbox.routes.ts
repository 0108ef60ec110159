import { inboxApi } from '../../../shared/contracts/inbox';
import { HttpError } from '../../http/http-error';
import { type Implementation, NOT_SIGNED_IN, type RequestFacts, served, type ServedContract } from '../../http/mount-contract';
import type { Acting, InboxService } from './inbox.service';

/** Who acts: the router has admitted only signed-in staff (or their API tokens) of the endpoint's roles. */
export function actingOf(request: RequestFacts): Acting {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return { principal: request.principal, ip: request.clientIp };
}

export function inboxRoutes(inbox: InboxService): ServedContract {
  const implementation: Implementation<typeof inboxApi> = {
    list: ({ query }) => inbox.list(query),
    exportCsv: ({ query }) => inbox.exportCsv(query),
    attachment: ({ params }) => inbox.attachment(params.id),
    unmatchedMail: () => inbox.unmatchedMail(),
    matchMail: ({ params, body }, request) => inbox.matchMail(params.id, body.reference, actingOf(request)),
    inquiryFromMail: ({ params }, request) => inbox.inquiryFromMail(params.id, actingOf(request)),
    pulse: () => inbox.pulse(),
    inquiryPulse: ({ params }) => inbox.inquiryPulse(params.id),
    get: ({ params }) => inbox.detail(params.id),
    setStatus: ({ params, body }, request) => inbox.setStatus(params.id, body, actingOf(request)),
    assign: ({ params, body }, request) => inbox.assign(params.id, body, actingOf(request)),
    addNote: ({ params, body }, request) => inbox.addNote(params.id, body, actingOf(request)),
    reply: ({ params, body }, request) => inbox.reply(params.id, body, actingOf(request)),
    recordReply: ({ params, body }, request) => inbox.recordReply(params.id, body, actingOf(request)),
    merge: ({ params, body }, request) => inbox.merge(params.id, body, actingOf(request)),
    settings: () => inbox.settings(),
    saveSettings: ({ body }, request) => inbox.saveSettings(body, actingOf(request)),
    dashboard: ({ query }) => inbox.dashboard(query.weeks),
  };
  return served(inboxApi, implementation);
}
