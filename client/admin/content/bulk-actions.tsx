import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BULK_MESSAGES, BULK_WORDS, type BulkAction, bulkActionsOf } from '../../../shared/content/bulk-actions';
import type { ContentListItem, ContentType, ContentTypeKey } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { ConfirmDialog } from '../components/confirm-dialog';
import { callStaffApi, fieldErrorsOf } from '../staff-client';

// The buttons over a content list that act on its selected rows. The server does all or nothing: when it refuses
// some rows, their reasons go back to the list (beside each row) and the list is loaded again, with the versions
// that changed meanwhile, so the editor can look and try again.

const NAMES_SHOWN = 10;

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
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const act = async (action: BulkAction) => {
    const items = chosen.map(({ id, version }) => ({ id, version }));
    try {
      const outcome = await callStaffApi(contentApi.bulk, { params: { type: kind }, body: { action, items } });
      toast.success(BULK_MESSAGES.done(outcome, type));
      onDone();
    } catch (failure) {
      const reasons = fieldErrorsOf(failure);
      if (!reasons || !(failure instanceof Error)) throw failure;
      onRefused(failure.message, reasons);
    }
    setAsking(null);
    await revalidator.revalidate();
  };
  return (
    <div
      role="toolbar"
      aria-label={`With the selected ${type.plural.toLowerCase()}`}
      className="d-flex flex-wrap align-items-center gap-2 mb-2"
    >
      <span className="me-1">{chosen.length} selected</span>
      {bulkActionsOf(type).map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${action === 'delete' ? 'btn-outline-danger' : 'btn-outline-secondary'}`}
          disabled={chosen.length === 0}
          onClick={() => setAsking(action)}
        >
          {BULK_WORDS[action].verb}
        </button>
      ))}
      {asking ? (
        <ConfirmDialog
          title={BULK_MESSAGES.confirm(chosen.length, asking, type)}
          confirmLabel={`${BULK_WORDS[asking].verb} ${chosen.length}`}
          variant={asking === 'delete' ? 'danger' : 'primary'}
          onClose={() => setAsking(null)}
          onConfirm={() => act(asking)}
        >
          <p>{BULK_MESSAGES.consequence[asking]}</p>
          <ul className="mb-0">
            {chosen.slice(0, NAMES_SHOWN).map((item) => (
              <li key={item.id}>{item.title || `(untitled ${type.label})`}</li>
            ))}
            {chosen.length > NAMES_SHOWN ? <li>and {chosen.length - NAMES_SHOWN} more</li> : null}
          </ul>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
