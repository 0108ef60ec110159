import { AppLink } from './app-link';
import type { Taxonomy } from '../../shared/catalogue';
import { PictureImg } from './picture-img';
import { langOf } from '../i18n/untranslated';

/** The grid of category and material cards; the loading placeholders use it too. */
export const TAXONOMY_GRID_CLASS = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3';
interface TaxonomyCardProps {
  item: Taxonomy;
  href: string;
  /** The `sizes` of the picture: how wide the card is drawn at each viewport width. */
  sizes: string;
  priority?: boolean;
  /** h2 on a page of cards, h3 inside a titled section. */
  heading?: 'h2' | 'h3';
}

/** A category or material: its picture, name and description, all one link. */
export function TaxonomyCard({ item, href, sizes, priority = false, heading: Heading = 'h2' }: TaxonomyCardProps) {
  return (
    <AppLink to={href} className="card h-100 border-0 shadow-sm text-decoration-none text-reset taxonomy-card">
      <div className="ratio ratio-4x3 bg-light rounded-top overflow-hidden">
        <PictureImg picture={item.thumbnail} alt={item.name} sizes={sizes} priority={priority} className="object-fit-cover w-100 h-100" />
      </div>
      <div className="card-body">
        <Heading className="h6 card-title mb-1" lang={langOf(item, 'name')}>
          {item.name}
        </Heading>
        <p className="card-text small text-secondary mb-0" lang={langOf(item, 'description')}>
          {item.description}
        </p>
      </div>
    </AppLink>
  );
}

/** `eager`: how many of the first images are above the fold and load with priority. */
export function TaxonomyGrid({ items, hrefOf, eager = 0 }: { items: Taxonomy[]; hrefOf: (path: string) => string; eager?: number }) {
  return (
    <div className={TAXONOMY_GRID_CLASS}>
      {items.map((item, i) => (
        <div className="col" key={item._id}>
          <TaxonomyCard
            item={item}
            href={hrefOf(item.path)}
            sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
            priority={i < eager}
          />
        </div>
      ))}
    </div>
  );
}
