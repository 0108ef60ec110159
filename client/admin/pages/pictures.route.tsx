import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { mediaApi } from '../../../shared/contracts/media';
import { MEDIA_SEARCH_MAX, MEDIA_STATUSES, type MediaItem, type MediaStatusName } from '../../../shared/media';
import { adminPaths } from '../../../shared/staff/addresses';
import { MediaEditor } from '../media/media-editor';
import { MediaGrid } from '../media/media-grid';
import { UploadZone } from '../media/upload-zone';
import { MEDIA_STATUS_WORDS, useMediaLibrary } from '../media/use-media-library';
import { Pager } from '../pager';
import { useRefusal } from '../refusal';
import { loadFromStaffApi } from '../staff-client';

// The picture library: upload (several at once, each with its progress), watch the variants being made, write each
// picture's alt text and choose its focal point. The product and category editors pick from the same library
// (client/admin/media/picture-picker.tsx).

function queryOf(url: URL) {
  const status = url.searchParams.get('status');
  const page = url.searchParams.get('page');
  return {
    ...(url.searchParams.get('q') ? { q: url.searchParams.get('q')!.slice(0, MEDIA_SEARCH_MAX) } : {}),
    ...(status && (MEDIA_STATUSES as readonly string[]).includes(status) ? { status: status as MediaStatusName } : {}),
    ...(page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? { page: Number(page) } : {}),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = queryOf(new URL(request.url));
  const first = await loadFromStaffApi(request, mediaApi.list, { query });
  return { query, first };
}

export function Component() {
  const { query, first } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const refusal = useRefusal();
  const { t, i18n } = useLingui();
  const { page, upsert, retry } = useMediaLibrary(query, first);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const items = page?.items ?? [];
  const total = page?.total ?? 0;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const hrefOf = (to: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(to));
    return `${adminPaths.pictures}?${next.toString()}`;
  };

  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Pictures</Trans>
      </h1>
      <UploadZone onUploaded={upsert} />
      <Form method="get" className="row g-2 align-items-end mb-3" role="search" aria-label={t`Find pictures`}>
        <div className="col-12 col-md-6">
          <label htmlFor="pictures-q" className="form-label">
            <Trans>Alt text, file name or where used</Trans>
          </label>
          <input
            id="pictures-q"
            name="q"
            type="search"
            className="form-control"
            defaultValue={query.q ?? ''}
            maxLength={MEDIA_SEARCH_MAX}
          />
        </div>
        <div className="col-8 col-md-3">
          <label htmlFor="pictures-status" className="form-label">
            <Trans>State</Trans>
          </label>
          <select id="pictures-status" name="status" className="form-select" defaultValue={query.status ?? ''}>
            <option value="">{t`Any`}</option>
            {MEDIA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(MEDIA_STATUS_WORDS[status])}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4 col-md-3">
          <button type="submit" className="btn btn-outline-primary w-100">
            <Trans>Find</Trans>
          </button>
        </div>
      </Form>
      <p className="small text-body-secondary" aria-live="polite">
        {page ? <Plural value={total} one="# picture" other="# pictures" /> : null}
      </p>
      <MediaGrid
        items={items}
        action={{ label: () => t`Edit`, run: setEditing }}
        onRetry={(item) => void retry(item).catch((error: unknown) => toast.error(refusal(error)))}
      />
      <Pager page={page?.page ?? 1} pageCount={pageCount} hrefOf={hrefOf} label={t`Pages of pictures`} />
      {editing ? (
        <MediaEditor
          item={editing}
          onClose={() => setEditing(null)}
          onReplaced={(replaced) => {
            upsert(replaced);
            setEditing(replaced);
            toast.success(t`File replaced: its sizes are being made.`);
          }}
          onSaved={(saved) => {
            if (saved) {
              upsert(saved);
              toast.success(t`Picture saved.`);
            } else {
              upsert(editing, true);
              toast.success(t`Picture deleted.`);
            }
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
