import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { catalogueApi } from '../api/route-context';
import { Breadcrumbs } from '../components/breadcrumbs';
import { VideoEmbed } from '../components/video-embed';
import { PageMeta } from '../head/page-meta';

export async function loader({ context }: LoaderFunctionArgs) {
  return { videos: await catalogueApi(context).storedVideos() };
}

export function Component() {
  const { videos } = useLoaderData<typeof loader>();
  return (
    <div className="container-xl py-4">
      <PageMeta type="productVideos" canonicalPath={paths.productVideos()} />
      <Breadcrumbs items={[{ label: 'Home', to: paths.home() }, { label: 'Product Videos' }]} />
      <h1 className="h3 mb-4">Product videos</h1>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4">
        {videos.map((video) => (
          <div className="col" key={video.videoId}>
            <VideoEmbed videoId={video.videoId} title={video.title} />
            <h2 className="h6 mt-2">{video.title}</h2>
          </div>
        ))}
      </div>
    </div>
  );
}
