// Wide home-banner pictures: furnished room corners dressed with several woven products. The left part of
// each picture stays calm because the banner text sits there.

import { drawShape } from './product-shapes';
import { MATERIAL_LOOKS, type MaterialKey } from './ranges';
import { SCENE_SHAPES } from './scene-shapes';
import { materialFills, paintScale, placed, shapeDefs } from './shape-parts';
import type { ShapeSpec } from './shape-spec';
import { linearGradient, n, radialGradient, softShadow, svgDocument } from './svg-kit';

interface Item {
  shape: ShapeSpec;
  material: MaterialKey;
  x: number;
  /** Floor line (or bottom of a hanging shade, or centre line of wall decor). */
  y: number;
  scale: number;
  shadow?: boolean;
}

interface Room {
  wallTop: string;
  wallBottom: string;
  floor: string;
  floorLine: number;
  /** Furniture drawn behind the products. */
  furniture: (w: number, h: number) => string;
  items: Item[];
  /** Furniture drawn in front of the products. */
  front?: (w: number, h: number) => string;
}

function consoleTable(x: number, top: number, width: number, floor: number): string {
  const leg = (lx: number) => `<rect x="${n(lx)}" y="${n(top + 18)}" width="14" height="${n(floor - top - 18)}" fill="#6e4526"/>`;
  return (
    softShadow(x + width / 2, floor, width * 0.56, 18, 'soft-shadow') +
    leg(x + 24) +
    leg(x + width - 38) +
    `<rect x="${n(x + 30)}" y="${n(floor - 90)}" width="${n(width - 60)}" height="10" fill="#6e4526"/>` +
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="22" rx="3" fill="url(#wood)"/>` +
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="5" rx="2" fill="#b88a5e"/>`
  );
}

function shelfUnit(x: number, top: number, width: number, floor: number, rows: number[]): string {
  let svg = softShadow(x + width / 2, floor, width * 0.55, 16, 'soft-shadow');
  svg += `<rect x="${n(x)}" y="${n(top)}" width="14" height="${n(floor - top)}" fill="#7a5030"/>`;
  svg += `<rect x="${n(x + width - 14)}" y="${n(top)}" width="14" height="${n(floor - top)}" fill="#6a4326"/>`;
  for (const y of rows) {
    svg += `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="14" fill="url(#wood)"/>`;
    svg += `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="3" fill="#b88a5e"/>`;
  }
  return svg;
}

function rug(cx: number, cy: number, rx: number, ry: number, color: string, stripe: string): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.86)}" ry="${n(ry * 0.8)}" fill="none" stroke="${stripe}" stroke-width="6" opacity="0.6"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.7)}" ry="${n(ry * 0.62)}" fill="none" stroke="${stripe}" stroke-width="3" opacity="0.45"/>`
  );
}

function windowFrame(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#daylight)"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#f7f2ea" stroke-width="14"/>` +
    `<path d="M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h * 0.45)}H${n(x + w)}" stroke="#f7f2ea" stroke-width="9"/>` +
    `<path d="M${n(x + w + 20)} ${n(y + h + 8)}L${n(x + w + 260)} ${n(y + h + 120)}L${n(x + 140)} ${n(y + h + 120)}L${n(x - 10)} ${n(y + h + 8)}Z" fill="#fff" opacity="0.12"/>`
  );
}

function floorBoards(w: number, h: number, floorLine: number): string {
  let svg = '';
  for (let i = 1; i < 6; i++) {
    const y = floorLine + ((h - floorLine) * i * i) / 36;
    svg += `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="#5a3c22" stroke-opacity="0.12" stroke-width="2"/>`;
  }
  return svg;
}

