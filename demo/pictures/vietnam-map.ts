// A stylised map of northern Vietnam with the Hanoi office, the Ninh Binh workshops and the Hai Phong port.

import { strokeText } from './stroke-font';
import { linearGradient, n, radialGradient, svgDocument } from './svg-kit';

/** Longitude and latitude of the outline, clockwise from the western tip on the Chinese border. */
const OUTLINE: [number, number][] = [
  [102.14, 22.4],
  [102.5, 22.76],
  [102.98, 22.44],
  [103.35, 22.78],
  [103.65, 22.6],
  [103.98, 22.5],
  [104.35, 22.74],
  [104.8, 22.8],
  [105.05, 23.0],
  [105.33, 23.38],
  [105.62, 23.17],
  [105.9, 22.93],
  [106.25, 22.92],
  [106.55, 22.9],
  [106.72, 22.62],
  [106.62, 22.33],
  [106.78, 22.05],
  [107.05, 21.88],
  [107.36, 21.64],
  [107.68, 21.6],
  [107.98, 21.53],
  // Coast of the Gulf of Tonkin, heading south-west.
  [107.62, 21.32],
  [107.35, 21.12],
  [107.08, 20.97],
  [106.82, 20.86],
  [106.7, 20.72],
  [106.6, 20.5],
  [106.5, 20.3],
  [106.3, 20.12],
  [106.12, 19.98],
  [105.96, 19.9],
  [105.86, 19.7],
  [105.8, 19.45],
  [105.74, 19.2],
  [105.66, 18.9],
  // Border with Laos, heading north-west.
  [105.18, 18.9],
  [104.85, 19.18],
  [104.55, 19.42],
  [104.22, 19.62],
  [104.45, 19.9],
  [104.62, 20.2],
  [104.4, 20.4],
  [104.0, 20.62],
  [103.7, 20.7],
  [103.45, 20.8],
  [103.2, 20.86],
  [103.02, 21.0],
  [102.9, 21.28],
  [102.82, 21.6],
  [102.66, 21.7],
  [102.6, 22.0],
  [102.35, 22.2],
];

/** Open water east of the coast: the Vietnamese coast, then round the frame and back along the Chinese coast. */
const SEA: [number, number][] = [
  ...OUTLINE.slice(
    OUTLINE.findIndex(([lon]) => lon === 107.98),
    OUTLINE.findIndex(([lon, lat]) => lon === 105.66 && lat === 18.9) + 1,
  ),
  [105.7, 18.2],
  [109.8, 18.2],
  [109.8, 21.45],
  [109.0, 21.45],
  [108.6, 21.7],
  [108.3, 21.62],
];

const HAINAN: [number, number][] = [
  [109.8, 19.95],
  [109.2, 19.9],
  [108.9, 19.6],
  [108.66, 19.3],
  [108.62, 18.9],
  [108.7, 18.5],
  [109.8, 18.3],
];

const RED_RIVER: [number, number][] = [
  [103.96, 22.5],
  [104.4, 22.1],
  [104.9, 21.72],
  [105.25, 21.36],
  [105.45, 21.2],
  [105.85, 21.04],
  [106.05, 20.82],
  [106.3, 20.5],
  [106.55, 20.26],
];

const BLACK_RIVER: [number, number][] = [
  [102.9, 22.3],
  [103.2, 21.9],
  [103.55, 21.45],
  [104.0, 21.2],
  [104.6, 20.95],
  [105.05, 20.92],
  [105.3, 21.2],
];

const CITIES = {
  hanoi: [105.85, 21.03],
  haiPhong: [106.68, 20.86],
  ninhBinh: [105.97, 20.25],
} as const;

interface Frame {
  width: number;
  height: number;
}

const WEST = 101.4;
const NORTH = 23.9;

function project([lon, lat]: readonly [number, number], frame: Frame): [number, number] {
  const k = frame.width / 7.6;
  return [(lon - WEST) * k, (NORTH - lat) * k * 1.07];
}

