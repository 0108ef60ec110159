import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useRefusal } from '../refusal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's words: the action itself ("Deactivate"), never "OK". */
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** Runs the action; a refusal (the last owner, a stale list…) is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a change that cannot be taken back in one click, and says why it did not happen when it did not. */
export function ConfirmDialog({ title, children, confirmLabel, variant = 'primary', onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const refusal = useRefusal();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(refusal(failure));
      setPending(false);
    }
  };
  return (
    <Modal show onHide={pending ? () => undefined : onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!pending} closeLabel={t`Close`}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className={`btn btn-${variant}`} onClick={() => void confirm()} disabled={pending}>
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
