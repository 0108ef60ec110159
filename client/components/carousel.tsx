import 'swiper/css';
import 'swiper/css/a11y';
import { useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

/** Window widths (min-width, px) at which a carousel may change its layout; site.css lays out the server's HTML at the same widths. */
const BREAKPOINTS = [0, 640, 768, 1024] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

export interface SlideLayout {
  perView: number;
  /** Space between two slides, px. */
  gap: number;
}
/** The layout from each breakpoint up; a breakpoint left out keeps the one below it. */
export type CarouselLayout = { 0: SlideLayout } & Partial<Record<Exclude<Breakpoint, 0>, SlideLayout>>;

const MODULES = [A11y, Autoplay];

function layoutAt(layout: CarouselLayout, breakpoint: Breakpoint): SlideLayout {
  let current = layout[0];
  for (const point of BREAKPOINTS) if (point <= breakpoint) current = layout[point] ?? current;
  return current;
}

/** The same layout as CSS variables, so the slides sit where swiper will put them before it starts (no shift). */
function layoutVariables(layout: CarouselLayout): CSSProperties {
  const variables: Record<string, number> = {};
  for (const point of BREAKPOINTS) {
    const { perView, gap } = layoutAt(layout, point);
    variables[`--per-view-${point}`] = perView;
    variables[`--gap-${point}`] = gap;
  }
  return variables as CSSProperties;
}

function swiperBreakpoints(layout: CarouselLayout) {
  return Object.fromEntries(
    BREAKPOINTS.filter((point) => point > 0 && layout[point]).map((point) => {
      const { perView, gap } = layout[point]!;
      return [point, { slidesPerView: perView, spaceBetween: gap }];
    }),
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

interface CarouselProps<T> {
  /** Accessible name of the carousel. */
  label: string;
  items: T[];
  keyOf: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  layout: CarouselLayout;
  /** How long each view stays before the next slides in, ms; absent: the visitor moves it. */
  autoplayMs?: number;
  /** A touch or drag stops the autoplay for good (text a visitor may want to read). */
  stopOnTouch?: boolean;
  /** Previous / next buttons (and play / pause when it plays by itself). */
  arrows?: boolean;
  /** One button per slide. */
  bullets?: boolean;
  className?: string;
}

/**
 * A swiper carousel rendered on the server with every slide in the HTML (crawlable links). It wraps around
 * when there are more slides than fit in a view, and plays by itself unless the visitor prefers reduced motion,
 * pauses it, or hovers it.
 */
export function Carousel<T>({
  label,
  items,
  keyOf,
  renderItem,
  layout,
  autoplayMs,
  stopOnTouch = false,
  arrows = false,
  bullets = false,
  className = '',
}: CarouselProps<T>) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pausedByVisitor = useRef(false);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const [locked, setLocked] = useState(false);
  const maxPerView = Math.max(...BREAKPOINTS.map((point) => layoutAt(layout, point).perView));
  const loop = items.length > maxPerView;

  const syncAutoplay = (swiper: SwiperInstance) => {
    if (autoplayMs === undefined || !swiper.autoplay) return;
    const run = !pausedByVisitor.current && !swiper.isLocked && !prefersReducedMotion();
    if (run && !swiper.autoplay.running) swiper.autoplay.start();
    if (!run && swiper.autoplay.running) swiper.autoplay.stop();
  };
  const togglePlaying = () => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay) return;
    pausedByVisitor.current = swiper.autoplay.running;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };
  const showControls = (arrows || bullets) && items.length > 1 && !locked;

  return (
    <div className={`carousel-region ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={MODULES}
        className="slider"
        style={layoutVariables(layout)}
        slidesPerView={layout[0].perView}
        spaceBetween={layout[0].gap}
        breakpoints={swiperBreakpoints(layout)}
        loop={loop}
        rewind={!loop}
        autoplay={autoplayMs === undefined ? false : { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: stopOnTouch }}
        lazyPreloadPrevNext={1}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onAfterInit={syncAutoplay}
        onLock={(swiper) => {
          setLocked(true);
          syncAutoplay(swiper);
        }}
        onUnlock={(swiper) => {
          setLocked(false);
          syncAutoplay(swiper);
        }}
        {...(bullets ? { onRealIndexChange: (swiper: SwiperInstance) => setActive(swiper.realIndex) } : {})}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
      >
        {items.map((item, i) => (
          <SwiperSlide key={keyOf(item)}>{renderItem(item, i)}</SwiperSlide>
        ))}
      </Swiper>
      {showControls ? (
        <div className="carousel-controls">
          {arrows ? (
            <button type="button" className="carousel-button" aria-label="Previous slide" onClick={() => swiperRef.current?.slidePrev()}>
              <Icon path="M15 5l-7 7 7 7" />
            </button>
          ) : null}
          {bullets
            ? items.map((item, i) => (
                <button
                  type="button"
                  key={keyOf(item)}
                  className="carousel-bullet"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => swiperRef.current?.slideToLoop(i)}
                />
              ))
            : null}
          {arrows && autoplayMs !== undefined ? (
            <button
              type="button"
              className="carousel-button"
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={togglePlaying}
            >
              <Icon path={playing ? 'M9 6v12M15 6v12' : 'M8 5l11 7-11 7z'} />
            </button>
          ) : null}
          {arrows ? (
            <button type="button" className="carousel-button" aria-label="Next slide" onClick={() => swiperRef.current?.slideNext()}>
              <Icon path="M9 5l7 7-7 7" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
