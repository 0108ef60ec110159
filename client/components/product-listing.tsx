import { EMPTY_LIST_TEXT, INQUIRY_NOTE, type ProductSummary, type Sort } from '../../shared/catalogue';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ListingSidebar, type SidebarGroup } from './listing-sidebar';
import { PaginationLinks } from './pagination-links';
import { ProductGrid } from './product-card';
import { SortSelect } from './sort-select';

export interface ProductListingProps {
  title: string;
  breadcrumbs: Crumb[];
  sidebar: SidebarGroup[];
  activePath?: string;
  products: ProductSummary[];
  total: number;
  page: number;
  sort: Sort;
  hrefOf: (page: number) => string;
}

/** The layout shared by the category, material and all-products listings (spec §2). */
export function ProductListing({ title, breadcrumbs, sidebar, activePath, products, total, page, sort, hrefOf }: ProductListingProps) {
  const sortSuffix = sort ? `?sort=${sort}` : '';
  return (
    <div className="container-xl py-4">
      <Breadcrumbs items={breadcrumbs} />
      <div className="row g-4">
        <div className="col-md-3 d-none d-md-block">
          <div className="sticky-md-top listing-sidebar-sticky">
            <ListingSidebar groups={sidebar} {...(activePath ? { activePath } : {})} />
          </div>
        </div>
        <div className="col-12 col-md-9">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
            <h1 className="h3 mb-0">{title}</h1>
            <SortSelect value={sort} />
          </div>
          {products.length ? <ProductGrid products={products} eager={2} /> : <p className="text-secondary py-5 text-center">{EMPTY_LIST_TEXT}</p>}
          <PaginationLinks page={page} total={total} hrefOf={(p) => `${hrefOf(p)}${sortSuffix}`} />
          <p className="inquiry-note text-center text-secondary small mt-4 mb-0">{INQUIRY_NOTE}</p>
        </div>
      </div>
    </div>
  );
}
