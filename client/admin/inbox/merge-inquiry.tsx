import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { InquiryDetail } from '../../../shared/contracts/inbox';
import { KIND_LABELS } from '../../../shared/staff/inbox';
import { formatShortDateTime } from '../dates';

export interface MergeProps {
  inquiry: InquiryDetail;
  disabled: boolean;
  merge: (intoId: string) => Promise<unknown>;
}

/**
 * "Merge into…": a buyer who sent the same inquiry twice. The other inquiry is chosen from the buyer's history,
 * and a dialog says what merging does before anything changes.
 */
export function MergeInquiry({ inquiry, disabled, merge }: MergeProps) {
  const candidates = inquiry.history.filter((other) => other.id !== inquiry.id);
  const [intoId, setIntoId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const into = candidates.find((other) => other.id === intoId);
  if (inquiry.mergedInto || candidates.length === 0) return null;
  const confirm = async () => {
    await merge(intoId);
    setConfirming(false);
  };
  return (
    <div className="mt-3">
      <label htmlFor="merge-into" className="form-label">
        Merge into…
      </label>
      <div className="input-group">
        <select id="merge-into" className="form-select" value={intoId} onChange={(event) => setIntoId(event.target.value)}>
          <option value="">Choose an inquiry</option>
          {candidates.map((other) => (
            <option key={other.id} value={other.id}>
              {other.reference} · {formatShortDateTime(other.receivedAt)}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-outline-danger" disabled={!into || disabled} onClick={() => setConfirming(true)}>
          Merge
        </button>
      </div>
      <Modal show={confirming && !!into} onHide={() => setConfirming(false)} centered aria-labelledby="merge-title">
        <Modal.Header closeButton>
          <Modal.Title id="merge-title" as="h2" className="h5">
            Merge {inquiry.reference} into {into?.reference}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {into ? (
            <p>
              {inquiry.reference} is kept and marked as merged into {into.reference} ({KIND_LABELS[into.kind]}, received{' '}
              {formatShortDateTime(into.receivedAt)}) and closed. Its reply clock stops: the buyer is answered on {into.reference}.
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={disabled} onClick={() => void confirm()}>
            {disabled ? 'Merging…' : `Merge into ${into?.reference ?? ''}`}
          </button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
