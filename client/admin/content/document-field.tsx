import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentUrl, type StoredDocument } from '../../../shared/certificates';
import { documentsApi } from '../../../shared/contracts/documents';
import { uploadTo } from '../media/upload-file';
import { staffIntlLocale } from '../staff-i18n';

// A scan's control: the file chosen is uploaded at once (the server checks it is a PDF or a picture and answers
// what it found), the form keeps that answer; the current scan opens as buyers will see it.

/** A file's size in the staff member's way of writing numbers: '1.4 MB', '820 kB'. */
const sizeText = (bytes: number) => {
  const megabytes = new Intl.NumberFormat(staffIntlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const kilobytes = new Intl.NumberFormat(staffIntlLocale(), { maximumFractionDigits: 0, useGrouping: false });
  return bytes >= 1024 * 1024 ? `${megabytes.format(bytes / 1024 / 1024)} MB` : `${kilobytes.format(Math.ceil(bytes / 1024))} kB`;
};

/** What a content form gives a control of its own kind: its id, label and value, and where its messages go. */
export interface FieldControlProps<T> {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  describedBy?: string | undefined;
}

export function DocumentField({ id, label, value, onChange, error, describedBy }: FieldControlProps<StoredDocument | null>) {
  const { t } = useLingui();
  const statusId = useId();
  const [state, setState] = useState<{ busy: boolean; refusal: string | null }>({ busy: false, refusal: null });
  async function upload(file: File) {
    setState({ busy: true, refusal: null });
    try {
      onChange(await uploadTo(documentsApi.upload, { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: DOCUMENT_MESSAGES.tooLarge }, file, () => {}));
      setState({ busy: false, refusal: null });
    } catch (refused) {
      setState({ busy: false, refusal: refused instanceof Error ? refused.message : String(refused) });
    }
  }
  const shown = error ?? state.refusal;
  const size = value ? sizeText(value.size) : '';
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {value ? (
        <p className="mb-2">
          <a href={documentUrl(value)} target="_blank" rel="noreferrer">
            {value.fileName}
          </a>{' '}
          <span className="text-body-secondary small">
            {value.contentType === 'application/pdf' ? t`(PDF, ${size})` : t`(picture, ${size})`}
          </span>
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className={`form-control${shown ? ' is-invalid' : ''}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ') || undefined}
        disabled={state.busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div id={statusId} role="status" className={shown ? 'invalid-feedback d-block' : 'form-text'}>
        {state.busy ? t`Uploading…` : (shown ?? (value ? t`Choose another file to replace it.` : ''))}
      </div>
    </div>
  );
}
