import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSort, SORT_OPTIONS, type Sort } from '../../shared/catalogue';
import { withSort } from '../../shared/listing-urls';
import { useSiteLocale } from '../i18n/site-i18n';
import { localizedHref } from '../../shared/i18n/locales';

/**
 * The order of a listing, kept in the URL (`?sort=`) so a sorted page is shareable and rendered by the server.
 * A new order starts again at page 1. Without JavaScript the form still works: a GET to page 1.
 */
export function SortSelect({ value, firstPageHref }: { value: Sort; firstPageHref: string }) {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  // The select keeps its own value while the visitor uses it (and keeps focus); when the page shown changes
  // (Back, another category) it follows the URL again.
  useEffect(() => {
    if (select.current) select.current.value = value;
  }, [value]);
  const go = (next: string) => {
    if (isSort(next)) void navigate(localizedHref(locale, withSort(firstPageHref, next)));
  };
  return (
    <form
      method="get"
      action={localizedHref(locale, firstPageHref)}
      className="d-flex align-items-center gap-2 sort-form"
      onSubmit={(event) => {
        event.preventDefault();
        go(select.current?.value ?? '');
      }}
    >
      <label htmlFor="sort" className="small text-secondary text-nowrap">
        <Trans>Sort by</Trans>
      </label>
      <select
        ref={select}
        id="sort"
        name="sort"
        className="form-select form-select-sm"
        defaultValue={value}
        onChange={(event) => go(event.currentTarget.value)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {i18n._(option.title)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm btn-outline-secondary">
          <Trans>Sort</Trans>
        </button>
      </noscript>
    </form>
  );
}
