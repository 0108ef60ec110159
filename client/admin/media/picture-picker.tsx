import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { MediaItem } from '../../../shared/media';
import type { Picture } from '../../../shared/picture';
import { MEDIA_SEARCH_MAX } from '../../../shared/media';
import { useRefusal } from '../refusal';
import { MediaGrid } from './media-grid';
import { MediaEditor } from './media-editor';
import { UploadZone } from './upload-zone';
import { useMediaLibrary } from './use-media-library';

// For the entity editors: a field that shows the chosen picture(s) and opens the library in a dialog, where a
// picture can be uploaded, described and chosen. Only a ready picture with alt text can be chosen: what `onChange`
// receives is the Picture document pages render (with its mediaId and focus), to be stored as it is; the server
// checks it again with pictureOfMedia (server/features/media/media-pictures.public.ts).

interface SingleProps {
  multiple?: false;
  value: Picture | null;
  onChange: (picture: Picture | null) => void;
}

interface MultipleProps {
  /** A gallery: several pictures, in the order they were chosen (reorder them in the editor's own list). */
  multiple: true;
  value: Picture[];
  onChange: (pictures: Picture[]) => void;
}

export type PicturePickerProps = (SingleProps | MultipleProps) & {
  label: string;
  /** The chosen pictures are shown (and put in order) by the form itself, as a gallery does: only the button here. */
  hideChosen?: boolean;
  /** A message from the form (e.g. 'Choose a picture.'). */
  error?: string | undefined;
};

export function PicturePicker(props: PicturePickerProps) {
  const labelId = useId();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const chosen = props.multiple ? props.value : props.value ? [props.value] : [];
  const removeLabel = (alt: string) => t`Remove ${alt}`;
  const remove = (picture: Picture) => {
    if (props.multiple) props.onChange(props.value.filter((p) => p !== picture));
    else props.onChange(null);
  };
  return (
    <div className="mb-3" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="form-label">
        {props.label}
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        {(props.hideChosen ? [] : chosen).map((picture) => (
          <figure key={picture.mediaId ?? picture.src} className="picture-picker-chosen m-0">
            <img
              src={picture.variants[0]?.src ?? picture.src}
              alt={picture.alt}
              style={picture.focus ? { objectPosition: `${picture.focus.x * 100}% ${picture.focus.y * 100}%` } : undefined}
            />
            <button
              type="button"
              className="btn btn-sm btn-link text-danger p-0"
              onClick={() => remove(picture)}
              aria-label={removeLabel(picture.alt)}
            >
              <Trans>Remove</Trans>
            </button>
          </figure>
        ))}
        <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
          {props.multiple ? t`Add pictures` : chosen.length === 0 ? t`Choose a picture` : t`Change picture`}
        </button>
      </div>
      {props.error ? <div className="text-danger small mt-1">{props.error}</div> : null}
      {open ? (
        <LibraryDialog
          title={props.label}
          chosenIds={new Set(chosen.flatMap((p) => (p.mediaId ? [p.mediaId] : [])))}
          onChoose={(picture) => {
            if (props.multiple) {
              if (!props.value.some((p) => p.mediaId === picture.mediaId)) props.onChange([...props.value, picture]);
            } else {
              props.onChange(picture);
              setOpen(false);
            }
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function LibraryDialog({
  title,
  chosenIds,
  onChoose,
  onClose,
}: {
  title: string;
  chosenIds: ReadonlySet<number>;
  onChoose: (picture: Picture) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const searchId = useId();
  const refusal = useRefusal();
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const { page, upsert, retry, error } = useMediaLibrary(q ? { q } : {});
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const choose = (item: MediaItem) => {
    if (item.picture) onChoose(item.picture);
    else setEditing(item);
  };
  return (
    <Modal show onHide={onClose} size="xl" aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <UploadZone onUploaded={upsert} />
        <div className="mb-3">
          <label htmlFor={searchId} className="form-label">
            <Trans>Find by alt text or file name</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            className="form-control"
            value={q}
            maxLength={MEDIA_SEARCH_MAX}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {refusal(error)}
          </div>
        ) : null}
        <MediaGrid
          items={page?.items ?? []}
          selected={chosenIds}
          // A picture without alt text opens its editor first: pages may not show it undescribed.
          action={{
            label: (item) =>
              chosenIds.has(item.id) ? t`Chosen` : item.picture ? t`Choose` : item.status === 'ready' ? t`Describe` : t`Processing…`,
            run: choose,
            disabled: (item) => chosenIds.has(item.id) || (item.status !== 'ready' && !item.picture),
          }}
          onRetry={(item) => void retry(item)}
        />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </Modal.Footer>
      {editing ? (
        <MediaEditor
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (saved) upsert(saved);
            else upsert(editing, true);
            setEditing(null);
          }}
          onReplaced={(replaced) => {
            upsert(replaced);
            setEditing(replaced);
          }}
        />
      ) : null}
    </Modal>
  );
}
