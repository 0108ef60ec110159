import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { localizedHref } from '../../shared/i18n/locales';
import { useSiteLocale } from '../i18n/site-i18n';
import { isVideoPageSize, VIDEO_PAGE_SIZES, type VideoPageSize } from '../../shared/videos';

/**
 * How many videos a page shows, kept in the URL (`?pageSize=`); a new size starts again at the first page.
 * Without JavaScript the form still works: a GET to the first page.
 */
export function VideoPageSizeSelect({ value }: { value: VideoPageSize }) {
  const locale = useSiteLocale();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  // Follows the URL when the page shown changes (Back, Forward).
  useEffect(() => {
    if (select.current) select.current.value = String(value);
  }, [value]);
  const go = (next: string) => {
    const size = Number(next);
    if (isVideoPageSize(size)) void navigate(localizedHref(locale, paths.productVideos({ pageSize: size })));
  };
  return (
    <form
      method="get"
      action={localizedHref(locale, paths.productVideos())}
      className="d-flex align-items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        go(select.current?.value ?? '');
      }}
    >
      <label htmlFor="video-page-size" className="small text-secondary text-nowrap">
        <Trans>Videos per page</Trans>
      </label>
      <select
        ref={select}
        id="video-page-size"
        name="pageSize"
        className="form-select form-select-sm w-auto"
        defaultValue={String(value)}
        onChange={(event) => go(event.currentTarget.value)}
      >
        {VIDEO_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm btn-outline-secondary">
          <Trans>Show</Trans>
        </button>
      </noscript>
    </form>
  );
}
