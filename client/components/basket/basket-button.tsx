import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { replaysEarlyClick } from '../../early-click';
import { useBasket } from './use-basket';

const BasketDrawer = lazy(() => import('./basket-drawer'));

/** The header's quote basket: the number of products in it, and the drawer to send them as one order. */
export function BasketButton() {
  const { t } = useLingui();
  const items = useBasket();
  const count = items.length;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-link text-body p-2 position-relative basket-trigger"
        aria-label={t`Quote basket, ${plural(count, { one: '# product', other: '# products' })}`}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        {...replaysEarlyClick}
      >
        <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" fill="currentColor">
          <path d="M5.8 1.2 3.6 5H1v2h.7l1.2 7.2c.1.5.5.8 1 .8h8.2c.5 0 .9-.3 1-.8L14.3 7h.7V5h-2.6L10.2 1.2l-1.3.7L10.7 5H5.3l1.8-3.1zM4.1 13 3.7 7h8.6l-1 6z" />
        </svg>
        {items.length ? (
          <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-primary">{items.length}</span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <BasketDrawer show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
