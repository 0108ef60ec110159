import { useLingui } from '@lingui/react/macro';
import { pageItems } from '../../shared/pagination';
import { AppLink } from '../components/app-link';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page (its filters kept). */
  hrefOf: (page: number) => string;
  label?: string;
}

/** Page links under a list: the first and last pages, those around the current one, and previous/next. */
export function Pager({ page, pageCount, hrefOf, label }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const step = (to: number, text: string, name: string) =>
    to < 1 || to > pageCount ? (
      <li className="page-item disabled">
        <span className="page-link" aria-hidden="true">
          {text}
        </span>
      </li>
    ) : (
      <li className="page-item">
        <AppLink className="page-link" to={hrefOf(to)} aria-label={name}>
          {text}
        </AppLink>
      </li>
    );
  return (
    <nav aria-label={label ?? t`Pages`}>
      <ul className="pagination flex-wrap">
        {step(page - 1, '‹', t`Previous page`)}
        {pageItems(page, pageCount).map((item, i) =>
          item === 'break' ? (
            <li key={`break-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <AppLink
                className="page-link"
                to={hrefOf(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item}`}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
        {step(page + 1, '›', t`Next page`)}
      </ul>
    </nav>
  );
}
