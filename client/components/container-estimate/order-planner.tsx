import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ProductPacking } from '../../../shared/catalogue';
import { MINIMUM_ORDER_PER_COLOUR } from '../../../shared/inquiries';
import { basketStore, type BasketVariant } from '../basket/basket-store';
import { ColourQuantityRows } from '../basket/colour-quantity-rows';
import { useBasket } from '../basket/use-basket';
import { ContainerEstimatePanel, estimateOf } from './container-estimate-panel';
import { plannedOrder } from './planned-order';

/**
 * The /order page's planner: pieces per colour of this product, the container they make, sent with the page's
 * quotation request once the buyer changed them (./planned-order.ts), or with other products from the quote basket.
 */
export function OrderPlanner({ product, packing }: { product: { path: string; name: string }; packing: ProductPacking | null }) {
  const titleId = useId();
  const [variants, setVariants] = useState<BasketVariant[]>(() => [
    { colour: packing?.colours[0] ?? 'Natural', quantity: MINIMUM_ORDER_PER_COLOUR },
  ]);
  const [put, setPut] = useState(false);
  const inBasket = useBasket().some((item) => item.path === product.path);
  const estimate = estimateOf([{ ...product, variants }], new Map([[product.path, packing]]));
  return (
    <section className="order-planner mt-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        <Trans>Plan your order</Trans>
      </h2>
      <p className="small text-secondary">
        <Trans>Pieces per colour: see how many cartons they make and how full a container would be.</Trans>
      </p>
      <ColourQuantityRows
        idPrefix="plan"
        variants={variants}
        colours={packing?.colours}
        onChange={(next) => {
          setVariants(next);
          setPut(false);
          plannedOrder.set(product.path, next);
        }}
      />
      <ContainerEstimatePanel estimate={estimate} notes={[packing?.packingNote]} headingLevel={3} />
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => {
          // The basket's own two steps, not a third: its code is in every page's first script.
          basketStore.add(product);
          basketStore.setVariants(product.path, variants);
          setPut(true);
        }}
      >
        {inBasket ? <Trans>Update the quote basket</Trans> : <Trans>Add to the quote basket</Trans>}
      </button>
      <p className="small mt-2 mb-0" role="status">
        {put ? <Trans>In your quote basket: send it with your other products from the basket at the top of the page.</Trans> : ''}
      </p>
    </section>
  );
}
