// The things shown with a product so its use reads at a glance: plants, bread, toys, a vase, fruit, bottles,
// books, cups, plates and candles. Each is drawn at a point it stands on (x, y), in drawing units.

import { ellipse } from '../shape-parts';
import { darken, n } from '../svg-kit';

/** A fan of long leaves, as of a snake plant or a young palm. */
export function plant(x: number, y: number, size: number): string {
  const leaves = [
    [-62, 0.82],
    [-40, 1],
    [-18, 1.12],
    [0, 1.2],
    [20, 1.08],
    [42, 0.96],
    [64, 0.8],
    [-28, 0.7],
    [32, 0.72],
  ] as const;
  let svg = '';
  leaves.forEach(([angle, len], i) => {
    const l = size * len;
    const w = l * 0.2;
    const d = `M0 0Q${n(w)} ${n(-l * 0.5)} 0 ${n(-l)}Q${n(-w)} ${n(-l * 0.5)} 0 0Z`;
    svg +=
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">` +
      `<path d="${d}" fill="url(#${i % 3 === 1 ? 'leaf-dark' : 'leaf'})"/>` +
      `<path d="M0 0Q${n(w * 0.1)} ${n(-l * 0.5)} 0 ${n(-l * 0.96)}" stroke="#c9dcb0" stroke-opacity="0.55" stroke-width="2" fill="none"/></g>`;
  });
  return svg;
}

/** A bushy herb: many small round leaves on short stems. */
export function herb(x: number, y: number, size: number): string {
  let svg = '';
  const count = 26;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + ((i / (count - 1)) * 2 - 1) * 1.25;
    const r = size * (0.45 + ((i * 37) % 11) / 20);
    const lx = x + Math.cos(a) * r * 0.9;
    const ly = y + Math.sin(a) * r * 0.75;
    svg += `<path d="M${n(x + (lx - x) * 0.1)} ${n(y)}Q${n(x + (lx - x) * 0.5)} ${n(ly + 20)} ${n(lx)} ${n(ly)}" stroke="#4f7a3d" stroke-width="3" fill="none"/>`;
  }
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + ((i / (count - 1)) * 2 - 1) * 1.25;
    const r = size * (0.45 + ((i * 37) % 11) / 20);
    const lx = x + Math.cos(a) * r * 0.9;
    const ly = y + Math.sin(a) * r * 0.75;
    svg += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(size * 0.12)}" ry="${n(size * 0.085)}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(lx)} ${n(ly)})" fill="url(#${i % 2 ? 'leaf' : 'leaf-dark'})"/>`;
  }
  return svg;
}

/** A vine of small heart-shaped leaves falling from (x, y); `side` leans it left (-1) or right (1). */
export function trailingVine(x: number, y: number, length: number, side: 1 | -1): string {
  const end = { x: x + side * length * 0.25, y: y + length };
  let svg = `<path d="M${n(x)} ${n(y)}Q${n(x + side * length * 0.35)} ${n(y + length * 0.4)} ${n(end.x)} ${n(end.y)}" stroke="#4f7a3d" stroke-width="4" fill="none"/>`;
  for (let i = 1; i <= 7; i++) {
    const t = i / 7.5;
    const px = x + side * length * 0.35 * 2 * t * (1 - t) + (end.x - x) * t * t;
    const py = y + length * 0.4 * 2 * t * (1 - t) + (end.y - y) * t * t;
    const flip = i % 2 === 0 ? 1 : -1;
    svg += `<path d="M${n(px)} ${n(py)}c${n(flip * 14)} -6 ${n(flip * 30)} 8 ${n(flip * 22)} 26c-10 -2 ${n(-flip * 24)} -12 ${n(-flip * 22)} -26Z" fill="url(#${i % 2 ? 'leaf' : 'leaf-dark'})"/>`;
  }
  return svg;
}

/** A shaded ball (a pet's toy, or a bauble's body when given a texture). */
export function ball(x: number, y: number, r: number, fill: string): string {
  return (
    ellipse(x, y, r, r, `fill="${fill}"`) +
    ellipse(x, y, r, r, 'fill="url(#shade-round)"') +
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.3, r * 0.2, 'fill="#fff" opacity="0.3"')
  );
}

