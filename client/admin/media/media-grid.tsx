import { Trans, useLingui } from '@lingui/react/macro';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { MediaItem } from '../../../shared/media';
import { MEDIA_STATUS_WORDS } from './use-media-library';

// The library as cards: the picture, its name and state (processing n of m, ready, failed with a Retry), and
// whether it is described yet. What a card's buttons do is the screen's: edit on the Pictures screen, choose in
// the picker.

export interface MediaGridProps {
  items: MediaItem[];
  /** The card's main button, e.g. 'Edit' or 'Choose'; absent: none. */
  action?: { label: (item: MediaItem) => string; run: (item: MediaItem) => void; disabled?: (item: MediaItem) => boolean };
  onRetry?: (item: MediaItem) => void;
  /** Items shown as chosen (the picker). */
  selected?: ReadonlySet<number>;
}

export function MediaGrid({ items, action, onRetry, selected }: MediaGridProps) {
  const { t } = useLingui();
  if (items.length === 0)
    return (
      <p className="admin-card">
        <Trans>No pictures found.</Trans>
      </p>
    );
  return (
    <ul className="media-grid list-unstyled" aria-label={t`Pictures`}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`media-card ${selected?.has(item.id) ? 'media-card-selected' : ''}`}
          aria-label={item.alt || item.fileName}
        >
          <div className="media-card-image">
            {item.thumbnail ? (
              <img src={item.thumbnail} alt={item.alt} style={{ objectPosition: `${item.focus.x * 100}% ${item.focus.y * 100}%` }} />
            ) : (
              <span className="text-body-secondary small">
                {item.status === 'failed' ? <Trans>No variants</Trans> : <Trans>Processing…</Trans>}
              </span>
            )}
          </div>
          <div className="p-2">
            <div className="small fw-semibold admin-wrap">{item.fileName}</div>
            <div className="small text-body-secondary">
              {item.width} × {item.height} · {item.format.toUpperCase()}
            </div>
            <Status item={item} onRetry={onRetry} />
            {item.alt ? (
              <div className="small media-card-alt" title={item.alt}>
                {item.alt}
              </div>
            ) : (
              <span className="badge text-bg-warning">
                <Trans>Alt text needed</Trans>
              </span>
            )}
            {action ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary mt-2 w-100"
                onClick={() => action.run(item)}
                disabled={action.disabled?.(item)}
                aria-label={`${action.label(item)} ${item.fileName}`}
              >
                {action.label(item)}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Status({ item, onRetry }: { item: MediaItem; onRetry: ((item: MediaItem) => void) | undefined }) {
  const { t, i18n } = useLingui();
  const { fileName, error } = item;
  if (item.status === 'ready') return <span className="badge text-bg-success me-1">{i18n._(MEDIA_STATUS_WORDS.ready)}</span>;
  if (item.status === 'failed')
    return (
      <div className="my-1">
        <span className="badge text-bg-danger me-1">{i18n._(MEDIA_STATUS_WORDS.failed)}</span>
        {item.error ? <div className="small text-danger">{item.error}</div> : null}
        {onRetry ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger mt-1"
            onClick={() => onRetry(item)}
            aria-label={t`Retry ${fileName}`}
          >
            <Trans>Retry</Trans>
          </button>
        ) : null}
      </div>
    );
  const { done, total } = item.progress;
  return (
    <div className="my-1">
      <span className="badge text-bg-secondary">
        <Trans>
          Processing {done}/{total}
        </Trans>
      </span>
      <ProgressBar
        now={total ? (done / total) * 100 : 0}
        aria-label={t`Processing ${fileName}`}
        style={{ height: '0.25rem' }}
        className="mt-1"
      />
      {error ? (
        <div className="small text-body-secondary">
          <Trans>Will try again: {error}</Trans>
        </div>
      ) : null}
    </div>
  );
}
