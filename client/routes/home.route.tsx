import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '../components/app-link';
import { FEATURED_COUNT, HERO_SLIDE_COUNT, type Badge, type Slide, type Taxonomy, type WhyItem } from '../../shared/catalogue';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { paths } from '../page-registry';
import { Carousel, type CarouselLayout } from '../components/carousel';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { ProductGrid } from '../components/product-card';
import { TaxonomyCard } from '../components/taxonomy-grid';
import { VideoEmbed } from '../components/video-embed';
import { JsonLd } from '../head/json-ld';
import { PageMeta, type PageMetaText } from '../head/page-meta';
import { textOf, videoData } from '../head/structured-data';
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

const META: PageMetaText = {
  title: 'Rattan, Seagrass & Water Hyacinth Handicraft Manufacturer in Vietnam',
  description:
    'Vietnamese manufacturer and exporter of natural-fibre woven goods: baskets, storage, lamp shades, trays and home decor in rattan, seagrass, water hyacinth and bamboo. Ask for a quotation.',
  keywords: 'rattan manufacturer, seagrass baskets, water hyacinth, bamboo handicrafts, Vietnam exporter, wholesale woven goods',
};

// Carousel timings and layouts of spec §9.
const HERO_AUTOPLAY_MS = 6000;
const HERO_LAYOUT: CarouselLayout = { 0: { perView: 1, gap: 0 } };
const TAXONOMY_AUTOPLAY_MS = 3000;
const TAXONOMY_LAYOUT: CarouselLayout = { 0: { perView: 2, gap: 16 }, 640: { perView: 3, gap: 16 }, 768: { perView: 4, gap: 32 } };
/** A carousel on phones; from tablets up all three fit, swiper locks and it reads as a three-column grid. */
const WHY_AUTOPLAY_MS = 1000;
const WHY_LAYOUT: CarouselLayout = { 0: { perView: 1, gap: 16 }, 768: { perView: 3, gap: 24 } };

export async function loader({ context }: LoaderFunctionArgs) {
  const call = apiOf(context);
  const [slides, blocks, featured] = await Promise.all([
    call(companyApi.slideSearch, { body: { page: 1, pageSize: HERO_SLIDE_COUNT } }),
    call(companyApi.homeBlocks),
    call(catalogueApi.featuredProducts, { body: { page: 1, pageSize: FEATURED_COUNT } }),
  ]);
  return { slides: slides.data, ...blocks, featured: featured.data };
}

function BadgeStrip({ id, badges }: { id: string; badges: Badge[] }) {
  return (
    <section id={id} className="container-xl py-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Our strengths
      </h2>
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

function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <>
      {/* The first picture is the page's largest paint: loaded at once, its box reserved by width and height. */}
      <PictureImg picture={slide.backgroundImage} alt="" sizes="100vw" priority={first} className="hero-image w-100 h-auto d-block" />
      <div className="hero-caption container-xl">
        <HtmlContent html={slide.description} className="hero-text" />
        <AppLink to={slide.redirectTo} className="btn btn-primary btn-lg mt-2">
          {slide.contentLink}
        </AppLink>
      </div>
    </>
  );
}

function TaxonomyCarousel({ label, items, hrefOf }: { label: string; items: Taxonomy[]; hrefOf: (path: string) => string }) {
  return (
    <Carousel
      label={label}
      items={items}
      keyOf={(item) => item._id}
      layout={TAXONOMY_LAYOUT}
      autoplayMs={TAXONOMY_AUTOPLAY_MS}
      arrows
      renderItem={(item) => (
        <TaxonomyCard
          item={item}
          href={hrefOf(item.path)}
          heading="h3"
          sizes="(min-width: 1320px) 300px, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw"
        />
      )}
    />
  );
}

function WhyCard({ item }: { item: WhyItem }) {
  return (
    <div className="text-center h-100">
      <PictureImg picture={item.icon} alt="" sizes="80px" className="why-icon mb-2" />
      <h3 className="h5">{item.title}</h3>
      <p className="text-secondary mb-0">{item.content}</p>
    </div>
  );
}

export function Component() {
  const { slides, badges, why, featured } = useLoaderData<typeof loader>();
  const { site, categories, materials } = useLayoutData();
  const hero = slides[0];
  return (
    <>
      <PageMeta {...META} canonicalPath={paths.home()} />
      <JsonLd
        data={videoData({ videoId: site.introVideo.id, title: site.introVideo.title, description: textOf(site.introVideo.caption) })}
      />
      {slides.length ? (
        <Carousel
          className="hero"
          label="Highlights"
          items={slides}
          keyOf={(slide) => slide._id}
          layout={HERO_LAYOUT}
          autoplayMs={HERO_AUTOPLAY_MS}
          arrows
          bullets
          renderItem={(slide, i) => <HeroSlide slide={slide} first={i === 0} />}
        />
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
            <AppLink to={paths.aboutUs()} className="btn btn-primary">
              ABOUT US
            </AppLink>
          </div>
        </div>
      </section>
      <section id="materials" className="container-xl py-5" aria-labelledby="materials-title">
        <h2 id="materials-title" className="h3 text-center mb-4">
          Materials
        </h2>
        <TaxonomyCarousel label="Materials" items={materials} hrefOf={(path) => paths.material(path)} />
      </section>
      <section id="why" className="bg-light py-5" aria-labelledby="why-title">
        <div className="container-xl">
          <h2 id="why-title" className="h3 text-center mb-4">
            Why choose us
          </h2>
          <Carousel
            label="Why choose us"
            items={why}
            keyOf={(item) => item.title}
            layout={WHY_LAYOUT}
            autoplayMs={WHY_AUTOPLAY_MS}
            stopOnTouch
            renderItem={(item) => <WhyCard item={item} />}
          />
        </div>
      </section>
      <section id="new" className="container-xl py-5" aria-labelledby="featured-title">
        <h2 id="featured-title" className="h3 text-center mb-4">
          FEATURED Products
        </h2>
        <ProductGrid products={featured} Heading="h3" />
        <div className="text-center mt-4">
          <AppLink to={paths.products()} className="btn btn-outline-primary">
            See all products
          </AppLink>
        </div>
      </section>
      <BadgeStrip id="badges-2" badges={badges.slice(BADGES_SHOWN, BADGES_SHOWN * 2)} />
      <section id="categories" className="container-xl py-5" aria-labelledby="categories-title">
        <h2 id="categories-title" className="h3 text-center mb-4">
          Categories
        </h2>
        <TaxonomyCarousel label="Categories" items={categories} hrefOf={(path) => paths.category(path)} />
      </section>
    </>
  );
}
