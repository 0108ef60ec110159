import 'react-18-image-lightbox/style.css';
import '../styles/lightbox.css';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import Lightbox from 'react-18-image-lightbox';
import type { Picture } from '../../shared/picture';

// The lightbox options of spec §2 (product detail), as far as this component has them: its open, close and
// move animations take 330 ms (a swipe moves with the same animation); the slideshow and the thumbnails are ours.
const ANIMATION_MS = 330;
const SLIDESHOW_DELAY_MS = 3000;
/** Pictures loaded ahead on each side of the one shown; the component itself loads one. */
const PRELOAD = 2;

export interface ProductLightboxProps {
  name: string;
  /** In slide order: the one the visitor chose first. */
  pictures: Picture[];
  onClose: () => void;
}

/** What the component does but does not declare: the move it animates when a visitor presses next. */
interface LightboxMoves {
  requestMoveNext(): void;
}

const smallest = (picture: Picture) => picture.variants[0]?.src ?? picture.src;

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (no user gesture, not allowed in a frame): the lightbox already covers the window.
    change.catch(() => undefined);
  };
  return { supported: document.fullscreenEnabled, fullscreen, toggle };
}

/** A full-window viewer of the product's pictures: zoom, previous / next, swipe, a slideshow and thumbnails. */
export function ProductLightbox({ name, pictures, onClose }: ProductLightboxProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const lightboxRef = useRef<Lightbox>(null);
  const { supported: canFullscreen, fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const count = pictures.length;
  const at = (offset: number) => pictures[(((index + offset) % count) + count) % count]!;

  useEffect(() => {
    if (!playing || count < 2) return;
    // Through the component's own move, so the slideshow animates like a press on next.
    const timer = setInterval(() => (lightboxRef.current as unknown as LightboxMoves | null)?.requestMoveNext(), SLIDESHOW_DELAY_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  useEffect(() => {
    for (let offset = 2; offset <= PRELOAD && offset < count; offset += 1) {
      for (const i of [index + offset, index - offset]) new Image().src = pictures[((i % count) + count) % count]!.src;
    }
  }, [index, count, pictures]);

  const close = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    onClose();
  }, [onClose]);

  useEffect(() => {
    // The component ignores every key while a picture slides (a slideshow step included), Escape too.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', closeOnEscape, true);
    return () => window.removeEventListener('keydown', closeOnEscape, true);
  }, [close]);

  const current = at(0);
  const several = count > 1;

  return (
    <Lightbox
      ref={lightboxRef}
      mainSrc={current.src}
      mainSrcThumbnail={smallest(current)}
      {...(several
        ? {
            nextSrc: at(1).src,
            nextSrcThumbnail: smallest(at(1)),
            prevSrc: at(-1).src,
            prevSrcThumbnail: smallest(at(-1)),
          }
        : {})}
      onCloseRequest={close}
      closeLabel={t`Close lightbox`}
      nextLabel={t`Next image`}
      prevLabel={t`Previous image`}
      zoomInLabel={t`Zoom in`}
      zoomOutLabel={t`Zoom out`}
      onMovePrevRequest={() => setIndex((i) => (i + count - 1) % count)}
      onMoveNextRequest={() => setIndex((i) => (i + 1) % count)}
      animationDuration={ANIMATION_MS}
      // A visitor who asks for less motion sees pictures change without sliding or zooming in.
      // (The carousels read the same preference; a module of its own for one line would cost every page a chunk name.)
      animationDisabled={window.matchMedia('(prefers-reduced-motion: reduce)').matches}
      imageTitle={`${name} (${index + 1} / ${count})`}
      // Room for the toolbar above and the thumbnails below, where the window is tall enough to spare it.
      imagePadding={window.innerWidth >= 768 ? 64 : 10}
      reactModalStyle={{ overlay: { zIndex: 1070 } }}
      // The rest of the page is hidden from assistive technology while the lightbox is open, not the lightbox.
      reactModalProps={{ appElement: document.getElementById('root') ?? undefined }}
      toolbarButtons={[
        several && (
          <ToolbarButton
            key="slideshow"
            label={playing ? t`Pause slideshow` : t`Play slideshow`}
            icon={playing ? 'M9 6v12M15 6v12' : 'M8 5l11 7-11 7z'}
            onClick={() => setPlaying((p) => !p)}
          />
        ),
        canFullscreen && (
          <ToolbarButton
            key="fullscreen"
            label={fullscreen ? t`Exit full screen` : t`Full screen`}
            icon={fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
            onClick={toggleFullscreen}
          />
        ),
      ].filter((button) => button !== false)}
      imageCaption={
        several ? (
          <ul className="lightbox-thumbnails list-unstyled" aria-label={t`Pictures`}>
            {pictures.map((picture, i) => {
              const number = i + 1;
              return (
                <li key={picture.src}>
                  <button
                    type="button"
                    className="lightbox-thumbnail"
                    aria-label={t`Show picture ${number} of ${count}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                  >
                    <img
                      src={smallest(picture)}
                      alt=""
                      width={60}
                      height={40}
                      draggable={false}
                      style={{ objectPosition: picture.position }}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : undefined
      }
    />
  );
}

/** A button of the lightbox's toolbar, drawn like its own zoom and close buttons. */
function ToolbarButton({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="ril__toolbarItemChild ril__builtinButton lightbox-tool"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
