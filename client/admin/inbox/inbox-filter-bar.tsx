import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type Ref, useState } from 'react';
import type { StaffRef } from '../../../shared/contracts/inbox';
import { INQUIRY_KINDS, INQUIRY_STATUSES, KIND_NAMES, SEARCH_MAX, STATUS_NAMES } from '../../../shared/staff/inbox';
import { type FilterName, type Filters, searchOf, withFilter } from './inbox-filters';

export interface FilterBarProps {
  filters: Filters;
  assignees: StaffRef[];
  meId: number;
  /** Shows the list with these filters (a new address, so the back button returns to the previous ones). */
  onApply: (filters: Filters) => void;
  /** On a phone the filters are folded behind the Filters button (FiltersButton): whether they are unfolded. */
  unfolded: boolean;
  /** On a phone, after a search or Show the inquiries: fold the filters away again. */
  onFold: () => void;
}

/** The filters' form, for the Filters button to name what it unfolds. */
export const FILTER_FORM_ID = 'inbox-filters';

/** What 'waiting' means in the status filter: the server's 'waiting' is every inquiry still owed a reply. */
export const WAITING_LABEL = msg`Waiting for a reply`;

/**
 * The list's filters. A choice from a list applies at once; typed text (search, product, country) applies on
 * Enter or with the Search button, so the list is not reloaded at every key.
 */
export function InboxFilterBar({ filters, assignees, meId, onApply, unfolded, onFold }: FilterBarProps) {
  const { i18n, t } = useLingui();
  // What is typed but not yet applied; set again from the address when the filters change there (back button).
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(searchOf(filters));
  if (shown !== searchOf(filters)) {
    setShown(searchOf(filters));
    setDraft(filters);
  }
  const type = (name: FilterName, value: string) => setDraft(withFilter(draft, name, value));
  const choose = (name: FilterName, value: string) => onApply(withFilter(draft, name, value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    onFold();
  };
  const id = (name: string) => `inbox-filter-${name}`;
  return (
    <form
      id={FILTER_FORM_ID}
      role="search"
      aria-label={t`Filter inquiries`}
      // Folded on a phone until the Filters button unfolds it; always shown from md, where the list is a table.
      className={`admin-card mb-3 ${unfolded ? '' : 'd-none d-md-block'}`}
      onSubmit={submit}
    >
      <div className="row g-2 align-items-end">
        <div className="col-12 col-lg-4">
          <label htmlFor={id('q')} className="form-label small mb-1">
            <Trans>Search</Trans>
          </label>
          <div className="input-group">
            <input
              id={id('q')}
              type="search"
              className="form-control"
              placeholder={t`Name, e-mail, reference, words…`}
              maxLength={SEARCH_MAX}
              value={draft.q ?? ''}
              onChange={(event) => type('q', event.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              <Trans>Search</Trans>
            </button>
          </div>
        </div>
        <div className="col-6 col-md-4 col-lg-2">
          <label htmlFor={id('kind')} className="form-label small mb-1">
            <Trans>Kind</Trans>
          </label>
          <select id={id('kind')} className="form-select" value={draft.kind ?? ''} onChange={(event) => choose('kind', event.target.value)}>
            <option value="">{t`All kinds`}</option>
            {INQUIRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(KIND_NAMES[kind])}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4 col-lg-3">
          <label htmlFor={id('status')} className="form-label small mb-1">
            <Trans>Status</Trans>
          </label>
          <select
            id={id('status')}
            className="form-select"
            value={draft.status ?? ''}
            onChange={(event) => choose('status', event.target.value)}
          >
            <option value="">{t`All statuses`}</option>
            <option value="waiting">{i18n._(WAITING_LABEL)}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(STATUS_NAMES[status])}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4 col-lg-3">
          <label htmlFor={id('assignee')} className="form-label small mb-1">
            <Trans>Assignee</Trans>
          </label>
          <select
            id={id('assignee')}
            className="form-select"
            value={draft.assignee ?? ''}
            onChange={(event) => choose('assignee', event.target.value)}
          >
            <option value="">{t`Anyone`}</option>
            <option value="none">{t`Unassigned`}</option>
            {assignees.map(({ id: staffId, name }) => (
              <option key={staffId} value={String(staffId)}>
                {staffId === meId ? t`${name} (you)` : name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4 col-lg-2">
          <label htmlFor={id('from')} className="form-label small mb-1">
            <Trans>Received from</Trans>
          </label>
          <input
            id={id('from')}
            type="date"
            className="form-control"
            value={draft.from ?? ''}
            max={draft.to}
            onChange={(event) => choose('from', event.target.value)}
          />
        </div>
        <div className="col-6 col-md-4 col-lg-2">
          <label htmlFor={id('to')} className="form-label small mb-1">
            <Trans>Received until</Trans>
          </label>
          <input
            id={id('to')}
            type="date"
            className="form-control"
            value={draft.to ?? ''}
            min={draft.from}
            onChange={(event) => choose('to', event.target.value)}
          />
        </div>
        <div className="col-6 col-md-4 col-lg-3">
          <label htmlFor={id('product')} className="form-label small mb-1">
            <Trans>Product (path)</Trans>
          </label>
          <input
            id={id('product')}
            className="form-control"
            maxLength={200}
            placeholder={t`e.g. seagrass-basket`}
            value={draft.product ?? ''}
            onChange={(event) => type('product', event.target.value)}
          />
        </div>
        <div className="col-6 col-md-4 col-lg-2">
          <label htmlFor={id('country')} className="form-label small mb-1">
            <Trans>Country code</Trans>
          </label>
          <input
            id={id('country')}
            className="form-control"
            maxLength={2}
            autoCapitalize="characters"
            placeholder={t`e.g. DE`}
            value={draft.country ?? ''}
            onChange={(event) => type('country', event.target.value.toUpperCase())}
          />
        </div>
        <div className="col-6 col-md-4 col-lg-3">
          <div className="form-check form-switch mb-2">
            <input
              id={id('overdue')}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={draft.overdue === 'true'}
              onChange={(event) => choose('overdue', event.target.checked ? 'true' : '')}
            />
            <label htmlFor={id('overdue')} className="form-check-label">
              <Trans>Overdue only</Trans>
            </label>
          </div>
        </div>
        <div className="col-12 d-md-none">
          <button type="submit" className="btn btn-primary w-100">
            <Trans>Show the inquiries</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * On a phone, the button the filters are folded behind (as in Gmail's and HubSpot's apps: the inquiries first),
 * with how many are in use. Hidden from md, where the filters are always shown.
 */
export function FiltersButton({
  count,
  unfolded,
  onToggle,
  ref,
}: {
  count: number;
  unfolded: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`btn btn-outline-secondary d-md-none ${unfolded ? 'active' : ''}`}
      aria-expanded={unfolded}
      aria-controls={FILTER_FORM_ID}
      onClick={onToggle}
    >
      <Trans>Filters</Trans>{' '}
      {count > 0 ? (
        <span className="badge text-bg-primary">
          {count}
          <span className="visually-hidden">
            {' '}
            <Trans>in use</Trans>
          </span>
        </span>
      ) : null}
    </button>
  );
}
