import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '../../shared/catalogue';
import { Carousel, type CarouselLayout } from '../components/carousel';
import { ProductCard } from '../components/product-card';

/** Related products (spec §2): 2 a view, 3 from 640 px, 4 from 768 px, 5 from 1024 px. */
const RELATED_LAYOUT: CarouselLayout = {
  0: { perView: 2, gap: 16 },
  640: { perView: 3, gap: 16 },
  768: { perView: 4, gap: 24 },
  1024: { perView: 5, gap: 24 },
};

/** The product page's carousel of other products of the same material (product.route.tsx, deferredPart). */
export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useLingui();
  return (
    <section className="mt-5" aria-labelledby="related-title">
      <h2 id="related-title" className="h4 mb-3">
        <Trans>Related products</Trans>
      </h2>
      <Carousel
        label={t`Related products`}
        items={products}
        keyOf={(p) => p._id}
        layout={RELATED_LAYOUT}
        arrows
        renderItem={(p) => <ProductCard product={p} />}
      />
    </section>
  );
}
