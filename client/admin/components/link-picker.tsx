import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { englishPageLabel, PAGE_LABELS } from '../../../shared/page-labels';
import { type PageName, paths } from '../../../shared/paths';
import { SEARCH_DEBOUNCE_MS, searchWords } from '../../../shared/search';
import { callStaffApi } from '../staff-client';

// The link dialog's search of the site's own pages: products and categories by name (the content lists' search,
// accents ignored), and the company pages, so an editor links a page without copying its address from the site.

/**
 * The site's pages that are not content items, offered by the name the site gives them (shared/page-labels.ts), in
 * the staff member's language.
 */
const COMPANY_PAGES = [
  'home',
  'aboutUs',
  'howWeMake',
  'qualityControl',
  'certificates',
  'trading',
  'privacy',
  'faqs',
  'contact',
  'productVideos',
  'catalogueRequest',
  'products',
  'categories',
  'materials',
] as const satisfies readonly PageName[];

/** A page found: what the list says, and how its address is had once chosen. */
interface Found {
  key: string;
  kind: 'Product' | 'Category' | 'Page';
  name: string;
  href: () => Promise<string>;
}

const SHOWN = 8;

/** The badge before each page found: what it is. */
const KIND_WORDS: Record<Found['kind'], MessageDescriptor> = { Product: msg`Product`, Category: msg`Category`, Page: msg`Page` };

function companyPagesMatching(query: string, i18n: I18n): Found[] {
  const words = searchWords(query);
  return COMPANY_PAGES.flatMap((page): Found[] => {
    const name = i18n._(PAGE_LABELS[page]);
    // Found by its name as shown, or by its English one: the site's first language, which staff write in too.
    const own = [...searchWords(name), ...searchWords(englishPageLabel(page))];
    if (!words.every((word) => own.some((ownWord) => ownWord.includes(word)))) return [];
    return [{ key: `page-${page}`, kind: 'Page', name, href: () => Promise.resolve(paths[page]()) }];
  });
}

/** A product's or category's address, from its path as saved (the list does not carry it). */
async function addressOf(type: 'product' | 'category', id: number): Promise<string> {
  const item = (await callStaffApi(contentApi.get, { params: { type, id } })) as ContentItem;
  const path = String(item.values.path ?? '');
  return type === 'product' ? paths.product(path) : paths.category(path);
}

async function contentMatching(type: 'product' | 'category', query: string, signal: AbortSignal): Promise<Found[]> {
  const page = await callStaffApi(contentApi.list, { params: { type }, query: { q: query } }, { signal });
  return page.items.map((item) => ({
    key: `${type}-${item.id}`,
    kind: type === 'product' ? 'Product' : 'Category',
    name: item.title,
    href: () => addressOf(type, item.id),
  }));
}

/** A search box and the pages it finds; choosing one gives its address to `onChoose`. */
export function LinkPicker({ onChoose }: { onChoose: (href: string) => void }) {
  const inputId = useId();
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  /** The latest answer, with the words it answers. */
  const [answer, setAnswer] = useState<{ query: string; found: Found[] }>({ query: '', found: [] });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (searchWords(query).length === 0) return;
    const controller = new AbortController();
    // Asked once the editor pauses, not on every key.
    const timer = setTimeout(() => {
      Promise.all([contentMatching('product', query, controller.signal), contentMatching('category', query, controller.signal)])
        .then(([products, categories]) => {
          setFailed(false);
          setAnswer({ query, found: [...companyPagesMatching(query, i18n), ...categories, ...products].slice(0, SHOWN) });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, i18n]);
  const choose = (page: Found) => {
    page
      .href()
      .then(onChoose)
      .catch(() => setFailed(true));
  };
  const searched = searchWords(query).length > 0;
  // What an earlier search found is not shown for a box emptied since.
  const shown = searched ? answer.found : [];
  return (
    <div className="mb-3">
      <label htmlFor={inputId} className="form-label">
        <Trans>Find a page of this site</Trans>
      </label>
      <input
        id={inputId}
        type="search"
        className="form-control"
        value={query}
        maxLength={100}
        placeholder={t`A product, a category or a page, by name`}
        onChange={(event) => setQuery(event.target.value)}
        // Enter in the search box chooses nothing and must not add the link with the address typed so far.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div aria-live="polite" className="small text-body-secondary mt-1">
        {failed
          ? t`The search did not answer: try again, or type the address.`
          : searched && answer.query === query && shown.length === 0
            ? t`No page of that name.`
            : ''}
      </div>
      {shown.length ? (
        <ul className="list-group mt-1" aria-label={t`Pages found`}>
          {shown.map((page) => (
            <li key={page.key} className="list-group-item list-group-item-action p-0">
              <button type="button" className="btn btn-link text-start w-100 text-decoration-none" onClick={() => choose(page)}>
                <span className="badge text-bg-light me-2">{i18n._(KIND_WORDS[page.kind])}</span>
                {page.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