function vaseWithBranch(x: number, floor: number, height: number): string {
  const w = height * 0.34;
  let branch = '';
  for (let i = 0; i < 7; i++) {
    const a = -30 + i * 10;
    const len = height * (1.1 + (i % 3) * 0.15);
    const r = (a * Math.PI) / 180;
    const tx = x + Math.sin(r) * len;
    const ty = floor - height - Math.cos(r) * len;
    branch += `<path d="M${n(x)} ${n(floor - height)}Q${n(x + Math.sin(r) * len * 0.3)} ${n(floor - height - len * 0.6)} ${n(tx)} ${n(ty)}" stroke="#8b7656" stroke-width="2.5" fill="none"/>`;
    branch += `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="10" ry="30" transform="rotate(${a} ${n(tx)} ${n(ty)})" fill="#eadfc6"/>`;
  }
  return (
    branch +
    `<path d="M${n(x - w * 0.25)} ${n(floor - height)}C${n(x - w * 0.7)} ${n(floor - height * 0.6)} ${n(x - w * 0.6)} ${n(floor)} ${n(x)} ${n(floor)}C${n(x + w * 0.6)} ${n(floor)} ${n(x + w * 0.7)} ${n(floor - height * 0.6)} ${n(x + w * 0.25)} ${n(floor - height)}Z" fill="url(#ceramic)"/>`
  );
}

const ROOMS: Room[] = [
  {
    // Living room: console with a tray, pendant above, baskets and a planter on the floor.
    wallTop: '#f3e9dc',
    wallBottom: '#e4d2b9',
    floor: '#c9a983',
    floorLine: 560,
    furniture: (w, h) => windowFrame(150, 90, 250, 330) + floorBoards(w, h, 560) + consoleTable(860, 380, 520, 600),
    items: [
      { shape: SCENE_SHAPES.domeShade, material: 'rattan', x: 1120, y: 205, scale: 0.62 },
      { shape: SCENE_SHAPES.roundTray, material: 'rattan', x: 1010, y: 372, scale: 0.42 },
      { shape: SCENE_SHAPES.bellyBasket, material: 'seagrass', x: 760, y: 640, scale: 0.5, shadow: true },
      { shape: SCENE_SHAPES.tallPlanter, material: 'jute', x: 1480, y: 650, scale: 0.62, shadow: true },
      { shape: SCENE_SHAPES.marketBasket, material: 'water-hyacinth', x: 1260, y: 586, scale: 0.44, shadow: true },
    ],
  },
  {
    // Storage corner: open shelves with boxes and baskets, hampers beside.
    wallTop: '#eeeae2',
    wallBottom: '#dcd5c8',
    floor: '#bfa688',
    floorLine: 575,
    furniture: (w, h) => floorBoards(w, h, 575) + shelfUnit(760, 120, 560, 640, [290, 470, 626]),
    items: [
      { shape: SCENE_SHAPES.lidBox, material: 'water-hyacinth', x: 880, y: 290, scale: 0.42 },
      { shape: SCENE_SHAPES.openBox, material: 'banana-bark', x: 1160, y: 290, scale: 0.42 },
      { shape: SCENE_SHAPES.bellyBasket, material: 'kaisa-grass', x: 890, y: 470, scale: 0.4 },
      { shape: SCENE_SHAPES.openBox, material: 'rush', x: 1170, y: 470, scale: 0.4 },
      { shape: SCENE_SHAPES.hamper, material: 'cattail', x: 1440, y: 660, scale: 0.72, shadow: true },
      { shape: SCENE_SHAPES.bellyBasket, material: 'rattan', x: 640, y: 664, scale: 0.44, shadow: true },
      { shape: SCENE_SHAPES.openBox, material: 'paper-rope', x: 1010, y: 626, scale: 0.36 },
    ],
  },
  {
    // Dining: pendants over a laid table.
    wallTop: '#f1dfd0',
    wallBottom: '#dfc1a8',
    floor: '#b98f6c',
    floorLine: 600,
    furniture: () =>
      '<rect x="560" y="470" width="1100" height="260" fill="url(#wood)"/><rect x="560" y="470" width="1100" height="8" fill="#b88a5e"/>',
    items: [
      { shape: SCENE_SHAPES.bellShade, material: 'bamboo', x: 800, y: 250, scale: 0.5 },
      { shape: SCENE_SHAPES.domeShade, material: 'palm-leaf', x: 1110, y: 215, scale: 0.55 },
      { shape: SCENE_SHAPES.bellShade, material: 'seagrass', x: 1420, y: 250, scale: 0.5 },
      { shape: SCENE_SHAPES.placemat, material: 'water-hyacinth', x: 860, y: 640, scale: 0.5 },
      { shape: SCENE_SHAPES.placemat, material: 'jute', x: 1300, y: 640, scale: 0.5 },
    ],
  },
  {
    // Bedroom corner: wall decor, a pouf and a pet bed on a rug.
    wallTop: '#e6e8dc',
    wallBottom: '#cfd4be',
    floor: '#b9ad8f',
    floorLine: 570,
    furniture: (w, h) => floorBoards(w, h, 570) + rug(1130, 640, 470, 70, '#e8dcc6', '#b9a27c'),
    items: [
      { shape: SCENE_SHAPES.wallPlates, material: 'kaisa-grass', x: 1130, y: 430, scale: 0.7 },
      { shape: SCENE_SHAPES.pouf, material: 'jute', x: 800, y: 660, scale: 0.55, shadow: true },
      { shape: SCENE_SHAPES.petBed, material: 'paper-rope', x: 1190, y: 656, scale: 0.56, shadow: true },
      { shape: SCENE_SHAPES.planter, material: 'seagrass', x: 1500, y: 640, scale: 0.55, shadow: true },
    ],
  },
  {
    // Seasonal table: woven trees, a market basket and a bag.
    wallTop: '#f2e6d6',
    wallBottom: '#e2ccad',
    floor: '#c8a47c',
    floorLine: 585,
    furniture: (w, h) => floorBoards(w, h, 585) + consoleTable(760, 430, 760, 640) + vaseWithBranch(1530, 640, 130),
    items: [
      { shape: SCENE_SHAPES.trees, material: 'paper-rope', x: 1000, y: 424, scale: 0.5 },
      { shape: SCENE_SHAPES.marketBasket, material: 'cattail', x: 1340, y: 424, scale: 0.48 },
      { shape: SCENE_SHAPES.tote, material: 'seagrass', x: 660, y: 672, scale: 0.5, shadow: true },
      { shape: SCENE_SHAPES.mirror, material: 'rattan', x: 1150, y: 260, scale: 0.46 },
    ],
  },
];

