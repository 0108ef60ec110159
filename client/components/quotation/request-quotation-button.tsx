import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { AppLink } from '../app-link';
import { paths } from '../../../shared/paths';
import type { QuotedProduct } from '../../forms/quoted-product';
import { useRequestQuotation } from './quotation-context';

/** Wide screens get the modal; small screens (and browsers without JavaScript) the /order page (spec §2). */
export const QUOTATION_MODAL_QUERY = '(min-width: 768px)';

export function RequestQuotationButton({ product, className }: { product: QuotedProduct; className: string }) {
  const open = useRequestQuotation();
  const onClick = (event: MouseEvent) => {
    if (window.matchMedia(QUOTATION_MODAL_QUERY).matches) {
      event.preventDefault();
      open(product);
    }
  };
  return (
    <AppLink to={paths.order(product.path)} className={className} onClick={onClick}>
      {/* On a narrow card the shorter word shows (site.css, .product-card); the full one is still its name. */}
      <span className="card-label-wide">
        <Trans>Request Quotation</Trans>
      </span>
      <span className="card-label-narrow" aria-hidden="true">
        <Trans>Quotation</Trans>
      </span>
    </AppLink>
  );
}
