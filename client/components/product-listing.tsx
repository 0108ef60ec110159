import { Trans, useLingui } from '@lingui/react/macro';
import { PdfDownloadLink } from './pdf-download-link';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { INQUIRY_NOTE_MESSAGE, type ProductSummary, type Sort } from '../../shared/catalogue';
import { withSort } from '../../shared/listing-urls';
import { replaysEarlyClick } from '../early-click';
import { PAGE_PATTERNS } from '../../shared/paths';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { Drawer } from './drawer';
import { ListingSidebar, type SidebarGroup } from './listing-sidebar';
import { NoProducts } from './no-products';
import { PaginationLinks } from './pagination-links';
import { PRODUCT_GRID_CLASS, ProductGrid } from './product-card';
import { SkeletonGrid } from './skeleton-grid';
import { SortSelect } from './sort-select';
import { useLoadingPageOf } from './use-loading-page-of';
import { useStickyWhenItFits } from './use-sticky-when-it-fits';

export interface ProductListingProps {
  /** The listing's heading, in the page's language (or a category's own name). */
  title: string;
  breadcrumbs: Crumb[];
  sidebar: SidebarGroup[];
  activePath?: string;
  products: ProductSummary[];
  total: number;
  page: number;
  sort: Sort;
  hrefOf: (page: number) => string;
  /** A PDF of what the listing shows (a category's line sheet), linked under its title. */
  download?: { href: string; label: MessageDescriptor | string };
}

const FILTER_ID = 'listing-filter';

/** The pages shown with this layout: while the next of them loads, placeholders stand for its products. */
export const PRODUCT_LISTING_PATTERNS = [PAGE_PATTERNS.category, PAGE_PATTERNS.material, PAGE_PATTERNS.products];

/** Where the sticky sidebar stays: below the sticky header's menu, with a gap (site.css, .listing-sidebar-sticky). */
const SIDEBAR_TOP_PX = 90;

/**
 * The layout shared by the category, material and all-products listings (spec §2). The sidebar is one element:
 * a sticky column from the md breakpoint up (while it fits in the window), and below it a drawer from the right
 * opened by 'Filter' (its width is set in site.css; while it is open the page does not scroll).
 */
export function ProductListing({
  title,
  breadcrumbs,
  sidebar,
  activePath,
  products,
  total,
  page,
  sort,
  hrefOf,
  download,
}: ProductListingProps) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  // The drawer belongs to the page it was opened on: any navigation (an item chosen, Back) closes it.
  const [filterOpenOn, setFilterOpenOn] = useState<string | null>(null);
  const filterOpen = filterOpenOn === location.key;
  const closeFilter = () => setFilterOpenOn(null);
  const loading = useLoadingPageOf(PRODUCT_LISTING_PATTERNS);
  const [sidebarRef, sidebarFits] = useStickyWhenItFits<HTMLDivElement>(SIDEBAR_TOP_PX);

  return (
    <div className="container-xl py-4">
      <Breadcrumbs items={breadcrumbs} />
      <div className="row g-4">
        <div className="col-md-3 d-none d-md-block">
          <div ref={sidebarRef} className={sidebarFits ? 'sticky-md-top listing-sidebar-sticky' : undefined}>
            <Drawer
              id={FILTER_ID}
              title={t`Filter`}
              titleId={`${FILTER_ID}-title`}
              responsive="md"
              show={filterOpen}
              onHide={closeFilter}
              className="listing-filter"
            >
              <ListingSidebar groups={sidebar} {...(activePath ? { activePath } : {})} onSelect={closeFilter} />
            </Drawer>
          </div>
        </div>
        <div className="col-12 col-md-9">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
            <h1 className="h3 mb-0">{title}</h1>
            <div className="d-flex align-items-center gap-2">
              <button
                type="button"
                className="d-md-none btn btn-outline-primary btn-sm"
                aria-controls={FILTER_ID}
                aria-expanded={filterOpen}
                onClick={() => setFilterOpenOn(location.key)}
                {...replaysEarlyClick}
              >
                <Trans>Filter</Trans>
              </button>
              <SortSelect value={sort} firstPageHref={hrefOf(1)} />
            </div>
          </div>
          {download ? (
            <p className="small mb-3">
              <PdfDownloadLink {...download} />
            </p>
          ) : null}
          {loading ? (
            <SkeletonGrid label={t`Loading products…`} rowClassName={PRODUCT_GRID_CLASS} withButton />
          ) : products.length ? (
            <ProductGrid products={products} eager={2} />
          ) : (
            <NoProducts />
          )}
          <PaginationLinks page={page} total={total} hrefOf={(p) => withSort(hrefOf(p), sort)} />
          <p className="inquiry-note text-center text-secondary small mt-4 mb-0">{i18n._(INQUIRY_NOTE_MESSAGE)}</p>
        </div>
      </div>
    </div>
  );
}
