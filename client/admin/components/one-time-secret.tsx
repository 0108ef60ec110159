import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

/**
 * A secret the server shows once (an invitation link, an API token): read-only, selected on focus, with a copy
 * button. If the clipboard is refused (an insecure address, a browser setting), the text is selected for Ctrl+C.
 */
export function OneTimeSecret({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied('refused');
    }
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          ref={input}
          id={id}
          className="form-control font-monospace"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
      </div>
      <div className="form-text" role="status">
        {copied === 'copied'
          ? t`Copied to the clipboard.`
          : copied === 'refused'
            ? t`The browser refused to copy: it is selected, press Ctrl+C.`
            : ''}
      </div>
    </div>
  );
}
