import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type BulkAction, type BulkOutcome, bulkActionsOf } from '../../../shared/content/bulk-actions';
import type { ContentListItem, ContentType, ContentTypeKey } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { ConfirmDialog } from '../components/confirm-dialog';
import { callStaffApi, fieldErrorsOf } from '../staff-client';
import { declarationWord } from './declaration-words';

// The buttons over a content list that act on its selected rows. The server does all or nothing: when it refuses
// some rows, their reasons go back to the list (beside each row) and the list is loaded again, with the versions
// that changed meanwhile, so the editor can look and try again.

const NAMES_SHOWN = 10;

// The kind's word ({kinds}) is its declaration's, translated with it.

/** The kind's word for a count, in the staff member's language: its label for one, its plural otherwise. */
const kindsFor = (i18n: I18n, n: number, type: Pick<ContentType, 'label' | 'plural'>) =>
  n === 1 ? declarationWord(i18n, type.label) : declarationWord(i18n, type.plural).toLocaleLowerCase(i18n.locale);

const VERBS: Record<BulkAction, MessageDescriptor> = { publish: msg`Publish`, unpublish: msg`Unpublish`, delete: msg`Delete` };

/** The confirmation's question. */
const CONFIRM: Record<BulkAction, (count: number, kinds: string) => MessageDescriptor> = {
  publish: (count, kinds) => msg`Publish ${count} ${kinds}?`,
  unpublish: (count, kinds) => msg`Unpublish ${count} ${kinds}?`,
  delete: (count, kinds) => msg`Delete ${count} ${kinds}?`,
};

/** The confirming button. */
const CONFIRM_LABELS: Record<BulkAction, (count: number) => MessageDescriptor> = {
  publish: (count) => msg`Publish ${count}`,
  unpublish: (count) => msg`Unpublish ${count}`,
  delete: (count) => msg`Delete ${count}`,
};

/** What the confirmation says will happen, under its question. */
const CONSEQUENCES: Record<BulkAction, MessageDescriptor> = {
  publish: msg`They appear on the public site at once.`,
  unpublish: msg`They leave the public site until they are published again.`,
  delete: msg`They disappear from the site at once. This cannot be undone here; their history stays in the audit log.`,
};

const DONE: Record<BulkAction, (changed: number, kinds: string) => MessageDescriptor> = {
  publish: (changed, kinds) => msg`${changed} ${kinds} published.`,
  unpublish: (changed, kinds) => msg`${changed} ${kinds} unpublished.`,
  delete: (changed, kinds) => msg`${changed} ${kinds} deleted.`,
};

/** The toast after a bulk action: how many changed, and how many were already so. */
function doneText(i18n: I18n, outcome: BulkOutcome, type: Pick<ContentType, 'label' | 'plural'>): string {
  const changed = outcome.items.filter((item) => item.changed).length;
  const unchanged = outcome.items.length - changed;
  const done = i18n._(DONE[outcome.action](changed, kindsFor(i18n, changed, type)));
  if (!unchanged) return done;
  const already =
    outcome.action === 'publish'
      ? i18n._(msg({ message: plural(unchanged, { one: '# was already published.', other: '# were already published.' }) }))
      : i18n._(msg({ message: plural(unchanged, { one: '# was already a draft.', other: '# were already drafts.' }) }));
  return `${done} ${already}`;
}

export function BulkActions({
  kind,
  type,
  chosen,
  onDone,
  onRefused,
}: {
  kind: ContentTypeKey;
  type: ContentType;
  chosen: ContentListItem[];
  onDone: () => void;
  /** The server's message, and each refused row's reason by its id. */
  onRefused: (message: string, reasons: Record<string, string>) => void;
}) {
  const revalidator = useRevalidator();
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const act = async (action: BulkAction) => {
    const items = chosen.map(({ id, version }) => ({ id, version }));
    try {
      const outcome = await callStaffApi(contentApi.bulk, { params: { type: kind }, body: { action, items } });
      toast.success(doneText(i18n, outcome, type));
      onDone();
    } catch (failure) {
      const reasons = fieldErrorsOf(failure);
      if (!reasons || !(failure instanceof Error)) throw failure;
      onRefused(failure.message, reasons);
    }
    setAsking(null);
    await revalidator.revalidate();
  };
  const kinds = declarationWord(i18n, type.plural).toLocaleLowerCase(i18n.locale);
  const selectedCount = chosen.length;
  const moreCount = chosen.length - NAMES_SHOWN;
  // The same words as the list's rows (content-list.route.tsx).
  const untitledOf = (kind: string) => t`(untitled ${kind})`;
  return (
    <div role="toolbar" aria-label={t`With the selected ${kinds}`} className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <span className="me-1">
        <Trans>{selectedCount} selected</Trans>
      </span>
      {bulkActionsOf(type).map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${action === 'delete' ? 'btn-outline-danger' : 'btn-outline-secondary'}`}
          disabled={chosen.length === 0}
          onClick={() => setAsking(action)}
        >
          {i18n._(VERBS[action])}
        </button>
      ))}
      {asking ? (
        <ConfirmDialog
          title={i18n._(CONFIRM[asking](chosen.length, kindsFor(i18n, chosen.length, type)))}
          confirmLabel={i18n._(CONFIRM_LABELS[asking](chosen.length))}
          variant={asking === 'delete' ? 'danger' : 'primary'}
          onClose={() => setAsking(null)}
          onConfirm={() => act(asking)}
        >
          <p>{i18n._(CONSEQUENCES[asking])}</p>
          <ul className="mb-0">
            {chosen.slice(0, NAMES_SHOWN).map((item) => (
              <li key={item.id}>{item.title || untitledOf(type.label)}</li>
            ))}
            {moreCount > 0 ? (
              <li>
                <Trans>and {moreCount} more</Trans>
              </li>
            ) : null}
          </ul>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
