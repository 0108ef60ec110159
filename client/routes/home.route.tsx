import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { FEATURED_COUNT, HERO_SLIDE_COUNT, type Badge } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { catalogueApi } from '../api/route-context';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { ProductGrid } from '../components/product-card';
import { TaxonomyGrid } from '../components/taxonomy-grid';
import { VideoEmbed } from '../components/video-embed';
import { PageMeta } from '../head/page-meta';
import { useLayoutData } from './layout-data';

const ANCHORS = [
  { id: 'badges-1', label: 'Why us' },
  { id: 'materials', label: 'Materials' },
  { id: 'why', label: 'Why choose us' },
  { id: 'new', label: 'Featured' },
  { id: 'badges-2', label: 'Our strengths' },
  { id: 'categories', label: 'Categories' },
];
const BADGES_SHOWN = 3;

export async function loader({ context }: LoaderFunctionArgs) {
  const api = catalogueApi(context);
  const [slides, blocks, featured] = await Promise.all([
    api.slides({ page: 1, pageSize: HERO_SLIDE_COUNT }),
    api.homeBlocks(),
    api.featuredProducts({ page: 1, pageSize: FEATURED_COUNT }),
  ]);
  return { slides: slides.data, ...blocks, featured: featured.data };
}

function BadgeStrip({ id, badges }: { id: string; badges: Badge[] }) {
  return (
    <section id={id} className="container-xl py-4" aria-label="Our strengths">
      <div className="row row-cols-1 row-cols-sm-3 g-3 text-center">
        {badges.map((badge) => (
          <div className="col" key={badge.title}>
            <div className="badge-tile rounded p-3 h-100 text-white" style={{ background: badge.color }}>
              <PictureImg picture={badge.icon} alt="" sizes="64px" className="badge-icon mb-2" />
              <h3 className="h6 mb-0">{badge.title}</h3>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export function Component() {
  const { slides, badges, why, featured } = useLoaderData<typeof loader>();
  const { site, categories, materials } = useLayoutData();
  const hero = slides[0];
  return (
    <>
      <PageMeta type="home" canonicalPath={paths.home()} />
      {hero ? (
        <section className="hero position-relative" aria-label="Highlights">
          <PictureImg picture={hero.backgroundImage} alt="" sizes="100vw" priority className="hero-image w-100 h-auto d-block" />
          <div className="hero-caption container-xl">
            <HtmlContent html={hero.description} className="hero-text" />
            <Link to={hero.redirectTo} className="btn btn-primary btn-lg mt-2">
              {hero.contentLink}
            </Link>
          </div>
        </section>
      ) : null}
      <h1 className="visually-hidden">{site.companyName}</h1>
      <nav className="container-xl pt-3" aria-label="On this page">
        <ul className="nav nav-pills flex-nowrap justify-content-md-center gap-2 small overflow-x-auto anchor-nav">
          {ANCHORS.map((anchor) => (
            <li className="nav-item" key={anchor.id}>
              <a className="nav-link border text-nowrap" href={`#${anchor.id}`}>
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BadgeStrip id="badges-1" badges={badges.slice(0, BADGES_SHOWN)} />
      <section className="container-xl py-4" aria-labelledby="intro-title">
        <div className="row g-4 align-items-center">
          <div className="col-lg-6">
            <VideoEmbed videoId={site.introVideo.id} title={site.introVideo.title} {...(hero ? { poster: hero.backgroundImage } : {})} />
          </div>
          <div className="col-lg-6">
            <h2 id="intro-title" className="h3">
              {site.introVideo.title}
            </h2>
            <HtmlContent html={site.introVideo.caption} />
            <Link to={paths.aboutUs()} className="btn btn-primary">
              ABOUT US
            </Link>
          </div>
        </div>
      </section>
      <section id="materials" className="container-xl py-5" aria-labelledby="materials-title">
        <h2 id="materials-title" className="h3 text-center mb-4">
          Materials
        </h2>
        <TaxonomyGrid items={materials} hrefOf={(path) => paths.material(path)} />
      </section>
      <section id="why" className="bg-light py-5" aria-labelledby="why-title">
        <div className="container-xl">
          <h2 id="why-title" className="h3 text-center mb-4">
            Why choose us
          </h2>
          <div className="row row-cols-1 row-cols-md-3 g-4 text-center">
            {why.map((item) => (
              <div className="col" key={item.title}>
                <PictureImg picture={item.icon} alt="" sizes="80px" className="why-icon mb-2" />
                <h3 className="h5">{item.title}</h3>
                <p className="text-secondary mb-0">{item.content}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section id="new" className="container-xl py-5" aria-labelledby="featured-title">
        <h2 id="featured-title" className="h3 text-center mb-4">
          FEATURED Products
        </h2>
        <ProductGrid products={featured} />
        <div className="text-center mt-4">
          <Link to={paths.products()} className="btn btn-outline-primary">
            See all products
          </Link>
        </div>
      </section>
      <BadgeStrip id="badges-2" badges={badges.slice(BADGES_SHOWN, BADGES_SHOWN * 2)} />
      <section id="categories" className="container-xl py-5" aria-labelledby="categories-title">
        <h2 id="categories-title" className="h3 text-center mb-4">
          Categories
        </h2>
        <TaxonomyGrid items={categories} hrefOf={(path) => paths.category(path)} />
      </section>
    </>
  );
}
