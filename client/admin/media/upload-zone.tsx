import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, useId, useRef, useState } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { MEDIA_ACCEPT, MEDIA_MAX_MEGABYTES, type MediaItem } from '../../../shared/media';
import { useRefusal } from '../refusal';
import { uploadFile } from './upload-file';

// Where pictures are added: dropped on the zone or chosen with its button, several at once. Each file goes up in a
// request of its own (side by side), with its own progress bar, and its own message if it is refused.

interface Upload {
  key: number;
  name: string;
  sent: number;
  total: number;
  state: 'uploading' | 'done' | 'refused';
  message?: string;
}

let nextKey = 0;
/** The newest uploads listed (the others are in the library below). */
const UPLOADS_SHOWN = 30;

export function UploadZone({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const refusal = useRefusal();
  const { t } = useLingui();
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);

  const uploadingLabel = (name: string) => t`Uploading ${name}`;
  const change = (key: number, patch: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const start = (files: File[]) => {
    const started = files.map((file) => ({
      file,
      upload: { key: ++nextKey, name: file.name, sent: 0, total: file.size, state: 'uploading' as const },
    }));
    setUploads((all) => [...started.map((s) => s.upload), ...all].slice(0, UPLOADS_SHOWN));
    for (const { file, upload } of started) {
      uploadFile(file, (sent, total) => change(upload.key, { sent, total }))
        .then((item) => {
          change(upload.key, { state: 'done', sent: upload.total });
          onUploaded(item);
        })
        .catch((error: unknown) => change(upload.key, { state: 'refused', message: refusal(error) }));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) start(files);
  };

  const maxMegabytes = MEDIA_MAX_MEGABYTES;
  return (
    <section aria-label={t`Upload pictures`} className="mb-4">
      <div
        className={`media-drop-zone ${over ? 'media-drop-zone-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <p className="mb-2">
          <Trans>Drop pictures here, or</Trans>
        </p>
        <label htmlFor={inputId} className="btn btn-primary mb-2">
          <Trans>Choose pictures</Trans>
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          className="visually-hidden"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) start(files);
            event.target.value = '';
          }}
        />
        <p className="small text-body-secondary mb-0">
          <Trans>JPEG, PNG, WebP, AVIF or HEIC (from phones), up to {maxMegabytes} MB each.</Trans>
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul className="list-unstyled mt-3 mb-0" aria-label={t`Uploads`}>
          {uploads.map((upload) => (
            <li key={upload.key} className="mb-2">
              <div className="d-flex justify-content-between small">
                <span className="admin-wrap">{upload.name}</span>
                <span>{upload.state === 'done' ? t`Uploaded` : upload.state === 'refused' ? t`Refused` : `${percentOf(upload)} %`}</span>
              </div>
              {upload.state === 'refused' ? (
                <div className="alert alert-danger py-1 px-2 mb-0 small" role="alert">
                  {upload.name}: {upload.message}
                </div>
              ) : (
                <ProgressBar
                  now={percentOf(upload)}
                  variant={upload.state === 'done' ? 'success' : undefined}
                  aria-label={uploadingLabel(upload.name)}
                  style={{ height: '0.5rem' }}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const percentOf = (upload: Upload) =>
  upload.state === 'done' ? 100 : upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : 0;
