import { data } from 'react-router-dom';
import { isSort, pageCount, type Sort } from '../../shared/catalogue';
import { parsePageParam } from '../../shared/listing-urls';

/** Loaders throw this for anything that does not exist; the server then answers 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The page number of a listing URL, or a 404 when it is not a positive integer. */
export function pageParam(value: string | undefined): number {
  return parsePageParam(value) ?? notFound();
}

/** A page past the last one does not exist (page 1 always does, even when the list is empty). */
export function assertPageExists(page: number, total: number): void {
  if (page > pageCount(total)) notFound();
}

/** The `?sort=` of a listing URL; anything unknown falls back to the default order. */
export function sortParam(request: Request): Sort {
  const value = new URL(request.url).searchParams.get('sort') ?? '';
  return isSort(value) ? value : '';
}

/** Spec §2: the path with hyphens turned into spaced capitalised words, or 'Category' when absent. */
export function titleFromPath(path: string | undefined, fallback = 'Category'): string {
  if (!path) return fallback;
  return path
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
