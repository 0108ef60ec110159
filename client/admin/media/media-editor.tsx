import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { mediaApi } from '../../../shared/contracts/media';
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_MESSAGES, type MediaItem } from '../../../shared/media';
import { replaceFile } from './upload-file';
import { MediaUses } from './media-uses';
import { adminPaths } from '../../../shared/staff/addresses';
import { AppLink } from '../../components/app-link';
import { useRefusal } from '../refusal';
import { callStaffApi, fieldErrorsOf, StaffApiError } from '../staff-client';
import { FocalPointPicker } from './focal-point-picker';

// A picture's alt text (required before pages may show it) and focal point, saved together on the version they
// were made on; where it is used; a new file for it (same id, alt text and uses: every page that shows it shows the
// new file); and its deletion, refused while an item shows it.

export function MediaEditor({
  item,
  onClose,
  onSaved,
  onReplaced,
}: {
  item: MediaItem;
  onClose: () => void;
  onSaved: (item: MediaItem | null) => void;
  /** The picture with its new file, its variants being made. */
  onReplaced: (item: MediaItem) => void;
}) {
  const titleId = useId();
  const altId = useId();
  const fileId = useId();
  const [sent, setSent] = useState<number | null>(null);
  const refusal = useRefusal();
  const { t, i18n } = useLingui();
  // The server's own words, where this dialog says them itself.
  const unknownPicture = i18n._(MEDIA_MESSAGES.unknown);
  const [alt, setAlt] = useState(item.alt);
  const [focus, setFocus] = useState(item.focus);
  const [altError, setAltError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields?.alt) setAltError(fields.alt);
      else setError(refusal(failure));
    } finally {
      setPending(false);
    }
  };
  const save = () =>
    run(async () => {
      if (!alt.trim()) {
        setAltError(i18n._(MEDIA_MESSAGES.altRequired));
        return;
      }
      setAltError(null);
      const saved = await callStaffApi(mediaApi.update, {
        params: { id: String(item.id) },
        body: { alt: alt.trim(), focus, version: item.version },
      });
      if (!saved) throw new StaffApiError(404, unknownPicture);
      onSaved(saved);
    });
  const remove = () =>
    run(async () => {
      await callStaffApi(mediaApi.remove, { params: { id: String(item.id) }, body: { version: item.version } });
      onSaved(null);
    });
  const replace = (file: File) =>
    run(async () => {
      setSent(0);
      try {
        const replaced = await replaceFile(item, file, (done, total) => setSent(total ? Math.round((done / total) * 100) : 0));
        if (!replaced) throw new StaffApiError(404, unknownPicture);
        onReplaced(replaced);
      } finally {
        setSent(null);
      }
    });
  const preview = item.variants.at(-1)?.webp ?? item.thumbnail;

  return (
    <Modal show onHide={pending ? () => undefined : onClose} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton={!pending}>
        <Modal.Title id={titleId} as="h2" className="h5 admin-wrap">
          {item.fileName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="mb-3">
          <label htmlFor={altId} className="form-label">
            <Trans>Alt text</Trans>
          </label>
          <textarea
            id={altId}
            className={`form-control ${altError ? 'is-invalid' : ''}`}
            rows={2}
            maxLength={MEDIA_ALT_MAX}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby={`${altId}-help`}
            aria-invalid={altError ? true : undefined}
            required
          />
          {altError ? <div className="invalid-feedback">{altError}</div> : null}
          <div id={`${altId}-help`} className="form-text">
            <Trans>
              What the picture shows, for people who cannot see it and for search engines. Pages can use the picture once it is written.
            </Trans>
          </div>
          {/* Pages in the other languages show its translations: written on the translation screen, as the content's are. */}
          {item.alt.trim() ? (
            <div className="form-text">
              <AppLink to={adminPaths.translation('picture', item.id)}>
                <Trans>Translate the alt text</Trans>
              </AppLink>
            </div>
          ) : null}
        </div>
        {preview ? (
          <FocalPointPicker src={preview} value={focus} onChange={setFocus} />
        ) : (
          <p className="text-body-secondary">
            <Trans>The focal point can be chosen once the first variant is made.</Trans>
          </p>
        )}
        <MediaUses uses={item.usedBy} />
        <div className="mt-3">
          <label htmlFor={fileId} className="form-label h6 d-block mb-1">
            <Trans>Replace file</Trans>
          </label>
          <input
            id={fileId}
            type="file"
            className="form-control"
            accept={MEDIA_ACCEPT}
            disabled={pending}
            aria-describedby={`${fileId}-help`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void replace(file);
            }}
          />
          <div id={`${fileId}-help`} className="form-text">
            {sent === null
              ? t`A new photo for this picture: its alt text and every page that uses it stay; the pages show the new file once its sizes are made.`
              : t`Uploading… ${sent}%`}
          </div>
        </div>
        {error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        ) : null}
        {confirmingDelete ? (
          <div className="alert alert-warning mt-3 mb-0 d-flex flex-wrap gap-2 align-items-center" role="alert">
            <span className="me-auto">
              <Trans>Delete this picture and all its sizes? This cannot be undone.</Trans>
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setConfirmingDelete(false)}
              disabled={pending}
            >
              <Trans>Keep it</Trans>
            </button>
            <button type="button" className="btn btn-sm btn-danger" onClick={() => void remove()} disabled={pending}>
              <Trans>Delete for good</Trans>
            </button>
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-danger me-auto"
          onClick={() => setConfirmingDelete(true)}
          disabled={pending || confirmingDelete}
        >
          <Trans>Delete</Trans>
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={pending}>
          <Trans>Save</Trans>
        </button>
      </Modal.Footer>
    </Modal>
  );
}
