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
      aria-label={inBasket ? `${product.name} is in the quote basket` : `Add ${product.name} to the quote basket`}
    >
      {inBasket ? 'In quote basket' : 'Add to quote basket'}
    </button>
  );
}
