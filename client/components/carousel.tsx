import 'swiper/css';
import 'swiper/css/a11y';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';

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

/** The visitor asks for less motion: no autoplay, and slides that change without sliding. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

function swiperBreakpoints(layout: CarouselLayout) {
  return Object.fromEntries(
    BREAKPOINTS.filter((point) => point > 0 && layout[point]).map((point) => {
      const { perView, gap } = layout[point]!;
      return [point, { slidesPerView: perView, spaceBetween: gap }];
    }),
  );
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
  /** A drag stops the autoplay for good (text a visitor may want to read). */
  stopOnTouch?: boolean;
  /** Previous / next buttons (and play / pause when it plays by itself). */
  arrows?: boolean;
  /** One button per slide. */
  bullets?: boolean;
  className?: string;
}

/** Swiper's script is not part of the page's first load: it starts when the browser is idle, or at once when a
 * visitor points at, touches or tabs into a carousel (a press that comes before it is there is done after). */
const loadSwiper = () => import('./swiper-engine');
const SWIPER_IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: SWIPER_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * A swiper carousel rendered on the server with every slide in the HTML (crawlable links), the markup swiper
 * works on; swiper takes it over in the browser, without React rendering it anew. It wraps around
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
  const { t } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  const swiperElement = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pendingPress = useRef<((swiper: SwiperInstance) => void) | null>(null);
  const startSwiper = useRef<() => void>(() => {});
  /** What the visitor chose with the play / pause button (or a drag that stops it); null: the carousel's default. */
  const visitorChoice = useRef<'play' | 'pause' | null>(null);
  const syncAutoplayRef = useRef<() => void>(() => {});
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const [locked, setLocked] = useState(false);
  const maxPerView = Math.max(...BREAKPOINTS.map((point) => layoutAt(layout, point).perView));
  const loop = items.length > maxPerView;

  useEffect(() => {
    const element = swiperElement.current;
    const region = regionRef.current;
    if (!element || !region) return;
    let swiper: SwiperInstance | null = null;
    let started = false;
    let cancelled = false;
    // While a visitor holds the carousel (a mouse over it, a finger on it, the focus in it) it waits, and goes on
    // when let go: a point is read at the reader's pace, not the autoplay's.
    const holds = new Set<'hover' | 'touch' | 'focus'>();
    // A stop this component makes (a hold, a lock, reduced motion, the pause button) or swiper's own at its end is
    // not a visitor's drag: only the latter is taken as the visitor's choice.
    let stoppingHere = false;
    // It plays by itself unless the visitor prefers reduced motion or paused it; the visitor's Play overrides both.
    const wanted = (instance: SwiperInstance) =>
      !instance.isLocked && (visitorChoice.current === 'play' || (visitorChoice.current === null && !prefersReducedMotion()));
    const syncAutoplay = (instance: SwiperInstance) => {
      if (autoplayMs === undefined || !instance.autoplay) return;
      const run = wanted(instance) && holds.size === 0;
      if (run && !instance.autoplay.running) instance.autoplay.start();
      if (!run && instance.autoplay.running) {
        // A hold is not the visitor's pause: the play / pause button keeps saying the show plays.
        stoppingHere = true;
        instance.autoplay.stop();
        stoppingHere = false;
      }
    };
    const hold = (what: 'hover' | 'touch' | 'focus', held: boolean) => {
      if (held) holds.add(what);
      else holds.delete(what);
      if (swiper) syncAutoplay(swiper);
    };
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && hold('hover', true);
    const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && hold('hover', false);
    const onTouchStart = () => hold('touch', true);
    const onTouchEnd = (event: TouchEvent) => event.touches.length === 0 && hold('touch', false);
    const onFocusIn = () => hold('focus', true);
    const onFocusOut = (event: FocusEvent) => !region.contains(event.relatedTarget as Node | null) && hold('focus', false);
    const holdEvents = [
      ['pointerenter', onPointerEnter],
      ['pointerleave', onPointerLeave],
      ['touchstart', onTouchStart],
      ['touchend', onTouchEnd],
      ['touchcancel', onTouchEnd],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
    ] as const;
    for (const [type, listener] of holdEvents) region.addEventListener(type, listener as EventListener, { passive: true });
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    const onMotionPreference = () => swiper && syncAutoplay(swiper);
    reducedMotion.addEventListener('change', onMotionPreference);
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      void loadSwiper().then(({ Swiper, A11y, Autoplay }) => {
        if (cancelled) return;
        const options: SwiperOptions = {
          modules: [A11y, Autoplay],
          slidesPerView: layout[0].perView,
          spaceBetween: layout[0].gap,
          breakpoints: swiperBreakpoints(layout),
          loop,
          rewind: !loop,
          // A visitor who asks for less motion gets no autoplay, and slides that change without sliding.
          speed: prefersReducedMotion() ? 0 : 300,
          autoplay: autoplayMs === undefined ? false : { delay: autoplayMs, disableOnInteraction: stopOnTouch },
          lazyPreloadPrevNext: 1,
          on: {
            afterInit(instance) {
              syncAutoplay(instance);
              // With reduced motion the show waits for the visitor's Play: the button says so.
              setPlaying(autoplayMs !== undefined && wanted(instance));
            },
            lock(instance) {
              setLocked(true);
              syncAutoplay(instance);
            },
            unlock(instance) {
              setLocked(false);
              syncAutoplay(instance);
            },
            ...(bullets ? { realIndexChange: (instance: SwiperInstance) => setActive(instance.realIndex) } : {}),
            autoplayStart: () => setPlaying(true),
            autoplayStop: () => {
              if (stoppingHere) return;
              // Stopped by the visitor (the pause button, or a drag where a drag stops it): it stays stopped.
              visitorChoice.current = 'pause';
              setPlaying(false);
            },
          },
        };
        swiper = new Swiper(element, options);
        swiperRef.current = swiper;
        syncAutoplayRef.current = () => {
          // The visitor's own Play goes on under the mouse and the focus that pressed it.
          if (visitorChoice.current === 'play') {
            holds.delete('hover');
            holds.delete('focus');
          }
          if (swiper) syncAutoplay(swiper);
        };
        pendingPress.current?.(swiper);
        pendingPress.current = null;
      });
    };
    const reachedFor = ['pointerenter', 'touchstart', 'focusin'] as const;
    const cancelIdle = whenIdle(start);
    function stopWaiting() {
      cancelIdle();
      for (const type of reachedFor) region!.removeEventListener(type, start);
    }
    for (const type of reachedFor) region.addEventListener(type, start, { passive: true });
    startSwiper.current = start;
    return () => {
      cancelled = true;
      stopWaiting();
      for (const [type, listener] of holdEvents) region.removeEventListener(type, listener as EventListener);
      reducedMotion.removeEventListener('change', onMotionPreference);
      stoppingHere = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [layout, loop, autoplayMs, stopOnTouch, bullets]);

  /** Acts on swiper, or as soon as it has started. */
  const press = (action: (swiper: SwiperInstance) => void) => {
    if (swiperRef.current) {
      action(swiperRef.current);
      return;
    }
    pendingPress.current = action;
    startSwiper.current();
  };
  const togglePlaying = () =>
    press(() => {
      visitorChoice.current = playing ? 'pause' : 'play';
      setPlaying(!playing);
      syncAutoplayRef.current();
    });
  const showControls = (arrows || bullets) && items.length > 1 && !locked;
  // Swiper owns the slides once it starts: they are rendered once and not again when the controls change.
  const slides = useMemo(
    () =>
      items.map((item, i) => (
        <div className="swiper-slide" key={keyOf(item)}>
          {renderItem(item, i)}
        </div>
      )),
    [items, keyOf, renderItem],
  );

  return (
    <div ref={regionRef} className={`carousel-region ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={swiperElement} className={`swiper slider${maxPerView === 1 ? ' one-per-view' : ''}`} style={layoutVariables(layout)}>
        <div className="swiper-wrapper">{slides}</div>
      </div>
      {showControls ? (
        <div className="carousel-controls">
          {arrows ? (
            <button
              type="button"
              className="carousel-button"
              aria-label={t`Previous slide`}
              onClick={() => press((swiper) => swiper.slidePrev())}
            >
              <Icon path="M15 5l-7 7 7 7" />
            </button>
          ) : null}
          {bullets
            ? items.map((item, i) => {
                const number = i + 1;
                return (
                  <button
                    type="button"
                    key={keyOf(item)}
                    className="carousel-bullet"
                    aria-label={t`Go to slide ${number}`}
                    aria-current={i === active ? 'true' : undefined}
                    onClick={() => press((swiper) => swiper.slideToLoop(i))}
                  />
                );
              })
            : null}
          {arrows && autoplayMs !== undefined ? (
            <button
              type="button"
              className="carousel-button"
              aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
              onClick={togglePlaying}
            >
              <Icon path={playing ? 'M9 6v12M15 6v12' : 'M8 5l11 7-11 7z'} />
            </button>
          ) : null}
          {arrows ? (
            <button
              type="button"
              className="carousel-button"
              aria-label={t`Next slide`}
              onClick={() => press((swiper) => swiper.slideNext())}
            >
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
