import { useLingui } from '@lingui/react/macro';
import { lazy, useState } from 'react';
import { replaysEarlyClick } from '../early-click';
import { LazyBoundary } from './lazy-boundary';
import { MagnifierIcon } from './magnifier-icon';

// The panel (a react-bootstrap modal and the search) loads when a visitor first reaches for the magnifier.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);

/** The magnifier in the header and the search panel it opens (spec §2, §4). */
export function SearchOverlay() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [query, setQuery] = useState('');

  return (
    <>
      <button
        type="button"
        className="btn btn-link text-body p-2 search-trigger"
        aria-label={t`Search products`}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Fetched ahead of the click; a failure shows when the panel is opened.
        onPointerEnter={() => loadPanel().catch(() => {})}
        onFocus={() => loadPanel().catch(() => {})}
        {...replaysEarlyClick}
      >
        <MagnifierIcon />
      </button>
      {loaded ? (
        <LazyBoundary fallback={null}>
          <SearchPanel open={open} onClose={() => setOpen(false)} query={query} onQueryChange={setQuery} />
        </LazyBoundary>
      ) : null}
    </>
  );
}
