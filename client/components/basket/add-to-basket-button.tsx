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
      {inBasket ? 'In quote basket' : 'Add to quote basket'}
    </button>
  );
}
