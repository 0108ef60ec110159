import { langOf } from '../i18n/untranslated';
import { siteLocaleOf } from '../../shared/i18n/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '../components/app-link';
import { videoQueryOf, type VideoPageSize } from '../../shared/videos';
import { videoPosterPicture } from '../../shared/video-tiles';
import { videosApi } from '../../shared/contracts/videos';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { paths } from '../../shared/paths';
import { VideoEmbed } from '../components/video-embed';
import { VideoPageSizeSelect } from '../components/video-page-size-select';
import { JsonLd } from '../head/json-ld';
import { PageMeta, withSeo } from '../head/page-meta';
import { metaTextOf, type PageMetaMessages } from './page-meta-messages';
import { productVideosPage } from './product-videos.page';
import { videoData } from '../head/structured-data';
import { useLayoutData } from './layout-data';

// Size and token come from the URL, so the server renders the very page a Previous/Next link points to.
// A page size that is not offered shows the default size rather than an error.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const query = videoQueryOf(new URL(request.url).searchParams);
  const api = apiOf(context);
  const [page, seo] = await Promise.all([
    api(videosApi.videoSearch, { query: { ...query, locale: siteLocaleOf(params.locale) } }),
    api(companyApi.pageSeo, { params: { page: 'product-videos' }, query: { locale: siteLocaleOf(params.locale) } }),
  ]);
  return { pageSize: query.pageSize, page, seo: seo ?? undefined };
}

/** How wide a tile is drawn: one a row below sm, two below lg, four in the container (1320 px at most) above. */
const VIDEO_TILE_SIZES = '(min-width: 1400px) 306px, (min-width: 992px) 23vw, (min-width: 576px) 46vw, 92vw';

const META: PageMetaMessages = {
  title: /*i18n*/ { id: 'Product Videos' },
  description: /*i18n*/ { id: 'Watch our products and workshops on video: weaving, finishing and packing of natural-fibre goods.' },
  keywords: /*i18n*/ { id: 'product videos, handicraft videos, weaving videos' },
};

function PagerLink({
  label,
  pageSize,
  token,
  rel,
}: {
  label: string;
  pageSize: VideoPageSize;
  token?: string | undefined;
  rel: 'prev' | 'next';
}) {
  // The arrows are decoration: the accessible name is the label alone.
  const text =
    rel === 'prev' ? (
      <>
        <span aria-hidden="true" className="me-1">
          ‹
        </span>
        {label}
      </>
    ) : (
      <>
        {label}
        <span aria-hidden="true" className="ms-1">
          ›
        </span>
      </>
    );
  if (!token) {
    return (
      <button type="button" className="btn btn-outline-secondary" disabled>
        {text}
      </button>
    );
  }
  return (
    <AppLink className="btn btn-outline-primary" rel={rel} to={paths.productVideos({ pageSize, pageToken: token })}>
      {text}
    </AppLink>
  );
}

export function Component() {
  const { t, i18n } = useLingui();
  const { pageSize, page, seo } = useLoaderData<typeof loader>();
  const { baseUrl } = useLayoutData();
  // A video without a poster of its own shows the platform's, which the site serves.
  const videos = page.items.map((video) => ({ ...video, poster: video.poster ?? videoPosterPicture(video.videoId) }));
  return (
    <div className="container-xl py-4">
      <PageMeta {...withSeo(metaTextOf(i18n, META), seo)} canonicalPath={paths.productVideos()} />
      {videos.length ? <JsonLd data={{ '@graph': videos.map((video) => videoData(video, baseUrl)) }} /> : null}
      <Breadcrumbs items={pageCrumbs(productVideosPage)} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <h1 className="h3 mb-0">{i18n._(productVideosPage.label)}</h1>
        <VideoPageSizeSelect value={pageSize} />
      </div>
      {videos.length === 0 ? (
        <p className="text-secondary">
          <Trans>There are no videos yet.</Trans>
        </p>
      ) : (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled video-grid" aria-label={t`Videos`}>
          {videos.map((video, index) => (
            <li className="col" key={video.videoId}>
              <VideoEmbed
                videoId={video.videoId}
                title={video.title}
                poster={video.poster}
                durationSeconds={video.durationSeconds}
                sizes={VIDEO_TILE_SIZES}
                priority={index === 0}
                labelHidden
              />
              <h2 className="h6 mt-2" lang={langOf(video, 'title')}>
                {video.title}
              </h2>
            </li>
          ))}
        </ul>
      )}
      <nav className="d-flex justify-content-center gap-3 mt-4" aria-label={t`Video pages`}>
        <PagerLink label={t`Previous`} pageSize={pageSize} token={page.prevPageToken} rel="prev" />
        <PagerLink label={t`Next`} pageSize={pageSize} token={page.nextPageToken} rel="next" />
      </nav>
    </div>
  );
}
