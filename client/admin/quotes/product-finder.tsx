import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ProductPacking } from '../../../shared/catalogue';
import { quotesApi } from '../../../shared/contracts/quotes';
import { callStaffApi } from '../staff-client';

// "Add a product": the catalogue searched by name or address as sales type, a moment after they stop typing.

const TYPING_PAUSE_MS = 250;

type Found = { state: 'idle' } | { state: 'searching' } | { state: 'found'; items: ProductPacking[] } | { state: 'failed' };

export function ProductFinder({ quoted, add }: { quoted: ReadonlySet<string>; add: (product: ProductPacking) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const typed = text.trim();

  useEffect(() => {
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setFound({ state: 'searching' });
      callStaffApi(quotesApi.products, { query: { q: typed } }, { signal: controller.signal })
        .then((answer) => setFound({ state: 'found', items: answer.items }))
        .catch(() => {
          if (!controller.signal.aborted) setFound({ state: 'failed' });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const shown = typed ? found : ({ state: 'idle' } as Found);
  const foundCount = shown.state === 'found' ? shown.items.length : 0;
  return (
    <div className="mt-3">
      <label htmlFor={`${id}-search`} className="form-label">
        <Trans>Add a product</Trans>
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control"
        placeholder={t`Name or address, e.g. seagrass basket`}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} className="small text-body-secondary mt-1" role="status">
        {shown.state === 'searching'
          ? t`Searching…`
          : shown.state === 'failed'
            ? t`The catalogue could not be searched. Please try again.`
            : shown.state === 'found'
              ? foundCount
                ? t`${foundCount} found`
                : t`No product has that name or address.`
              : ''}
      </div>
      {shown.state === 'found' && shown.items.length ? (
        <ul className="list-group mt-2" aria-label={t`Products found`}>
          {shown.items.map((product) => {
            const productName = product.name;
            return (
              <li key={product.path} className="list-group-item d-flex align-items-center gap-2">
                <span className="me-auto admin-wrap">
                  {product.name}
                  <span className="d-block small text-body-secondary">{product.colours.join(', ') || t`No colours listed`}</span>
                </span>
                {quoted.has(product.path) ? (
                  <span className="small text-body-secondary">
                    <Trans>In the quote</Trans>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={t`Add ${productName}`}
                    onClick={() => {
                      add(product);
                      setText('');
                    }}
                  >
                    <Trans>Add</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
