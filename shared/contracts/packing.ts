import type { ProductPacking } from '../catalogue';
import { ORDER_LIMITS } from '../inquiries';
import { defineContract, responseOf } from './define-endpoint';
import { slugField } from './request-fields';

// The container estimate's one question, apart from the catalogue's contract: only the quote basket and /order ask
// it, so every other page's first script does without it.
export const packingApi = defineContract({
  /**
   * The export packing of the products a buyer is planning, for the container estimate (not in the specification:
   * decision 014). As many paths as an order may hold; a path that is not a public product is left out of the answer.
   */
  productPacking: {
    method: 'POST',
    path: '/product/packing',
    body: (z) =>
      z.object({
        paths: z
          .array(slugField(z), { error: 'paths must be a list of product paths' })
          .min(1, 'Name at least one product.')
          .max(ORDER_LIMITS.maxItems, `At most ${ORDER_LIMITS.maxItems} products at once.`),
      }),
    response: responseOf<{ data: ProductPacking[] }>(),
  },
});
