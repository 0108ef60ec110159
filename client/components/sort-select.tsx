import { Form, useLocation } from 'react-router-dom';
import { SORT_OPTIONS, type Sort } from '../../shared/catalogue';

/** A GET form, so a sorted page has its own shareable, server-rendered URL. */
export function SortSelect({ value }: { value: Sort }) {
  const { pathname } = useLocation();
  return (
    <Form method="get" action={pathname} className="d-flex align-items-center gap-2 sort-form">
      <label htmlFor="sort" className="small text-secondary text-nowrap">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        className="form-select form-select-sm"
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.title}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm btn-outline-secondary">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
