import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { InquiryDetail } from '../../../shared/contracts/inbox';
import { KIND_NAMES } from '../../../shared/staff/inbox';
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
  const { i18n, t } = useLingui();
  const candidates = inquiry.history.filter((other) => other.id !== inquiry.id);
  const [intoId, setIntoId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const into = candidates.find((other) => other.id === intoId);
  if (inquiry.mergedInto || candidates.length === 0) return null;
  const confirm = async () => {
    await merge(intoId);
    setConfirming(false);
  };
  const { reference } = inquiry;
  const intoReference = into?.reference ?? '';
  const intoKind = into ? i18n._(KIND_NAMES[into.kind]) : '';
  const intoReceived = into ? formatShortDateTime(into.receivedAt) : '';
  return (
    <div className="mt-3">
      <label htmlFor="merge-into" className="form-label">
        <Trans>Merge into…</Trans>
      </label>
      <div className="input-group">
        <select id="merge-into" className="form-select" value={intoId} onChange={(event) => setIntoId(event.target.value)}>
          <option value="">{t`Choose an inquiry`}</option>
          {candidates.map((other) => (
            <option key={other.id} value={other.id}>
              {other.reference} · {formatShortDateTime(other.receivedAt)}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-outline-danger" disabled={!into || disabled} onClick={() => setConfirming(true)}>
          <Trans>Merge</Trans>
        </button>
      </div>
      <Modal show={confirming && !!into} onHide={() => setConfirming(false)} centered aria-labelledby="merge-title">
        <Modal.Header closeButton>
          <Modal.Title id="merge-title" as="h2" className="h5">
            <Trans>
              Merge {reference} into {intoReference}?
            </Trans>
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {into ? (
            <p>
              <Trans>
                {reference} is kept and marked as merged into {intoReference} ({intoKind}, received {intoReceived}) and closed. Its reply
                clock stops: the buyer is answered on {intoReference}.
              </Trans>
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-danger" disabled={disabled} onClick={() => void confirm()}>
            {disabled ? t`Merging…` : t`Merge into ${intoReference}`}
          </button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