/** A few bread rolls heaped in a basket. */
export function breadRolls(x: number, y: number, spread: number): string {
  const roll = (cx: number, cy: number, r: number) =>
    ellipse(cx, cy, r, r * 0.62, 'fill="#b9773d"') +
    ellipse(cx - r * 0.15, cy - r * 0.18, r * 0.7, r * 0.34, 'fill="#d99a57"') +
    `<path d="M${n(cx - r * 0.45)} ${n(cy - r * 0.1)}l${n(r * 0.25)} ${n(-r * 0.25)}M${n(cx - r * 0.05)} ${n(cy - r * 0.05)}l${n(r * 0.25)} ${n(-r * 0.25)}M${n(cx + r * 0.35)} ${n(cy)}l${n(r * 0.2)} ${n(-r * 0.22)}" stroke="#8c5a2b" stroke-width="4" stroke-linecap="round"/>`;
  const r = spread * 0.36;
  return roll(x - spread * 0.55, y + 4, r) + roll(x + spread * 0.5, y + 2, r * 0.95) + roll(x, y - r * 0.35, r * 1.05);
}

export function driedStems(x: number, y: number, height: number): string {
  let svg = '';
  const angles = [-22, -12, -4, 5, 14, 24];
  angles.forEach((a, i) => {
    const len = height * (0.78 + ((i * 37) % 23) / 100);
    const rad = (a * Math.PI) / 180;
    const tx = x + Math.sin(rad) * len;
    const ty = y - Math.cos(rad) * len;
    svg += `<path d="M${n(x)} ${n(y)}Q${n(x + Math.sin(rad) * len * 0.4)} ${n(y - len * 0.55)} ${n(tx)} ${n(ty)}" stroke="#9c8a62" stroke-width="2.2" fill="none"/>`;
    svg += `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="9" ry="26" transform="rotate(${a} ${n(tx)} ${n(ty)})" fill="#e8dcc0" opacity="0.92"/>`;
  });
  return svg;
}

export function ceramicVase(x: number, y: number, h: number): string {
  const w = h * 0.42;
  const d = `M${n(x - w * 0.22)} ${n(y - h)}C${n(x - w * 0.25)} ${n(y - h * 0.7)} ${n(x - w * 0.62)} ${n(y - h * 0.55)} ${n(x - w * 0.5)} ${n(y - h * 0.2)}Q${n(x - w * 0.4)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + w * 0.4)} ${n(y)} ${n(x + w * 0.5)} ${n(y - h * 0.2)}C${n(x + w * 0.62)} ${n(y - h * 0.55)} ${n(x + w * 0.25)} ${n(y - h * 0.7)} ${n(x + w * 0.22)} ${n(y - h)}Z`;
  return `<path d="${d}" fill="url(#ceramic)" stroke="#9b9285" stroke-opacity="0.5"/>`;
}

/** A small white bowl or cup standing at (x, y). */
export function cup(x: number, y: number, w: number): string {
  const h = w * 0.7;
  return (
    ellipse(x, y, w * 0.5, w * 0.14, 'fill="#8b7f70" opacity="0.25"') +
    `<path d="M${n(x - w * 0.5)} ${n(y - h)}H${n(x + w * 0.5)}L${n(x + w * 0.42)} ${n(y - h * 0.15)}Q${n(x)} ${n(y + w * 0.05)} ${n(x - w * 0.42)} ${n(y - h * 0.15)}Z" fill="url(#ceramic)" stroke="#9b9285" stroke-opacity="0.5"/>` +
    ellipse(x, y - h, w * 0.5, w * 0.12, 'fill="#e9e2d6" stroke="#9b9285" stroke-opacity="0.5"') +
    ellipse(x, y - h + 2, w * 0.4, w * 0.08, 'fill="#6b4a2e"')
  );
}

/** A vase with dried grasses and a cup: the styling of a serving tray. */
export function vaseAndCup(x: number, y: number): string {
  return driedStems(x - 70, y - 34, 150) + ceramicVase(x - 70, y - 18, 120) + cup(x + 92, y, 72);
}

