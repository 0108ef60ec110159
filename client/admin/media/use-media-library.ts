import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import type { InputOf } from '../../../shared/contracts/define-endpoint';
import { mediaApi } from '../../../shared/contracts/media';
import type { MediaItem, MediaPage, MediaStatusName } from '../../../shared/media';
import { callStaffApi } from '../staff-client';

// One page of the library, kept current: new uploads appear at once, and while any picture is being processed the
// page is asked for again every POLL_MS, so its progress moves and its state turns ready (or failed).

export const POLL_MS = 1_500;

/** A picture's state as the library shows it: the words of MEDIA_STATUS_LABELS (shared/media.ts), translated. */
export const MEDIA_STATUS_WORDS: Record<MediaStatusName, MessageDescriptor> = {
  processing: msg`Processing`,
  ready: msg`Ready`,
  failed: msg`Failed`,
};

type ListQuery = InputOf<typeof mediaApi.list>['query'];

export function useMediaLibrary(query: ListQuery, initial?: MediaPage) {
  const [page, setPage] = useState<MediaPage | null>(initial ?? null);
  const [error, setError] = useState<unknown>(null);
  const queryKey = JSON.stringify(query);
  // A new page from the loader (another search) or a new query replaces what is shown.
  const [shown, setShown] = useState({ initial, queryKey });
  if (shown.initial !== initial || shown.queryKey !== queryKey) {
    setShown({ initial, queryKey });
    setPage(initial ?? null);
  }

  const fetchPage = useCallback(() => callStaffApi(mediaApi.list, { query: JSON.parse(queryKey) as ListQuery }), [queryKey]);
  const reload = useCallback(async () => {
    try {
      setPage(await fetchPage());
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  }, [fetchPage]);

  // Without a page from the loader (the picker), the first one is asked for here; an answer to an older query is dropped.
  useEffect(() => {
    if (initial) return;
    let current = true;
    fetchPage().then(
      (answer) => current && setPage(answer),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [initial, fetchPage]);

  const processing = page?.items.some((item) => item.status === 'processing') ?? false;
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [processing, reload]);

  /** Puts an item just uploaded or saved at its place (new ones first); null removes it. */
  const upsert = useCallback((item: MediaItem, removed = false) => {
    setPage((current) => {
      if (!current) return current;
      const others = current.items.filter((i) => i.id !== item.id);
      if (removed) return { ...current, items: others, total: current.total - 1 };
      const known = current.items.some((i) => i.id === item.id);
      return known
        ? { ...current, items: current.items.map((i) => (i.id === item.id ? item : i)) }
        : { ...current, items: [item, ...others], total: current.total + 1 };
    });
  }, []);

  const retry = useCallback(
    async (item: MediaItem) => {
      const answer = await callStaffApi(mediaApi.retry, { params: { id: String(item.id) }, body: { version: item.version } });
      if (answer) upsert(answer);
    },
    [upsert],
  );

  return { page, error, reload, upsert, retry };
}
