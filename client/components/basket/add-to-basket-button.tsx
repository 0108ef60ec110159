import { Trans, useLingui } from '@lingui/react/macro';
import { basketStore } from './basket-store';
import { useBasket } from './use-basket';
import { sourcePathOf } from '../../../shared/catalogue';

export function AddToBasketButton({
  product,
  className,
}: {
  product: { path: string; sourcePath?: string; name: string };
  className: string;
}) {
  const { t } = useLingui();
  // The basket names a product by its English path, so that it is the same product in every language.
  const path = sourcePathOf(product);
  const inBasket = useBasket().some((item) => item.path === path);
  const { name } = product;
  return (
    <button
      type="button"
      className={className}
      disabled={inBasket}
      onClick={() => basketStore.add({ path, name })}
      // The visible words first, then which product: speech input users say what they see (WCAG 2.5.3).
      aria-label={inBasket ? t`In quote basket: ${name}` : t`Add to quote basket: ${name}`}
    >
      <span className="card-label-wide">{inBasket ? <Trans>In quote basket</Trans> : <Trans>Add to quote basket</Trans>}</span>
      {/* On a narrow card (site.css, .product-card): the name above stays what it says. */}
      <span className="card-label-narrow">{inBasket ? <Trans>✓ In basket</Trans> : <Trans>+ Basket</Trans>}</span>
    </button>
  );
}
