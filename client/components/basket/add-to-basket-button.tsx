import { basketStore } from './basket-store';
import { useBasket } from './use-basket';

export function AddToBasketButton({ product, className }: { product: { path: string; name: string }; className: string }) {
  const inBasket = useBasket().some((item) => item.path === product.path);
  return (
    <button
      type="button"
      className={className}
      disabled={inBasket}
      onClick={() => basketStore.add(product)}
      // The visible words first, then which product: speech input users say what they see (WCAG 2.5.3).
      aria-label={inBasket ? `In quote basket: ${product.name}` : `Add to quote basket: ${product.name}`}
    >
      <span className="card-label-wide">{inBasket ? 'In quote basket' : 'Add to quote basket'}</span>
      {/* On a narrow card (site.css, .product-card): the name above stays what it says. */}
      <span className="card-label-narrow">{inBasket ? '✓ In basket' : '+ Basket'}</span>
    </button>
  );
}
