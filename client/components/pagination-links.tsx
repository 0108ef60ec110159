import { AppLink } from './app-link';
import { PAGE_SIZE, pageCount } from '../../shared/catalogue';
import { pageItems } from '../../shared/pagination';

/** Real links, so crawlers follow every page. Shown only when there is more than one page (spec §9). */
export function PaginationLinks({ page, total, hrefOf }: { page: number; total: number; hrefOf: (page: number) => string }) {
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
    <nav aria-label="Pages" className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap">
        {edge(page - 1, 'Previous', 'prev', page <= 1)}
        {pageItems(page, count).map((item, i) =>
          item === 'break' ? (
            <li key={`break-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <AppLink className="page-link" to={hrefOf(item)} aria-current={item === page ? 'page' : undefined}>
                {item}
              </AppLink>
            </li>
          ),
        )}
        {edge(page + 1, 'Next', 'next', page >= count)}
      </ul>
    </nav>
  );
}
