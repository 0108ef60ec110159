import { Link } from 'react-router-dom';
import type { Taxonomy } from '../../shared/catalogue';
import { PictureImg } from './picture-img';

/** The grid of category and material cards; the loading placeholders use it too. */
export const TAXONOMY_GRID_CLASS = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3';

/** `eager`: how many of the first images are above the fold and load with priority. */
export function TaxonomyGrid({ items, hrefOf, eager = 0 }: { items: Taxonomy[]; hrefOf: (path: string) => string; eager?: number }) {
  return (
    <div className={TAXONOMY_GRID_CLASS}>
      {items.map((item, i) => (
        <div className="col" key={item._id}>
          <Link to={hrefOf(item.path)} className="card h-100 border-0 shadow-sm text-decoration-none text-reset taxonomy-card">
            <div className="ratio ratio-4x3 bg-light rounded-top overflow-hidden">
              <PictureImg
                picture={item.thumbnail}
                alt={item.name}
                sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
                priority={i < eager}
                className="object-fit-cover w-100 h-100"
              />
            </div>
            <div className="card-body">
              <h2 className="h6 card-title mb-1">{item.name}</h2>
              <p className="card-text small text-secondary mb-0">{item.description}</p>
            </div>
          </Link>
        </div>
      ))}
    </div>
  );
}
