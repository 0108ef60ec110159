import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { fillHoles, gzipWithHoles } from './gzip-with-holes';

const NONCE_LENGTH = 24;
const nonceArbitrary = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
  minLength: NONCE_LENGTH,
  maxLength: NONCE_LENGTH,
});

function page(parts: string[], nonce: string): string {
  return parts.join(nonce);
}

describe('a page compressed once with holes for its nonce', () => {
  it('inflates to the page with whatever nonce a response writes in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        nonceArbitrary,
        nonceArbitrary,
        (parts, first, second) => {
          const gzip = gzipWithHoles(
            parts.map((part) => Buffer.from(part)),
            NONCE_LENGTH,
          );
          expect(gunzipSync(fillHoles(gzip, Buffer.from(first))).toString()).toBe(page(parts, first));
          expect(gunzipSync(fillHoles(gzip, Buffer.from(second))).toString()).toBe(page(parts, second));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never lets a later piece copy the nonce another response had: text that repeats it inflates unchanged', () => {
    const cachedWith = 'N'.repeat(NONCE_LENGTH);
    // Text after the hole repeats what stood around it, nonce included, as a naive dictionary would match.
    const parts = [`<script nonce="`, `">a()</script><p>nonce="${cachedWith}"</p><script nonce="`, `">b()</script>`];
    const gzip = gzipWithHoles(
      parts.map((part) => Buffer.from(part)),
      NONCE_LENGTH,
    );
    const fresh = 'x'.repeat(NONCE_LENGTH);
    expect(gunzipSync(fillHoles(gzip, Buffer.from(fresh))).toString()).toBe(page(parts, fresh));
  });

  it('costs little more than compressing the page whole: the hydration data reuses the text the HTML spelt out', () => {
    // Product descriptions, different enough that each compresses poorly on its own.
    let seed = 7;
    const word = () => ((seed = (seed * 48271) % 2147483647), `w${seed.toString(36)}`);
    const descriptions = Array.from({ length: 60 }, () => Array.from({ length: 12 }, word).join(' '));
    const html = descriptions.map((text) => `<p>${text}</p>`).join('');
    const data = JSON.stringify(descriptions);
    const parts = [`<html><body>${html}<script nonce="`, `">window.data=${data}</script><script nonce="`, `">go()</script></body></html>`];
    const whole = gzipWithHoles([Buffer.from(page(parts, 'n'.repeat(NONCE_LENGTH)))], NONCE_LENGTH).template.length;
    const withHoles = gzipWithHoles(
      parts.map((part) => Buffer.from(part)),
      NONCE_LENGTH,
    ).template.length;
    expect(withHoles).toBeLessThan(whole * 1.05);
  });
});
