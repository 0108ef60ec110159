import ProgressBar from 'react-bootstrap/ProgressBar';
import { MEDIA_STATUS_LABELS, type MediaItem } from '../../../shared/media';

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
  if (items.length === 0) return <p className="admin-card">No pictures found.</p>;
  return (
    <ul className="media-grid list-unstyled" aria-label="Pictures">
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
              <span className="text-body-secondary small">{item.status === 'failed' ? 'No variants' : 'Processing…'}</span>
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
              <span className="badge text-bg-warning">Alt text needed</span>
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
  if (item.status === 'ready') return <span className="badge text-bg-success me-1">{MEDIA_STATUS_LABELS.ready}</span>;
  if (item.status === 'failed')
    return (
      <div className="my-1">
        <span className="badge text-bg-danger me-1">{MEDIA_STATUS_LABELS.failed}</span>
        {item.error ? <div className="small text-danger">{item.error}</div> : null}
        {onRetry ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger mt-1"
            onClick={() => onRetry(item)}
            aria-label={`Retry ${item.fileName}`}
          >
            Retry
          </button>
        ) : null}
      </div>
    );
  const { done, total } = item.progress;
  return (
    <div className="my-1">
      <span className="badge text-bg-secondary">
        {MEDIA_STATUS_LABELS.processing} {done}/{total}
      </span>
      <ProgressBar
        now={total ? (done / total) * 100 : 0}
        aria-label={`Processing ${item.fileName}`}
        style={{ height: '0.25rem' }}
        className="mt-1"
      />
      {item.error ? <div className="small text-body-secondary">Will try again: {item.error}</div> : null}
    </div>
  );
}
