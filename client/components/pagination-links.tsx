import { useLingui } from '@lingui/react/macro';
import { AppLink } from './app-link';
import { PAGE_SIZE, pageCount } from '../../shared/catalogue';
import { responsivePageItems, type ResponsivePageItem } from '../../shared/pagination';

/** Where an item shows: below Bootstrap's sm breakpoint (576 px) a phone has the short list alone. */
const widthClass = ({ wide, narrow }: ResponsivePageItem) => (narrow ? (wide ? '' : ' d-sm-none') : ' d-none d-sm-block');

/**
 * Real links, so crawlers follow every page. Shown only when there is more than one page (spec §9), with the spec's
 * page range on wider screens and fewer pages on a phone, so that Previous, the pages and Next keep to one line.
 */
export function PaginationLinks({ page, total, hrefOf }: { page: number; total: number; hrefOf: (page: number) => string }) {
  const { t } = useLingui();
  if (total <= PAGE_SIZE) return null;
  const count = pageCount(total);
  const edge = (target: number, label: string, rel: 'prev' | 'next', disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link">{label}</span>
      ) : (
        <AppLink className="page-link" to={hrefOf(target)} rel={rel}>
          {label}
        </AppLink>
      )}
    </li>
  );
  return (
    <nav aria-label={t`Pages`} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap">
        {edge(page - 1, t`Previous`, 'prev', page <= 1)}
        {responsivePageItems(page, count).map((entry, i) =>
          entry.item === 'break' ? (
            <li key={`break-${i}`} className={`page-item disabled${widthClass(entry)}`}>
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={entry.item} className={`page-item${entry.item === page ? ' active' : ''}${widthClass(entry)}`}>
              <AppLink className="page-link" to={hrefOf(entry.item)} aria-current={entry.item === page ? 'page' : undefined}>
                {entry.item}
              </AppLink>
            </li>
          ),
        )}
        {edge(page + 1, t`Next`, 'next', page >= count)}
      </ul>
    </nav>
  );
}
