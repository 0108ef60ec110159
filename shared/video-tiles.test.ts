import { setupI18n } from '@lingui/core';
import { clockDuration, isoDuration, secondsOfIsoDuration, spokenDuration, videoPosterPicture } from './video-tiles';

describe('video lengths', () => {
  it.each([
    ['PT42S', 42, '0:42', '42 seconds', 'PT42S'],
    ['PT4M13S', 253, '4:13', '4 minutes 13 seconds', 'PT4M13S'],
    ['PT1M', 60, '1:00', '1 minute', 'PT1M'],
    ['PT1H2M3S', 3723, '1:02:03', '1 hour 2 minutes', 'PT1H2M3S'],
    ['PT2H', 7200, '2:00:00', '2 hours', 'PT2H'],
    ['P1DT1S', 86401, '24:00:01', '24 hours', 'PT24H1S'],
  ])('%s is %i seconds, shown as %s, read as "%s", written %s', (platform, seconds, clock, spoken, iso) => {
    expect(secondsOfIsoDuration(platform)).toBe(seconds);
    expect(clockDuration(seconds)).toBe(clock);
    expect(spokenDuration(seconds, setupI18n({ locale: 'en', messages: { en: {} } }))).toBe(spoken);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it.each(['P0D', 'PT0S', 'P', 'PT', '', '4:13', 'PT4M13', 'P1W'])('has no length for %j (a live stream, or not a length)', (text) => {
    expect(secondsOfIsoDuration(text)).toBeUndefined();
  });
});

describe('the platform poster of a video', () => {
  it('is a 16:9 picture of the site, in the widths it is served in', () => {
    expect(videoPosterPicture('Hq3vN8wKd2E')).toEqual({
      src: '/video-posters/Hq3vN8wKd2E/640.webp',
      width: 640,
      height: 360,
      alt: '',
      variants: [
        { width: 320, src: '/video-posters/Hq3vN8wKd2E/320.webp' },
        { width: 640, src: '/video-posters/Hq3vN8wKd2E/640.webp' },
      ],
    });
  });
});