export const SLIDE_COUNT = ROOMS.length;

export function slidePicture(index: number, width: number, height: number): string {
  const room = ROOMS[index % ROOMS.length]!;
  const scaleX = width / 1600;
  const scaleY = height / 700;
  let defs =
    shapeDefs() +
    linearGradient('room', 0, 0, 0, 1, [
      { at: 0, color: room.wallTop },
      { at: room.floorLine / height - 0.002, color: room.wallBottom },
      { at: room.floorLine / height, color: room.floor },
      { at: 1, color: room.floor },
    ]) +
    linearGradient('daylight', 0, 0, 1, 1, [
      { at: 0, color: '#fdfbf6' },
      { at: 1, color: '#e6ecee' },
    ]) +
    radialGradient('room-light', 0.3, 0.3, 0.8, [
      { at: 0, color: '#fff', opacity: 0.35 },
      { at: 1, color: '#fff', opacity: 0 },
    ]) +
    linearGradient('text-calm', 0, 0, 1, 0, [
      { at: 0, color: '#2b1d10', opacity: 0.28 },
      { at: 0.45, color: '#2b1d10', opacity: 0 },
    ]);
  let items = '';
  room.items.forEach((item, i) => {
    const scale = paintScale(item.scale * scaleX);
    const { defs: itemDefs, fills } = materialFills(`s${i}`, MATERIAL_LOOKS[item.material], scale);
    defs += itemDefs;
    const drawing = drawShape(item.shape, fills);
    const x = item.x * scaleX;
    const y = item.y * scaleY;
    if (item.shadow) items += softShadow(x, y, (drawing.width / 2) * scale * 1.1, 24 * scale, 'soft-shadow');
    items += placed(drawing.svg, x, y, scale);
  });
  // Products are painted outside the scaled room so their textures stay on whole pixels.
  const room1600 = (content: string) => `<g transform="scale(${n(scaleX)} ${n(scaleY)})">${content}</g>`;
  const body =
    room1600(
      `<rect width="1600" height="700" fill="url(#room)"/><rect width="1600" height="700" fill="url(#room-light)"/>${room.furniture(1600, 700)}`,
    ) +
    items +
    room1600(`${room.front?.(1600, 700) ?? ''}<rect width="1600" height="700" fill="url(#text-calm)"/>`);
  return svgDocument(width, height, defs, body);
}
