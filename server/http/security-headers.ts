import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { VIDEO_PLAYER_FEATURES, VIDEO_PLAYER_ORIGIN } from '../../shared/videos';

// Powerful features the site never uses: denied to its pages and to any frame in them, so a script that got in
// anyway could not ask for them either. Only names Chromium knows: it complains of an unknown one in every page's
// console.
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
// A frame gets a feature only if its page has it too: the player's features are the page's as well (it uses none
// of them itself), and full screen is the lightbox's own.
const PLAYER_AND_SITE = `(self "${VIDEO_PLAYER_ORIGIN}")`;
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...[...VIDEO_PLAYER_FEATURES, 'fullscreen'].map((feature) => `${feature}=${PLAYER_AND_SITE}`),
].join(', ');

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/** A CSP source allowing the inline script with exactly this text. */
export const scriptHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Security headers of every response, the same for every response: a page is cached and sent as constant bytes, so
 * nothing in it or its policy may change per request. Scripts run only from this origin (the built modules, each
 * with its Subresource Integrity) or inline when their text is one of `inlineScripts`, the same on every page and
 * allowed by its hash; a page's other inline scripts are data (the router's state, JSON-LD), which browsers never
 * run. The page can be framed by nobody.
 * `strict: false` is development: Vite's client injects inline styles and speaks over a WebSocket.
 */
export function securityHeaders({ strict, inlineScripts = [] }: { strict: boolean; inlineScripts?: string[] }): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: strict
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'", ...inlineScripts.map(scriptHashSource)],
            // Style attributes are allowed: the markup sets a few sizes and colours from data. Scripts are what matters.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Bootstrap draws its small icons (select arrows, close buttons) as data: SVG.
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            manifestSrc: ["'self'"],
            frameSrc: [VIDEO_PLAYER_ORIGIN],
            formAction: ["'self'"],
            baseUri: ["'none'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
          },
        }
      : false,
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return [headers, permissionsPolicy];
}
