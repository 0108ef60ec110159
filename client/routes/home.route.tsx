import { useLingui } from '@lingui/react/macro';
import { langOf } from '../i18n/untranslated';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '../components/app-link';
import { BADGES_PER_STRIP, FEATURED_COUNT, HERO_SLIDE_COUNT, type Slide } from '../../shared/catalogue';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { paths } from '../../shared/paths';
import { Carousel, type CarouselLayout } from '../components/carousel';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { BadgeStrip } from '../components/badge-strip';
import { deferredPart } from '../components/deferred-part';
import { JsonLd } from '../head/json-ld';
import type { MessageDescriptor } from '@lingui/core';
import { PageMeta, withSeo } from '../head/page-meta';
import { metaTextOf, type PageMetaMessages } from './page-meta-messages';
import { videoData } from '../head/structured-data';
import { textOfHtml } from '../../shared/plain-text';
import { useLayoutData, wholeListIn } from './layout-data';
import { siteLocaleOf } from '../../shared/i18n/locales';

const ANCHORS: { id: string; label: MessageDescriptor }[] = [
  { id: 'badges-1', label: /*i18n*/ { id: 'Why us' } },
  { id: 'materials', label: /*i18n*/ { id: 'Materials' } },
  { id: 'why', label: /*i18n*/ { id: 'Why choose us' } },
  { id: 'new', label: /*i18n*/ { id: 'Featured' } },
  { id: 'testimonials', label: /*i18n*/ { id: 'Buyers’ words' } },
  { id: 'badges-2', label: /*i18n*/ { id: 'Our strengths' } },
  { id: 'categories', label: /*i18n*/ { id: 'Categories' } },
];

const META: PageMetaMessages = {
  title: /*i18n*/ { id: 'Rattan, Seagrass & Water Hyacinth Handicraft Manufacturer in Vietnam' },
  description: /*i18n*/ {
    id: 'Vietnamese manufacturer and exporter of natural-fibre woven goods: baskets, storage, lamp shades, trays and home decor in rattan, seagrass, water hyacinth and bamboo. Ask for a quotation.',
  },
  keywords: /*i18n*/ {
    id: 'rattan manufacturer, seagrass baskets, water hyacinth, bamboo handicrafts, Vietnam exporter, wholesale woven goods',
  },
};

// Carousel timings and layouts of spec §9.
const HERO_AUTOPLAY_MS = 6000;
const HERO_LAYOUT: CarouselLayout = { 0: { perView: 1, gap: 0 } };

export async function loader({ context, params }: LoaderFunctionArgs) {
  const call = apiOf(context);
  const locale = siteLocaleOf(params.locale);
  // The layout has the lists' names and paths; the carousels show their pictures and the intro video too.
  const [slides, blocks, featured, site, categories, materials, seo, references] = await Promise.all([
    call(companyApi.slideSearch, { body: { page: 1, pageSize: HERO_SLIDE_COUNT, locale } }),
    call(companyApi.homeBlocks, { query: { locale } }),
    call(catalogueApi.featuredProducts, { body: { page: 1, pageSize: FEATURED_COUNT, locale } }),
    call(companyApi.site, { query: { locale } }),
    call(catalogueApi.categorySearch, wholeListIn(locale)),
    call(catalogueApi.materialSearch, wholeListIn(locale)),
    call(companyApi.pageSeo, { params: { page: 'home' }, query: { locale } }),
    call(companyApi.references, { query: { locale } }),
    // Rendered in place on the server; fetched ahead of a navigation in the browser.
    homeSections.preload(),
  ]);
  return {
    slides: slides.data,
    ...blocks,
    featured: featured.data,
    introVideo: site.introVideo,
    categories: categories.data,
    materials: materials.data,
    seo: seo ?? undefined,
    testimonials: references.testimonials,
  };
}

function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <>
      {/* The first picture is the page's largest paint: loaded at once, its box reserved by width and height. */}
      <PictureImg picture={slide.backgroundImage} alt="" sizes="100vw" priority={first} className="hero-image w-100 h-auto d-block" />
      <div className="hero-caption container-xl">
        <div className="hero-panel">
          <HtmlContent html={slide.description} className="hero-text" lang={langOf(slide, 'description')} />
          <AppLink to={slide.redirectTo} className="btn btn-primary btn-lg mt-2" lang={langOf(slide, 'content_link')}>
            {slide.contentLink}
          </AppLink>
        </div>
      </div>
    </>
  );
}

const homeSections = deferredPart(() => import('./home-sections').then((module) => module.HomeSections));
const HomeSections = homeSections.Component;

export function Component() {
  const { slides, badges, why, featured, introVideo, categories, materials, seo, testimonials } = useLoaderData<typeof loader>();
  const { site } = useLayoutData();
  const { t, i18n } = useLingui();
  const hero = slides[0];
  return (
    <>
      <PageMeta {...withSeo(metaTextOf(i18n, META), seo)} canonicalPath={paths.home()} />
      <JsonLd data={videoData({ videoId: introVideo.id, title: introVideo.title, description: textOfHtml(introVideo.caption) })} />
      {slides.length ? (
        <Carousel
          className="hero"
          label={t`Highlights`}
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
      <nav className="container-xl pt-3" aria-label={t`On this page`}>
        <ul className="nav nav-pills flex-nowrap justify-content-md-center gap-2 small overflow-x-auto anchor-nav">
          {ANCHORS.filter((anchor) => anchor.id !== 'testimonials' || testimonials.length > 0).map((anchor) => (
            <li className="nav-item" key={anchor.id}>
              <a className="nav-link border text-nowrap" href={`#${anchor.id}`}>
                {i18n._(anchor.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BadgeStrip id="badges-1" badges={badges.slice(0, BADGES_PER_STRIP)} />
      <HomeSections
        hero={hero}
        introVideo={introVideo}
        why={why}
        featured={featured}
        badges={badges.slice(BADGES_PER_STRIP, BADGES_PER_STRIP * 2)}
        categories={categories}
        materials={materials}
        testimonials={testimonials}
      />
    </>
  );
}
