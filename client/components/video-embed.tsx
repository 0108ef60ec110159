import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Picture } from '../../shared/picture';
import { VIDEO_PLAYER_FEATURES, videoPlayerUrl } from '../../shared/videos';
import { clockDuration, isoDuration, spokenDuration } from '../../shared/video-tiles';
import { PictureImg } from './picture-img';

/**
 * A poster and a play button; the video platform's player is loaded only when the visitor asks for it.
 * `labelHidden`: the title is printed beside the player (a grid), so the play button says it to screen readers only.
 * `sizes`: how wide the poster is drawn (the `sizes` of its srcset).
 */
export function VideoEmbed({
  videoId,
  title,
  poster,
  durationSeconds,
  sizes = '(min-width: 992px) 50vw, 100vw',
  priority = false,
  labelHidden = false,
}: {
  videoId: string;
  title: string;
  poster?: Picture | undefined;
  durationSeconds?: number | undefined;
  sizes?: string;
  /** The first poster on the screen: loaded at once, as the page's largest picture. */
  priority?: boolean;
  labelHidden?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [playing, setPlaying] = useState(false);
  // One text: a length in an element of its own would be read apart from the title.
  const duration = durationSeconds ? spokenDuration(durationSeconds, i18n) : '';
  const label = duration ? t`Play video: ${title}, ${duration}` : t`Play video: ${title}`;
  return (
    <div className="ratio ratio-16x9 rounded overflow-hidden bg-dark video-embed">
      {playing ? (
        <iframe src={videoPlayerUrl(videoId)} title={title} allow={VIDEO_PLAYER_FEATURES.join('; ')} allowFullScreen />
      ) : (
        <button type="button" className="btn p-0 border-0 w-100 h-100 text-white" onClick={() => setPlaying(true)}>
          {poster ? (
            <PictureImg picture={poster} alt="" sizes={sizes} priority={priority} className="object-fit-cover w-100 h-100 opacity-75" />
          ) : null}
          <span className="position-absolute top-50 start-50 translate-middle d-flex flex-column align-items-center gap-2">
            <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
              <path
                d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.2 13 .2 24 .2 24s0 11 1.3 16.3a8.5 8.5 0 0 0 6 6c5.3 1.4 26.5 1.4 26.5 1.4s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.8 35 67.8 24 67.8 24s0-11-1.3-16.3z"
                fill="#c4302b"
              />
              <path d="M27 34V14l18 10z" fill="#fff" />
            </svg>
            <span className={labelHidden ? 'visually-hidden' : 'small fw-semibold px-2 text-shadow'}>{label}</span>
          </span>
          {durationSeconds ? (
            <time className="video-duration" dateTime={isoDuration(durationSeconds)} aria-hidden="true">
              {clockDuration(durationSeconds)}
            </time>
          ) : null}
        </button>
      )}
    </div>
  );
}
