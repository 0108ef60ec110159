import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ContentOption } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { callStaffApi } from '../staff-client';
import type { FieldControlProps } from './document-field';

// Several products chosen with a search: the products chosen are listed with a Remove button each; typing in the
// search box offers the published products whose names have the words typed, each with an Add button. Names come
// from the server (by id), so a product renamed since shows its name of today.

const SEARCH_DELAY_MS = 250;

export function ProductListField({ id, label, value, onChange, error, describedBy }: FieldControlProps<number[]>) {
  const { t } = useLingui();
  const resultsId = useId();
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const [q, setQ] = useState('');
  const [found, setFound] = useState<ContentOption[]>([]);
  const missing = value.filter((productId) => !names.has(productId));

  useEffect(() => {
    if (missing.length === 0) return;
    let current = true;
    void callStaffApi(contentApi.options, { params: { type: 'product' }, query: { ids: missing } }).then((options) => {
      if (current) setNames((known) => new Map([...known, ...options.map((o): [number, string] => [o.id, o.title])]));
    });
    return () => {
      current = false;
    };
  }, [missing.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (q.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callStaffApi(contentApi.options, { params: { type: 'product' }, query: { q: q.trim() } }, { signal: controller.signal })
        .then(setFound)
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const add = (option: ContentOption) => {
    setNames((known) => new Map(known).set(option.id, option.title));
    if (!value.includes(option.id)) onChange([...value, option.id]);
  };
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-2">{label}</legend>
      {value.length === 0 ? (
        <p className="text-body-secondary small mb-2">
          <Trans>None chosen.</Trans>
        </p>
      ) : null}
      <ul className="list-unstyled mb-2">
        {value.map((productId) => {
          const name = names.get(productId) ?? '';
          return (
            <li key={productId} className="d-flex align-items-center gap-2 mb-1">
              <span className="flex-grow-1">{names.get(productId) ?? t`Product ${productId}`}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => onChange(value.filter((v) => v !== productId))}
              >
                <Trans>
                  Remove<span className="visually-hidden"> {name}</span>
                </Trans>
              </button>
            </li>
          );
        })}
      </ul>
      <label htmlFor={id} className="form-label small mb-1">
        <Trans>Find a product to add</Trans>
      </label>
      <input
        id={id}
        type="search"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={q}
        placeholder={t`Type part of its name`}
        aria-controls={resultsId}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul id={resultsId} className="list-group mt-1" aria-label={t`Products found`}>
        {(q.trim() === '' ? [] : found).map((option) => {
          const name = option.title;
          return (
            <li key={option.id} className="list-group-item d-flex align-items-center gap-2 py-1">
              <span className="flex-grow-1">{option.title}</span>
              {value.includes(option.id) ? (
                <span className="small text-body-secondary">
                  <Trans>Added</Trans>
                </span>
              ) : (
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => add(option)}>
                  <Trans>
                    Add<span className="visually-hidden"> {name}</span>
                  </Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error ? <div className="invalid-feedback d-block">{error}</div> : null}
    </fieldset>
  );
}