function polyline(points: [number, number][], frame: Frame, close: boolean): string {
  const d = points
    .map((p, i) => {
      const [x, y] = project(p, frame);
      return `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
    })
    .join('');
  return close ? `${d}Z` : d;
}

function pin(x: number, y: number, size: number): string {
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.5)}" ry="${n(size * 0.16)}" fill="#3b2412" opacity="0.3"/>` +
    `<path d="M${n(x)} ${n(y)}C${n(x - size * 0.2)} ${n(y - size * 0.5)} ${n(x - size * 0.55)} ${n(y - size * 0.75)} ${n(x - size * 0.55)} ${n(y - size * 1.1)}` +
    `A${n(size * 0.55)} ${n(size * 0.55)} 0 1 1 ${n(x + size * 0.55)} ${n(y - size * 1.1)}C${n(x + size * 0.55)} ${n(y - size * 0.75)} ${n(x + size * 0.2)} ${n(y - size * 0.5)} ${n(x)} ${n(y)}Z" fill="#b5452b" stroke="#7a2a18" stroke-width="2"/>` +
    `<circle cx="${n(x)}" cy="${n(y - size * 1.1)}" r="${n(size * 0.22)}" fill="#fff"/>`
  );
}

export function vietnamMap(width: number, height: number): string {
  const frame = { width, height };
  const u = width / 960;
  const defs =
    linearGradient('sea', 0, 0, 1, 1, [
      { at: 0, color: '#cfe0e2' },
      { at: 1, color: '#a9c7cc' },
    ]) +
    linearGradient('land', 0, 0, 0, 1, [
      { at: 0, color: '#efe4cf' },
      { at: 1, color: '#e2d2b2' },
    ]) +
    radialGradient('delta', 0.5, 0.5, 0.5, [
      { at: 0, color: '#b8c98f', opacity: 0.75 },
      { at: 1, color: '#b8c98f', opacity: 0 },
    ]) +
    '<pattern id="hills" patternUnits="userSpaceOnUse" width="34" height="22"><path d="M2 18L10 8L18 18M18 16L25 9L32 16" fill="none" stroke="#b59b6d" stroke-width="1.6" opacity="0.45"/></pattern>';
  const [hx, hy] = project(CITIES.hanoi, frame);
  const [px, py] = project(CITIES.haiPhong, frame);
  const [bx, by] = project(CITIES.ninhBinh, frame);
  const outline = polyline(OUTLINE, frame, true);
  let islands = '';
  for (const [lon, lat, r] of [
    [107.2, 20.82, 5],
    [107.32, 20.9, 4],
    [107.42, 20.95, 6],
    [107.5, 21.05, 4],
    [107.12, 20.76, 3],
    [107.62, 21.12, 5],
    [106.95, 20.72, 4],
  ] as const) {
    const [x, y] = project([lon, lat], frame);
    islands += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.7 * u)}" fill="#e2d2b2" stroke="#a58a5c" stroke-width="${n(0.8 * u)}"/>`;
  }
  const label = (text: string, x: number, y: number, size: number, color: string, anchor: 'start' | 'middle' | 'end' = 'start') =>
    strokeText(text, x, y, { size: size * u, color, weight: size * u * 0.15, tracking: 0.8, anchor });
  const body =
    `<rect width="${width}" height="${height}" fill="#e6ddd0"/>` +
    // Neighbouring land is drawn plainly so the country stands out.
    `<path d="${polyline(SEA, frame, true)}" fill="url(#sea)"/>` +
    `<path d="${polyline(HAINAN, frame, true)}" fill="#e6ddd0" stroke="#b9a98e" stroke-width="${n(2 * u)}"/>` +
    `<path d="${outline}" fill="url(#land)" stroke="#8a6a3f" stroke-width="${n(3 * u)}" stroke-linejoin="round"/>` +
    `<path d="${outline}" fill="url(#hills)" opacity="0.9"/>` +
    `<ellipse cx="${n((hx + px) / 2)}" cy="${n((hy + by) / 2 + 10 * u)}" rx="${n(130 * u)}" ry="${n(90 * u)}" fill="url(#delta)"/>` +
    `<path d="${polyline(RED_RIVER, frame, false)}" fill="none" stroke="#6f9fb0" stroke-width="${n(4 * u)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${polyline(BLACK_RIVER, frame, false)}" fill="none" stroke="#6f9fb0" stroke-width="${n(3 * u)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    islands +
    `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(8 * u)}" fill="#5b3a1e" stroke="#fff" stroke-width="${n(3 * u)}"/>` +
    label('NINH BINH', bx - 14 * u, by + 8 * u, 18, '#5b3a1e', 'end') +
    `<circle cx="${n(px)}" cy="${n(py)}" r="${n(8 * u)}" fill="#2d5566" stroke="#fff" stroke-width="${n(3 * u)}"/>` +
    label('HAI PHONG', px + 16 * u, py + 6 * u, 18, '#2d5566') +
    pin(hx, hy, 46 * u) +
    label('HANOI', hx - 34 * u, hy - 30 * u, 28, '#7a2a18', 'end') +
    label('GULF OF TONKIN', width * 0.8, height * 0.78, 18, '#4d7482', 'middle') +
    label('VIETNAM', width * 0.3, height * 0.38, 24, '#8a6a3f', 'middle') +
    label('CHINA', width * 0.82, height * 0.14, 20, '#a79c8c', 'middle') +
    label('LAOS', width * 0.14, height * 0.72, 20, '#a79c8c', 'middle') +
    `<rect x="${n(6 * u)}" y="${n(6 * u)}" width="${n(width - 12 * u)}" height="${n(height - 12 * u)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${n(4 * u)}"/>`;
  return svgDocument(width, height, defs, body);
}
