// The customer logos: simple emblems with stroke-drawn wordmarks.

import { strokeText, textWidth } from './stroke-font';
import { n, svgDocument } from './svg-kit';

type LogoStyle = 'roundel' | 'rule' | 'leaf' | 'square' | 'arch';

export interface CustomerLogo {
  key: string;
  /** One or two lines of the wordmark, upper case. */
  lines: [string] | [string, string];
  initials: string;
  style: LogoStyle;
  color: string;
}

export const CUSTOMER_LOGOS: CustomerLogo[] = [
  { key: 'nordlys-living', lines: ['NORDLYS', 'LIVING'], initials: 'N', style: 'roundel', color: '#2f4f5f' },
  { key: 'maison-verdelle', lines: ['MAISON', 'VERDELLE'], initials: 'MV', style: 'rule', color: '#3f5a3a' },
  { key: 'hausfreude-wohnen', lines: ['HAUSFREUDE', 'WOHNEN'], initials: 'H', style: 'square', color: '#7a2f2a' },
  { key: 'willow-and-pine', lines: ['WILLOW & PINE', 'HOME'], initials: 'W', style: 'leaf', color: '#4a5d2f' },
  { key: 'sandy-creek-trading', lines: ['SANDY CREEK', 'TRADING CO'], initials: 'SC', style: 'arch', color: '#9a5b2e' },
  { key: 'kumo-living', lines: ['KUMO', 'LIVING'], initials: 'K', style: 'roundel', color: '#3b3b58' },
  { key: 'van-dalen-interiors', lines: ['VAN DALEN', 'INTERIORS'], initials: 'VD', style: 'square', color: '#1f4e6b' },
  { key: 'harbour-lane', lines: ['HARBOUR LANE', 'HOMEWARES'], initials: 'HL', style: 'rule', color: '#2d3e50' },
  { key: 'lumo-koti', lines: ['LUMO KOTI'], initials: 'L', style: 'leaf', color: '#3d6b5a' },
  { key: 'atelier-sabbia', lines: ['ATELIER', 'SABBIA'], initials: 'AS', style: 'arch', color: '#8a6a3a' },
  { key: 'cedar-hollow', lines: ['CEDAR HOLLOW', 'MARKET'], initials: 'C', style: 'roundel', color: '#5a3e2b' },
  { key: 'casa-ola', lines: ['CASA OLA'], initials: 'CO', style: 'square', color: '#b0563a' },
];

/** Fits a line into a width, never above the given cap height. */
function fitSize(text: string, maxWidth: number, maxSize: number, tracking: number): number {
  const width = textWidth(text, { size: maxSize, tracking });
  return width <= maxWidth ? maxSize : (maxSize * maxWidth) / width;
}

function wordmark(
  lines: CustomerLogo['lines'],
  x: number,
  cy: number,
  maxWidth: number,
  color: string,
  anchor: 'start' | 'middle',
): string {
  const [first, second] = lines;
  const size1 = fitSize(first, maxWidth, 40, 0.6);
  if (!second) return strokeText(first, x, cy + size1 / 2, { size: size1, color, weight: size1 * 0.13, tracking: 0.6, anchor });
  const size2 = Math.min(size1 * 0.55, fitSize(second, maxWidth, 22, 2.2));
  return (
    strokeText(first, x, cy + 2, { size: size1, color, weight: size1 * 0.13, tracking: 0.6, anchor }) +
    strokeText(second, x, cy + 14 + size2, { size: size2, color, weight: Math.max(2, size2 * 0.14), tracking: 2.2, anchor, opacity: 0.85 })
  );
}

/** A customer logo on a white card. */
export function customerLogo(logo: CustomerLogo, width: number, height: number): string {
  const s = height / 240;
  const c = logo.color;
  let mark = '';
  let text = '';
  switch (logo.style) {
    case 'roundel':
      mark =
        `<circle cx="100" cy="120" r="62" fill="${c}"/>` +
        `<circle cx="100" cy="120" r="54" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.7"/>` +
        strokeText(logo.initials, 100, 140, { size: 40, color: '#fff', weight: 6, anchor: 'middle' });
      text = wordmark(logo.lines, 186, 116, 262, c, 'start');
      break;
    case 'square':
      mark =
        `<rect x="42" y="62" width="116" height="116" rx="10" fill="${c}"/>` +
        strokeText(logo.initials, 100, 140, { size: 40, color: '#fff', weight: 6, anchor: 'middle', tracking: 0.4 });
      text = wordmark(logo.lines, 186, 116, 262, c, 'start');
      break;
    case 'leaf':
      mark =
        `<path d="M100 186C48 150 48 82 100 44C152 82 152 150 100 186Z" fill="${c}"/>` +
        '<path d="M100 176V64M100 140L76 116M100 112L124 88M100 158L122 136" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none"/>';
      text = wordmark(logo.lines, 186, 116, 262, c, 'start');
      break;
    case 'rule':
      text =
        wordmark(logo.lines, 240, 112, 380, c, 'middle') +
        `<path d="M70 46H410M70 194H410" stroke="${c}" stroke-width="3"/>` +
        `<circle cx="240" cy="46" r="7" fill="${c}"/>`;
      break;
    case 'arch':
      mark =
        `<path d="M206 82V64A34 34 0 0 1 274 64V82" fill="none" stroke="${c}" stroke-width="7"/>` +
        `<path d="M222 82H258" stroke="${c}" stroke-width="5"/>`;
      text = wordmark(logo.lines, 240, 142, 380, c, 'middle');
      break;
  }
  const body = `<rect width="${width}" height="${height}" fill="#ffffff"/>` + `<g transform="scale(${n(s)})">${mark}${text}</g>`;
  return svgDocument(width, height, '', body);
}
