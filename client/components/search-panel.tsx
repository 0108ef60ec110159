import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Modal, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { AppLink } from './app-link';
import { localizedHref } from '../../shared/i18n/locales';
import { useSiteLocale } from '../i18n/site-i18n';
import { paths } from '../../shared/paths';
import { SEARCH_MAX_LENGTH, searchTotalText, searchWords } from '../../shared/search';
import { NoProducts } from './no-products';
import { descriptionExcerpt } from './product-card';
import { PictureImg } from './picture-img';
import { MagnifierIcon } from './magnifier-icon';
import { useProductSearch } from './use-product-search';
import { wrapTabFocus } from './wrap-tab-focus';

export interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** The search panel the header's magnifier opens (spec §2, §4). */
export default function SearchPanel({ open, onClose: close, query, onQueryChange: setQuery }: SearchPanelProps) {
  const { t } = useLingui();
  const { loading, results, total, capped, failed } = useProductSearch(open ? query : '');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const searched = searchWords(query).length > 0;
  const navigate = useNavigate();
  const locale = useSiteLocale();
  const totalText = searchTotalText(total, capped, locale);
  // The clear buttons go with the text: the cursor goes back to the box, ready for new words.
  const clearQuery = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <Modal
      show={open}
      onHide={close}
      dialogClassName="search-dialog"
      aria-labelledby={`${inputId}-label`}
      restoreFocus
      onKeyDown={wrapTabFocus}
    >
      <Modal.Body className="p-3">
        <form
          role="search"
          className="d-flex align-items-center gap-2"
          onSubmit={(event) => {
            // Enter (or a phone keyboard's search key) opens the whole listing for the words typed.
            event.preventDefault();
            if (!searched) return;
            close();
            // In the language of the page the panel is on.
            void navigate(localizedHref(locale, paths.search(query.trim())));
          }}
        >
          <label id={`${inputId}-label`} htmlFor={inputId} className="visually-hidden">
            <Trans>Search products</Trans>
          </label>
          <div className="d-flex flex-grow-1 align-items-center gap-2 ps-2 pe-1 search-box">
            <span className="text-secondary">
              <MagnifierIcon />
            </span>
            <input
              ref={input}
              id={inputId}
              type="search"
              className="form-control form-control-lg border-0 shadow-none px-1"
              placeholder={t`Search products…`}
              autoComplete="off"
              maxLength={SEARCH_MAX_LENGTH}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoFocus
            />
            {loading ? <Spinner animation="border" size="sm" role="status" aria-label={t`Searching`} /> : null}
            {/* The one clear control, inside the box (the browser's own is hidden): a small filled circle. */}
            {query ? (
              <button type="button" className="btn p-1 lh-1 search-clear" aria-label={t`Clear search`} onClick={clearQuery}>
                <ClearIcon />
              </button>
            ) : null}
          </div>
          {/* Closing the panel is a word outside the box, not a second cross beside the first. */}
          <button type="button" className="btn btn-link px-1 text-decoration-none" aria-label={t`Close search`} onClick={close}>
            <Trans>Close</Trans>
          </button>
        </form>
        {searched && !loading ? (
          <div className="search-results mt-2 border-top pt-2" aria-live="polite">
            {failed ? (
              <p className="text-danger small mb-0">
                <Trans>The search is not available right now. Please try again.</Trans>
              </p>
            ) : results.length === 0 ? (
              <NoProducts search variant="panel" onLeave={close}>
                <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={clearQuery}>
                  <Trans>Start a new search</Trans>
                </button>
              </NoProducts>
            ) : (
              <>
                <ul className="list-unstyled mb-0">
                  {results.map((product) => (
                    <li key={product._id}>
                      <AppLink
                        to={paths.product(product.path)}
                        onClick={close}
                        className="d-flex gap-3 p-2 rounded text-reset text-decoration-none search-result"
                      >
                        {product.thumbnail ? (
                          <PictureImg
                            picture={product.thumbnail}
                            alt=""
                            sizes="72px"
                            className="search-result-image rounded flex-shrink-0"
                          />
                        ) : null}
                        <span className="min-w-0">
                          <span className="d-block fw-semibold">{product.name}</span>
                          <span className="d-block small text-secondary">{descriptionExcerpt(product.description)}</span>
                        </span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
        {/* Below the list that scrolls, not at its end: in view however many results there are. */}
        {searched && !loading && !failed && total > results.length ? (
          <AppLink to={paths.search(query.trim())} onClick={close} className="d-block text-center small pt-2 border-top">
            <Trans>See all {totalText} results</Trans>
          </AppLink>
        ) : null}
      </Modal.Body>
    </Modal>
  );
}

/** A cross in a filled circle, as search boxes clear their text. */
function ClearIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