export function fruit(x: number, y: number, spread: number): string {
  const orange = (cx: number, cy: number, r: number) =>
    ellipse(cx, cy, r, r, 'fill="#e98a2b"') +
    ellipse(cx, cy, r, r, 'fill="url(#shade-round)"') +
    ellipse(cx - r * 0.3, cy - r * 0.35, r * 0.25, r * 0.15, 'fill="#fff" opacity="0.3"');
  const apple = (cx: number, cy: number, r: number) =>
    ellipse(cx, cy, r, r * 0.92, 'fill="#b83a2c"') +
    ellipse(cx, cy, r, r * 0.92, 'fill="url(#shade-round)"') +
    `<path d="M${n(cx)} ${n(cy - r * 0.85)}q4 -18 12 -22" stroke="#5a3a1e" stroke-width="4" fill="none"/>`;
  const r = spread * 0.2;
  return (
    orange(x - spread * 0.42, y - r * 0.6, r) +
    apple(x + spread * 0.38, y - r * 0.5, r * 0.95) +
    orange(x + spread * 0.02, y - r * 0.85, r * 1.05) +
    apple(x - spread * 0.12, y - r * 0.3 + 10, r * 0.9) +
    orange(x + spread * 0.7, y - r * 0.2 + 8, r * 0.85)
  );
}

/** Perfume bottles and a jar on a dressing table. */
export function perfume(x: number, y: number): string {
  const bottle = (cx: number, w: number, h: number, tint: string) =>
    `<rect x="${n(cx - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.12)}" fill="${tint}" fill-opacity="0.75" stroke="${darken(tint, 0.3)}" stroke-opacity="0.6"/>` +
    `<rect x="${n(cx - w / 2 + 6)}" y="${n(y - h + 8)}" width="${n(w * 0.18)}" height="${n(h - 16)}" rx="3" fill="#fff" opacity="0.45"/>` +
    `<rect x="${n(cx - w * 0.18)}" y="${n(y - h - w * 0.42)}" width="${n(w * 0.36)}" height="${n(w * 0.42)}" rx="3" fill="#c9a25a"/>`;
  return (
    bottle(x - 70, 70, 110, '#e8c7b8') +
    bottle(x + 20, 56, 150, '#d6e2e4') +
    cup(x + 100, y + 6, 64) +
    ellipse(x + 100, y - 40, 32, 9, 'fill="#d9cdb9"')
  );
}

/** Two books lying one on the other, and a cup on top. */
export function books(x: number, y: number): string {
  const book = (cx: number, cy: number, w: number, h: number, color: string) =>
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h)}" width="${n(w)}" height="${n(h)}" rx="3" fill="${color}"/>` +
    `<rect x="${n(cx - w / 2 + 4)}" y="${n(cy - h + 4)}" width="${n(w - 10)}" height="${n(h * 0.35)}" fill="#f4efe4"/>`;
  return book(x, y, 230, 30, '#3f5d6e') + book(x + 10, y - 30, 200, 26, '#b5452b') + cup(x + 30, y - 56, 64);
}

/** Three pillar candles of graded heights. */
export function candles(x: number, y: number): string {
  const candle = (cx: number, h: number) =>
    `<rect x="${n(cx - 26)}" y="${n(y - h)}" width="52" height="${n(h)}" rx="4" fill="url(#ceramic)" stroke="#cfc6b5"/>` +
    ellipse(cx, y - h, 26, 7, 'fill="#f6f1e7" stroke="#cfc6b5"') +
    `<path d="M${n(cx)} ${n(y - h - 4)}v-10" stroke="#3b2a18" stroke-width="2"/>` +
    ellipse(cx, y - h - 24, 7, 14, 'fill="#ffd27a"') +
    ellipse(cx, y - h - 22, 3.5, 8, 'fill="#fff6dc"');
  return candle(x - 70, 120) + candle(x, 160) + candle(x + 70, 90);
}

/** A dinner plate seen from above at the mat's angle. */
export function plate(x: number, y: number, rx: number, ry: number): string {
  return (
    ellipse(x, y + 5, rx, ry, 'fill="#1e1206" opacity="0.16"') +
    ellipse(x, y, rx, ry, 'fill="#cbc3b6"') +
    ellipse(x, y - 4, rx - 2, ry - 2, 'fill="url(#ceramic)"') +
    ellipse(x, y - 4, rx * 0.7, ry * 0.7, 'fill="none" stroke="#c9c0b2" stroke-width="3"')
  );
}
