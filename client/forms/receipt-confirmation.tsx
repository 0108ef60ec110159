import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { InquiryReceipt } from '../../shared/inquiries';
import { useHydrated } from '../components/use-hydrated';

/**
 * What stays on screen once an inquiry is sent, beside the toast that fades: the reference, on one line, selected
 * whole by a tap, with a button that copies it. The acknowledgement e-mail carries it too.
 */
export function ReceiptConfirmation({ receipt, focus = false }: { receipt: InquiryReceipt; focus?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  // Where the form was: the person is told, not left on a button that is gone.
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  const { reference } = receipt;
  return (
    <div ref={box} className="alert alert-success" role="status" tabIndex={-1}>
      <p className="mb-2">
        <Trans>
          Thank you! Your request <strong className="text-nowrap user-select-all">{reference}</strong> has been sent. We will get back to
          you within 24 hours.
        </Trans>
      </p>
      <p className="small mb-0">
        <Trans>Keep your reference to quote it when you write or call; it is also in the e-mail we sent you.</Trans>{' '}
        <CopyReference reference={receipt.reference} />
      </p>
    </div>
  );
}

/** Copies the reference; left out where the browser does not let a page write to the clipboard (plain http). */
function CopyReference({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  const [refused, setRefused] = useState(false);
  const { t } = useLingui();
  // Known in the browser only: the server's HTML and the first render have no button.
  const hydrated = useHydrated();
  if (!hydrated || refused || navigator.clipboard === undefined) return null;
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-success py-0 ms-1"
      onClick={() =>
        navigator.clipboard.writeText(reference).then(
          () => setCopied(true),
          () => setRefused(true),
        )
      }
    >
      {copied ? t`Copied` : t`Copy ${reference}`}
    </button>
  );
}
