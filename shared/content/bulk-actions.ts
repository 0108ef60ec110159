import type { MessageDescriptor } from '@lingui/core';
import type { ContentType } from './content-types';

// Changing several items of a content list at once: what may be done to them, and the server's words (the back
// office's own are messages of its catalogue, client/admin/content/bulk-actions.tsx). The server does all of them
// in one transaction, or none: a refusal names each item it refused, by id.

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** More than a list shows on a page (its "select all"), less than a request should hold a transaction for. */
export const BULK_MAX = 100;

export interface BulkItemResult {
  id: number;
  title: string;
  /** False: it was already as asked (a published item published again), so nothing of it was written. */
  changed: boolean;
}

export interface BulkOutcome {
  action: BulkAction;
  items: BulkItemResult[];
}

/** The button's word, and the past participle a result uses ("3 products published"). */
export const BULK_WORDS: Record<BulkAction, { verb: string; done: string }> = {
  publish: { verb: 'Publish', done: 'published' },
  unpublish: { verb: 'Unpublish', done: 'unpublished' },
  delete: { verb: 'Delete', done: 'deleted' },
};

/** The actions a kind offers: publishing only where items have drafts. */
export const bulkActionsOf = (type: Pick<ContentType, 'drafts'>): BulkAction[] => (type.drafts ? [...BULK_ACTIONS] : ['delete']);

export const BULK_MESSAGES = {
  action: 'Choose publish, unpublish or delete.',
  none: 'Choose at least one item.',
  tooMany: `Choose at most ${BULK_MAX} items at once.`,
  twice: 'Choose each item once.',
  gone: /*i18n*/ { id: 'It is no longer there: someone deleted it meanwhile.' },
  /** The 409's words when any item was refused; the refused items' own reasons come with it, by id. */
  nothingChanged: (refused: number, total: number, action: BulkAction): MessageDescriptor => {
    const values = { refused, total };
    if (action === 'publish')
      return /*i18n*/ {
        id: 'Nothing was changed: {refused} of {total} could not be published. Their reasons are shown beside them.',
        values,
      };
    if (action === 'unpublish')
      return /*i18n*/ {
        id: 'Nothing was changed: {refused} of {total} could not be unpublished. Their reasons are shown beside them.',
        values,
      };
    return /*i18n*/ { id: 'Nothing was changed: {refused} of {total} could not be deleted. Their reasons are shown beside them.', values };
  },
};
