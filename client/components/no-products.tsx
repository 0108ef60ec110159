import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EMPTY_LIST_MESSAGE } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { AppLink } from './app-link';

export interface NoProductsProps {
  /** Whether the list is a search's: it then says how to search again and offers to ask for what is not listed. */
  search?: boolean;
  /** Called when one of the links is followed (the search panel closes). */
  onLeave?: () => void;
  /** Where it is shown: a page's centred block, or the search panel's compact one. */
  variant?: 'page' | 'panel';
  /** Controls of its own place, shown first (the search panel's Clear search). */
  children?: ReactNode;
}

/** The spec's 'There is no products', and below it the ways on: every product, the categories, a question to us. */
export function NoProducts({ search = false, onLeave, variant = 'page', children }: NoProductsProps) {
  const { i18n } = useLingui();
  const onPage = variant === 'page';
  return (
    <div className={onPage ? 'py-5 text-center' : 'py-2'}>
      <p className={`text-secondary${onPage ? '' : ' mb-1'}`}>{i18n._(EMPTY_LIST_MESSAGE)}</p>
      {search ? (
        <p className="small text-secondary mb-2">
          <Trans>Check the spelling, or try fewer or more general words, such as “basket”.</Trans>
        </p>
      ) : null}
      <ul className={`list-inline small mb-0${onPage ? '' : ' d-flex flex-wrap align-items-center column-gap-3 row-gap-1'}`}>
        {children ? <li className="list-inline-item">{children}</li> : null}
        <li className="list-inline-item">
          <AppLink to={paths.products()} onClick={onLeave}>
            <Trans>All products</Trans>
          </AppLink>
        </li>
        <li className="list-inline-item">
          <AppLink to={paths.categories()} onClick={onLeave}>
            <Trans>Categories</Trans>
          </AppLink>
        </li>
        {search ? (
          <li className="list-inline-item">
            <AppLink to={paths.contact()} onClick={onLeave}>
              <Trans>Ask us about a product not listed</Trans>
            </AppLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
