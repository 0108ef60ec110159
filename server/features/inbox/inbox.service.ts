import type { Db } from '../../db/connect';
import { createInquiryCommands } from './inbox-commands';
import type { InboxContext, InboxServiceOptions } from './inbox-context';
import { createInboxDashboard } from './inbox-dashboard';
import { createInquiryReader } from './inbox-inquiry';
import { createInboxList } from './inbox-list';
import { createMailMatching } from './inbox-mail';
import { createInboxSettings } from './inbox-settings';

// The inquiry inbox of the sales staff, one part a module, the parts sharing one context (inbox-context.ts):
//   inbox-list.ts        the list, its filters and search, the CSV export, the poll for new inquiries
//   inbox-inquiry.ts     one inquiry as its page shows it, and the poll of an open inquiry
//   inbox-commands.ts    what staff do to one inquiry: status, assignee, notes, replies, merging
//   inbox-mail.ts        the e-mails that matched no inquiry, and the files of e-mails received
//   inbox-settings.ts    automatic assignment, the follow-up of quotes, the public holidays
//   inbox-dashboard.ts   the owner's dashboard
// Each part's SQL is in the repository of the same name (inbox-list.repository.ts, …); the SQL of one inquiry, of
// its mails and of the reply clock, which the feature's published files use too, in inbox-inquiry.repository.ts,
// inquiry-mail.repository.ts and reply-clock.repository.ts.

export type { InboxServiceOptions };

export function createInboxService(db: Db, options: InboxServiceOptions) {
  const context: InboxContext = { db, ...options };
  const inquiry = createInquiryReader(context);
  return {
    ...createInboxList(context),
    ...inquiry,
    ...createInquiryCommands(context, inquiry.detail),
    ...createMailMatching(context),
    ...createInboxSettings(context),
    ...createInboxDashboard(context),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
