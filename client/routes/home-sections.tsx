import { Trans, useLingui } from '@lingui/react/macro';
import { langOf } from '../i18n/untranslated';
import type { ProductSummary, SiteInfo, Slide, Taxonomy, Testimonial, WhyItem, Badge } from '../../shared/catalogue';
import { AppLink } from '../components/app-link';
import { BadgeStrip } from '../components/badge-strip';
import { Carousel, type CarouselLayout } from '../components/carousel';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { ProductGrid } from '../components/product-card';
import { Testimonials } from '../components/references';
import { TaxonomyCard } from '../components/taxonomy-grid';
import { VideoEmbed } from '../components/video-embed';
import { paths } from '../../shared/paths';

// The home page below its first screen (the intro video down to the categories): its code follows the page's
// first script (home.route.tsx, deferredPart), its HTML is in the page from the start.

// Carousel timings and layouts of spec §9.
const TAXONOMY_AUTOPLAY_MS = 3000;
const TAXONOMY_LAYOUT: CarouselLayout = { 0: { perView: 2, gap: 16 }, 640: { perView: 3, gap: 16 }, 768: { perView: 4, gap: 32 } };
/** A carousel on phones; from tablets up all three fit, swiper locks and it reads as a three-column grid. */
const WHY_AUTOPLAY_MS = 1000;
const WHY_LAYOUT: CarouselLayout = { 0: { perView: 1, gap: 16 }, 768: { perView: 3, gap: 24 } };

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
      <h3 className="h5" lang={langOf(item, 'title')}>
        {item.title}
      </h3>
      {/* Rich text, as its editor writes it (sanitised by the server). */}
      <HtmlContent html={item.content} className="text-secondary why-text" lang={langOf(item, 'content')} />
    </div>
  );
}

interface HomeSectionsProps {
  hero: Slide | undefined;
  introVideo: SiteInfo['introVideo'];
  why: WhyItem[];
  featured: ProductSummary[];
  /** The second row of selling points. */
  badges: Badge[];
  categories: Taxonomy[];
  materials: Taxonomy[];
  /** What buyers say, published with their consent. */
  testimonials: Testimonial[];
}

export function HomeSections({ hero, introVideo, why, featured, badges, categories, materials, testimonials }: HomeSectionsProps) {
  const { t } = useLingui();
  return (
    <>
      <section className="container-xl py-4" aria-labelledby="intro-title">
        <div className="row g-4 align-items-center">
          <div className="col-lg-6">
            <VideoEmbed videoId={introVideo.id} title={introVideo.title} {...(hero ? { poster: hero.backgroundImage } : {})} />
          </div>
          <div className="col-lg-6">
            <h2 id="intro-title" className="h3" lang={langOf(introVideo, 'intro_video_title')}>
              {introVideo.title}
            </h2>
            <HtmlContent html={introVideo.caption} lang={langOf(introVideo, 'intro_caption_html')} />
            <AppLink to={paths.aboutUs()} className="btn btn-primary">
              <Trans>ABOUT US</Trans>
            </AppLink>
          </div>
        </div>
      </section>
      <section id="materials" className="container-xl py-5" aria-labelledby="materials-title">
        <h2 id="materials-title" className="h3 text-center mb-4">
          <Trans>Materials</Trans>
        </h2>
        <TaxonomyCarousel label={t`Materials`} items={materials} hrefOf={(path) => paths.material(path)} />
      </section>
      <section id="why" className="bg-light py-5" aria-labelledby="why-title">
        <div className="container-xl">
          <h2 id="why-title" className="h3 text-center mb-4">
            <Trans>Why choose us</Trans>
          </h2>
          <Carousel
            label={t`Why choose us`}
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
          <Trans>FEATURED Products</Trans>
        </h2>
        <ProductGrid products={featured} Heading="h3" />
        <div className="text-center mt-4">
          <AppLink to={paths.products()} className="btn btn-outline-primary">
            <Trans>See all products</Trans>
          </AppLink>
        </div>
      </section>
      {testimonials.length ? (
        <div id="testimonials" className="container-xl pb-5">
          <Testimonials testimonials={testimonials} headingId="testimonials-title" />
        </div>
      ) : null}
      <BadgeStrip id="badges-2" badges={badges} />
      <section id="categories" className="container-xl py-5" aria-labelledby="categories-title">
        <h2 id="categories-title" className="h3 text-center mb-4">
          <Trans>Categories</Trans>
        </h2>
        <TaxonomyCarousel label={t`Categories`} items={categories} hrefOf={(path) => paths.category(path)} />
      </section>
    </>
  );
}
