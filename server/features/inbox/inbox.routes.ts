import { inboxApi } from '../../../shared/contracts/inbox';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { InboxService } from './inbox.service';
import { actingOf } from '../../http/acting';

export function inboxRoutes(inbox: InboxService): ContractHandlers {
  const implementation: Implementation<typeof inboxApi> = {
    list: ({ query }) => inbox.list(query),
    exportCsv: ({ query }) => inbox.exportCsv(query),
    attachment: ({ params }) => inbox.attachment(params.id),
    unmatchedMail: () => inbox.unmatchedMail(),
    matchMail: ({ params, body }, request) => inbox.matchMail(params.id, body.reference, actingOf(request)),
    inquiryFromMail: ({ params }, request) => inbox.inquiryFromMail(params.id, actingOf(request)),
    poll: () => inbox.poll(),
    pollInquiry: ({ params }) => inbox.pollInquiry(params.id),
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
  return contractHandlers(inboxApi, implementation);
}
