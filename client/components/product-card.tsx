import { AppLink } from './app-link';
import type { ProductSummary } from '../../shared/catalogue';
import { excerpt, textOfHtml } from '../../shared/plain-text';
import { paths } from '../../shared/paths';
import { AddToBasketButton } from './basket/add-to-basket-button';
import { RequestQuotationButton } from './quotation/request-quotation-button';
import { PictureImg } from './picture-img';
import { rememberScrollPosition } from './remembered-scroll';
import { langOf } from '../i18n/untranslated';

/**
 * How much of a description a product card or a search result shows: about three lines on a phone's two-column
 * grid. Cut on a word or at a sentence's end, so it never ends in ".…" as clipped HTML did.
 */
const DESCRIPTION_EXCERPT_LENGTH = 80;

/** The plain-text excerpt of a product's description (sanitised HTML). */
export const descriptionExcerpt = (descriptionHtml: string) => excerpt(textOfHtml(descriptionHtml), DESCRIPTION_EXCERPT_LENGTH);

const CARD_PICTURE_SIZES = '(min-width: 1200px) 270px, (min-width: 768px) 33vw, 50vw';

/** The grid of product cards; the loading placeholders use it too, so they sit exactly where the cards will. */
export const PRODUCT_GRID_CLASS = 'row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3';

/** `Heading`: the card's title level, one below the heading the cards are listed under. */
export function ProductCard({
  product,
  priority = false,
  Heading = 'h3',
}: {
  product: ProductSummary;
  priority?: boolean;
  Heading?: 'h2' | 'h3';
}) {
  return (
    // Every link of the card leaves the page: remember how far down it was, for the way back (spec §1).
    <article className="card product-card h-100 border-0 shadow-sm" onClickCapture={rememberScrollPosition}>
      <AppLink to={paths.product(product.path)} className="ratio ratio-4x3 d-block bg-light rounded-top overflow-hidden">
        {product.thumbnail ? (
          <PictureImg
            picture={product.thumbnail}
            alt={product.name}
            sizes={CARD_PICTURE_SIZES}
            priority={priority}
            className="object-fit-cover w-100 h-100"
          />
        ) : null}
      </AppLink>
      <div className="card-body d-flex flex-column">
        <Heading className="h6 card-title">
          <AppLink
            to={paths.product(product.path)}
            className="stretched-link-title text-reset text-decoration-none"
            lang={langOf(product, 'name')}
          >
            {product.name}
          </AppLink>
        </Heading>
        <p className="card-text small text-secondary" lang={langOf(product, 'description')}>
          {descriptionExcerpt(product.description)}
        </p>
        <div className="mt-auto d-grid gap-1">
          <RequestQuotationButton product={product} className="btn btn-outline-primary btn-sm" />
          <AddToBasketButton product={product} className="btn btn-link btn-sm p-0 text-decoration-none" />
        </div>
      </div>
    </article>
  );
}

/**
 * `eager`: how many of the first images are above the fold and load with priority. `Heading`: h2 where the grid
 * is the page's content under its h1, h3 inside a section of its own.
 */
export function ProductGrid({
  products,
  eager = 0,
  Heading = 'h2',
}: {
  products: ProductSummary[];
  eager?: number;
  Heading?: 'h2' | 'h3';
}) {
  return (
    <div className={PRODUCT_GRID_CLASS}>
      {products.map((product, i) => (
        <div className="col" key={product._id}>
          <ProductCard product={product} priority={i < eager} Heading={Heading} />
        </div>
      ))}
    </div>
  );
}
