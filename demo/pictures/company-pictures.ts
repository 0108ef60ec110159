// Pictures for the about-us page: mission, vision, values and solution, and top-down photographs of
// meeting tables where buyers review samples with the team.

import { SCENE_SHAPES } from './scene-shapes';
import { carton, illustration, product } from './props';
import { MATERIAL_LOOKS, type MaterialKey } from './ranges';
import { linearGradient, n, radialGradient, softShadow, svgDocument } from './svg-kit';
import { weavePattern } from './weave-patterns';

export const ABOUT_TOPICS = ['mission', 'vision', 'value', 'solution'] as const;
export type AboutTopic = (typeof ABOUT_TOPICS)[number];

function mission(width: number, height: number): string {
  const basket = product(SCENE_SHAPES.bellyBasket, 'seagrass', 330, 500, 0.5, 'a');
  const plant = product(SCENE_SHAPES.tallPlanter, 'jute', 490, 500, 0.4, 'b');
  const body =
    '<path d="M160 300L400 120L640 300V500H160Z" fill="#fbf7ef" stroke="#c98d47" stroke-width="10" stroke-linejoin="round"/>' +
    '<path d="M130 310L400 100L670 310" fill="none" stroke="#a8692e" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<rect x="370" y="200" width="60" height="60" rx="4" fill="#cfe0e2" stroke="#c98d47" stroke-width="6"/>' +
    basket.svg +
    plant.svg;
  return illustration(width, height, '#ecd9bd', basket.defs + plant.defs, body);
}

function vision(width: number, height: number): string {
  const peaks = (base: number, color: string, list: [number, number, number][]) =>
    list
      .map(
        ([x, w, h]) =>
          `<path d="M${x - w / 2} ${base}C${x - w / 2} ${base - h * 0.7} ${x - w * 0.3} ${base - h} ${x} ${base - h}C${x + w * 0.3} ${base - h} ${x + w / 2} ${base - h * 0.7} ${x + w / 2} ${base}Z" fill="${color}"/>`,
      )
      .join('');
  let fields = '';
  for (let i = 0; i < 6; i++) {
    fields += `<path d="M0 ${470 + i * 22}Q400 ${455 + i * 22} 800 ${470 + i * 22}" stroke="#8fae5e" stroke-width="3" fill="none" opacity="0.6"/>`;
  }
  const defs =
    linearGradient('dawn', 0, 0, 0, 1, [
      { at: 0, color: '#f6d9b0' },
      { at: 0.6, color: '#f7e9d2' },
      { at: 1, color: '#eef0e0' },
    ]) +
    radialGradient('sun-glow', 0.5, 0.5, 0.5, [
      { at: 0, color: '#ffe6a8' },
      { at: 1, color: '#ffe6a8', opacity: 0 },
    ]);
  const body =
    `<g transform="scale(${n(width / 800)} ${n(height / 600)})">` +
    '<rect width="800" height="600" fill="url(#dawn)"/>' +
    '<circle cx="520" cy="250" r="160" fill="url(#sun-glow)"/><circle cx="520" cy="250" r="48" fill="#f8c66a"/>' +
    peaks(420, '#b9c2b0', [
      [120, 150, 190],
      [300, 120, 150],
      [640, 170, 210],
      [760, 110, 140],
    ]) +
    peaks(440, '#8fa08a', [
      [60, 130, 160],
      [220, 160, 230],
      [450, 120, 170],
      [560, 140, 130],
      [720, 150, 190],
    ]) +
    '<rect y="430" width="800" height="170" fill="#b5c98a"/>' +
    fields +
    '<path d="M0 520Q220 470 420 520T800 500V560Q600 580 420 560T0 580Z" fill="#9cc3cc"/>' +
    '<path d="M360 532L440 532L424 546H376Z" fill="#6e4526"/><path d="M398 532V500L420 528Z" fill="#e8dcc0"/>' +
    '</g>';
  return svgDocument(width, height, defs, body);
}

function value(width: number, height: number): string {
  const heart =
    'M400 520C250 420 170 340 170 250C170 180 225 130 290 130C340 130 380 160 400 200C420 160 460 130 510 130C575 130 630 180 630 250C630 340 550 420 400 520Z';
  const defs =
    weavePattern('heart-weave', MATERIAL_LOOKS.rattan, { scale: 1.4, rotate: 45 }) +
    weavePattern('heart-rim', MATERIAL_LOOKS.rattan, {}, 'coil');
  const body =
    softShadow(400, 540, 200, 20, 'soft-shadow') +
    `<path d="${heart}" fill="url(#heart-weave)"/><path d="${heart}" fill="url(#shade-round)"/><path d="${heart}" fill="url(#shade-drop)"/>` +
    `<path d="${heart}" fill="none" stroke="#5c3514" stroke-opacity="0.4" stroke-width="22"/><path d="${heart}" fill="none" stroke="url(#heart-rim)" stroke-width="18"/>` +
    '<path d="M610 150C650 120 700 130 710 170C670 190 630 180 610 150Z" fill="#6f9a54"/><path d="M612 152L700 166" stroke="#c9dcb0" stroke-width="2"/>' +
    '<path d="M180 470C140 440 130 400 150 380C190 400 200 440 180 470Z" fill="#6f9a54"/>';
  return illustration(width, height, '#f1dcc8', defs, body);
}

function solution(width: number, height: number): string {
  const sample = product(SCENE_SHAPES.marketBasket, 'water-hyacinth', 150, 360, 0.34, 'a');
  const disc = (x: number) => `<circle cx="${x}" cy="290" r="112" fill="#fbf7ef" stroke="#c98d47" stroke-width="6"/>`;
  const dash = (x1: number, x2: number) =>
    `<path d="M${x1} 290H${x2}" stroke="#a8692e" stroke-width="6" stroke-dasharray="14 12"/><path d="M${x2} 276L${x2 + 18} 290L${x2} 304Z" fill="#a8692e"/>`;
  const ship =
    '<path d="M580 330H720L700 362H598Z" fill="#2e3f4c"/>' +
    '<rect x="600" y="306" width="30" height="24" fill="#b5452b"/><rect x="632" y="306" width="30" height="24" fill="#2d5566"/><rect x="664" y="306" width="30" height="24" fill="#c98d47"/>' +
    '<rect x="616" y="282" width="30" height="24" fill="#5f8a4a"/><rect x="648" y="282" width="30" height="24" fill="#7a4a22"/>' +
    '<path d="M570 372Q600 362 630 372T690 372T750 372" stroke="#7fa9b8" stroke-width="5" fill="none"/>';
  const body = disc(150) + disc(400) + disc(650) + dash(270, 262) + dash(520, 512) + sample.svg + carton(340, 350, 100, 80, 50) + ship;
  return illustration(width, height, '#e3e6cf', sample.defs, body);
}

export function aboutPicture(topic: AboutTopic, width: number, height: number): string {
  switch (topic) {
    case 'mission':
      return mission(width, height);
    case 'vision':
      return vision(width, height);
    case 'value':
      return value(width, height);
    case 'solution':
      return solution(width, height);
  }
}

// ---- Meeting tables seen from above ----

type TableItem =
  | { kind: 'basket'; material: MaterialKey; x: number; y: number; r: number }
  | { kind: 'tray'; material: MaterialKey; x: number; y: number; w: number; h: number; a: number }
  | { kind: 'swatches'; materials: MaterialKey[]; x: number; y: number; a: number }
  | { kind: 'notebook'; x: number; y: number; a: number }
  | { kind: 'cup'; x: number; y: number }
  | { kind: 'laptop'; x: number; y: number; a: number }
  | { kind: 'catalogue'; x: number; y: number; a: number }
  | { kind: 'phone'; x: number; y: number; a: number };

interface Table {
  wood: [string, string];
  items: TableItem[];
}

const TABLES: Table[] = [
  {
    wood: ['#b98a5c', '#9c6f45'],
    items: [
      { kind: 'basket', material: 'seagrass', x: 330, y: 330, r: 170 },
      { kind: 'swatches', materials: ['rattan', 'water-hyacinth', 'jute', 'rush'], x: 680, y: 250, a: -12 },
      { kind: 'notebook', x: 700, y: 540, a: 8 },
      { kind: 'cup', x: 120, y: 120 },
      { kind: 'cup', x: 860, y: 110 },
      { kind: 'phone', x: 120, y: 600, a: -20 },
    ],
  },
  {
    wood: ['#d9bf9b', '#c4a57d'],
    items: [
      { kind: 'laptop', x: 230, y: 220, a: -6 },
      { kind: 'tray', material: 'rattan', x: 600, y: 380, w: 420, h: 280, a: 6 },
      { kind: 'catalogue', x: 230, y: 560, a: 10 },
      { kind: 'cup', x: 860, y: 140 },
    ],
  },
  {
    wood: ['#8a5c3a', '#70472b'],
    items: [
      { kind: 'basket', material: 'water-hyacinth', x: 300, y: 260, r: 150 },
      { kind: 'basket', material: 'rattan', x: 620, y: 300, r: 120 },
      { kind: 'swatches', materials: ['seagrass', 'kaisa-grass', 'banana-bark'], x: 460, y: 560, a: 4 },
      { kind: 'notebook', x: 820, y: 560, a: -6 },
      { kind: 'cup', x: 860, y: 120 },
    ],
  },
  {
    wood: ['#c49a6c', '#a67b50'],
    items: [
      { kind: 'catalogue', x: 260, y: 300, a: -8 },
      { kind: 'basket', material: 'paper-rope', x: 640, y: 320, r: 160 },
      { kind: 'cup', x: 120, y: 600 },
      { kind: 'cup', x: 420, y: 620 },
      { kind: 'phone', x: 860, y: 600, a: 15 },
    ],
  },
  {
    wood: ['#e2cfb2', '#cfb894'],
    items: [
      { kind: 'tray', material: 'bamboo', x: 340, y: 330, w: 380, h: 300, a: -4 },
      { kind: 'swatches', materials: ['palm-leaf', 'cattail', 'rush', 'wicker'], x: 740, y: 260, a: 10 },
      { kind: 'notebook', x: 740, y: 560, a: -4 },
      { kind: 'cup', x: 120, y: 620 },
    ],
  },
  {
    wood: ['#a87b52', '#8d6440'],
    items: [
      { kind: 'laptop', x: 700, y: 220, a: 4 },
      { kind: 'basket', material: 'kaisa-grass', x: 280, y: 300, r: 150 },
      { kind: 'basket', material: 'cattail', x: 420, y: 560, r: 100 },
      { kind: 'catalogue', x: 760, y: 560, a: -10 },
      { kind: 'cup', x: 100, y: 110 },
    ],
  },
];

export const MEETING_PHOTO_COUNT = TABLES.length;

const DROP = 'fill="#2a1a0c" opacity="0.2"';

function tableItem(item: TableItem, index: number): { defs: string; svg: string } {
  switch (item.kind) {
    case 'basket': {
      const id = `tb${index}`;
      const look = MATERIAL_LOOKS[item.material];
      return {
        defs: weavePattern(id, look, { scale: 1.1 }) + weavePattern(`${id}r`, look, {}, 'coil'),
        svg:
          `<circle cx="${item.x + 10}" cy="${item.y + 14}" r="${item.r}" ${DROP}/>` +
          `<circle cx="${item.x}" cy="${item.y}" r="${item.r}" fill="url(#${id})"/>` +
          `<circle cx="${item.x}" cy="${item.y}" r="${n(item.r * 0.8)}" fill="#1b1007" opacity="0.32"/>` +
          `<circle cx="${item.x}" cy="${item.y}" r="${n(item.r - 8)}" fill="none" stroke="url(#${id}r)" stroke-width="16"/>` +
          `<circle cx="${item.x}" cy="${item.y}" r="${item.r}" fill="url(#bowl)"/>`,
      };
    }
    case 'tray': {
      const id = `tt${index}`;
      const look = MATERIAL_LOOKS[item.material];
      const r = `x="${n(item.x - item.w / 2)}" y="${n(item.y - item.h / 2)}" width="${item.w}" height="${item.h}" rx="26"`;
      return {
        defs: weavePattern(id, look, {}) + weavePattern(`${id}r`, look, {}, 'coil'),
        svg:
          `<g transform="rotate(${item.a} ${item.x} ${item.y})">` +
          `<rect ${r} ${DROP} transform="translate(10 14)"/><rect ${r} fill="url(#${id})"/>` +
          `<rect ${r} fill="none" stroke="url(#${id}r)" stroke-width="22"/>` +
          `<circle cx="${item.x - item.w * 0.18}" cy="${item.y}" r="52" fill="#f4f0e8" stroke="#d8d0c0" stroke-width="4"/>` +
          `<circle cx="${item.x - item.w * 0.18}" cy="${item.y}" r="30" fill="#6b4226"/>` +
          `<rect x="${item.x + item.w * 0.05}" y="${item.y - 40}" width="110" height="80" rx="8" fill="#f7f1e7"/></g>`,
      };
    }
    case 'swatches': {
      let defs = '';
      let svg = `<g transform="rotate(${item.a} ${item.x} ${item.y})">`;
      item.materials.forEach((m, i) => {
        const id = `ts${index}-${i}`;
        defs += weavePattern(id, MATERIAL_LOOKS[m], { scale: 0.9 });
        const x = item.x - 110 + i * 36;
        const y = item.y - 70 + i * 10;
        svg += `<g transform="rotate(${(i - 1.5) * 9} ${x + 60} ${y + 140})"><rect x="${x + 6}" y="${y + 8}" width="120" height="150" rx="6" ${DROP}/><rect x="${x}" y="${y}" width="120" height="150" rx="6" fill="#fbf8f2"/><rect x="${x + 8}" y="${y + 8}" width="104" height="104" rx="3" fill="url(#${id})"/><rect x="${x + 14}" y="${y + 124}" width="60" height="6" rx="3" fill="#c9bfae"/></g>`;
      });
      return { defs, svg: `${svg}</g>` };
    }
    case 'notebook': {
      let lines = '';
      for (let i = 0; i < 8; i++)
        lines += `<line x1="${item.x - 100}" y1="${item.y - 70 + i * 18}" x2="${item.x + 100}" y2="${item.y - 70 + i * 18}" stroke="#c9d4dc" stroke-width="2"/>`;
      return {
        defs: '',
        svg:
          `<g transform="rotate(${item.a} ${item.x} ${item.y})"><rect x="${item.x - 112}" y="${item.y - 92}" width="224" height="180" rx="6" ${DROP} transform="translate(8 10)"/>` +
          `<rect x="${item.x - 112}" y="${item.y - 92}" width="224" height="180" rx="6" fill="#fbfaf5"/>${lines}` +
          `<rect x="${item.x - 112}" y="${item.y - 92}" width="14" height="180" fill="#5b3a1e"/>` +
          `<path d="M${item.x - 60} ${item.y - 48}Q${item.x - 20} ${item.y - 62} ${item.x + 30} ${item.y - 50}M${item.x - 60} ${item.y - 12}Q${item.x} ${item.y - 24} ${item.x + 60} ${item.y - 14}" stroke="#4a5a7a" stroke-width="2.5" fill="none"/>` +
          `<rect x="${item.x + 70}" y="${item.y - 80}" width="10" height="150" rx="5" fill="#2f3b52" transform="rotate(18 ${item.x + 75} ${item.y})"/></g>`,
      };
    }
    case 'cup':
      return {
        defs: '',
        svg:
          `<circle cx="${item.x + 8}" cy="${item.y + 10}" r="64" ${DROP}/><circle cx="${item.x}" cy="${item.y}" r="64" fill="#f4f0e8" stroke="#ddd5c6" stroke-width="3"/>` +
          `<circle cx="${item.x}" cy="${item.y}" r="40" fill="#fbf8f2" stroke="#d8d0c0" stroke-width="4"/><circle cx="${item.x}" cy="${item.y}" r="31" fill="#5e3a22"/>` +
          `<circle cx="${item.x - 8}" cy="${item.y - 8}" r="10" fill="#8a5a36" opacity="0.6"/><rect x="${item.x + 38}" y="${item.y - 9}" width="26" height="18" rx="9" fill="#f4f0e8" stroke="#d8d0c0" stroke-width="3"/>`,
      };
    case 'laptop':
      return {
        defs: '',
        svg:
          `<g transform="rotate(${item.a} ${item.x} ${item.y})"><rect x="${item.x - 170}" y="${item.y - 110}" width="340" height="220" rx="14" ${DROP} transform="translate(10 12)"/>` +
          `<rect x="${item.x - 170}" y="${item.y - 110}" width="340" height="220" rx="14" fill="#aeb4b8"/>` +
          `<rect x="${item.x - 150}" y="${item.y - 92}" width="300" height="110" rx="6" fill="#8d949a"/>` +
          Array.from({ length: 4 }, (_, r) =>
            Array.from(
              { length: 12 },
              (_, c) => `<rect x="${item.x - 146 + c * 24.5}" y="${item.y - 88 + r * 27}" width="20" height="22" rx="3" fill="#c9ced1"/>`,
            ).join(''),
          ).join('') +
          `<rect x="${item.x - 60}" y="${item.y + 34}" width="120" height="62" rx="8" fill="#9ba1a6"/></g>`,
      };
    case 'catalogue':
      return {
        defs: '',
        svg:
          `<g transform="rotate(${item.a} ${item.x} ${item.y})"><rect x="${item.x - 130}" y="${item.y - 100}" width="260" height="200" rx="4" ${DROP} transform="translate(8 10)"/>` +
          `<rect x="${item.x - 130}" y="${item.y - 100}" width="260" height="200" rx="4" fill="#fbf8f2"/><line x1="${item.x}" y1="${item.y - 100}" x2="${item.x}" y2="${item.y + 100}" stroke="#e2dacb" stroke-width="3"/>` +
          `<rect x="${item.x - 116}" y="${item.y - 86}" width="104" height="110" fill="#e8d6b8"/><ellipse cx="${item.x - 64}" cy="${item.y - 24}" rx="34" ry="30" fill="#c98d47"/><ellipse cx="${item.x - 64}" cy="${item.y - 52}" rx="34" ry="9" fill="#8a5526"/>` +
          `<rect x="${item.x + 14}" y="${item.y - 86}" width="104" height="70" fill="#dfe4d2"/><rect x="${item.x + 40}" y="${item.y - 70}" width="50" height="44" rx="6" fill="#b0a873"/>` +
          Array.from(
            { length: 4 },
            (_, i) =>
              `<rect x="${item.x + 14}" y="${item.y + i * 16}" width="${90 - i * 12}" height="6" rx="3" fill="#d3c9b8"/><rect x="${item.x - 116}" y="${item.y + 36 + i * 14}" width="${96 - i * 10}" height="6" rx="3" fill="#d3c9b8"/>`,
          ).join('') +
          '</g>',
      };
    case 'phone':
      return {
        defs: '',
        svg:
          `<g transform="rotate(${item.a} ${item.x} ${item.y})"><rect x="${item.x - 42}" y="${item.y - 84}" width="84" height="168" rx="14" ${DROP} transform="translate(6 8)"/>` +
          `<rect x="${item.x - 42}" y="${item.y - 84}" width="84" height="168" rx="14" fill="#22262b"/><rect x="${item.x - 36}" y="${item.y - 76}" width="72" height="152" rx="10" fill="#3a4048"/></g>`,
      };
  }
}

export function meetingPhoto(index: number, width: number, height: number): string {
  const table = TABLES[index % TABLES.length]!;
  let defs =
    linearGradient('table', 0, 0, 1, 1, [
      { at: 0, color: table.wood[0] },
      { at: 1, color: table.wood[1] },
    ]) +
    radialGradient('bowl', 0.5, 0.5, 0.5, [
      { at: 0.75, color: '#000', opacity: 0 },
      { at: 1, color: '#000', opacity: 0.25 },
    ]) +
    radialGradient('lamp-light', 0.45, 0.4, 0.75, [
      { at: 0, color: '#fff5dc', opacity: 0.3 },
      { at: 1, color: '#2a1a0c', opacity: 0.25 },
    ]);
  let grain = '';
  for (let i = 0; i < 26; i++) {
    const y = 10 + i * 28 + ((i * 13) % 9);
    grain += `<path d="M0 ${y}Q240 ${y + ((i * 7) % 11) - 5} 480 ${y + 3}T960 ${y - 2}" stroke="#000" stroke-opacity="${i % 3 === 0 ? 0.09 : 0.05}" stroke-width="${i % 4 === 0 ? 3 : 1.5}" fill="none"/>`;
  }
  let items = '';
  table.items.forEach((item, i) => {
    const part = tableItem(item, i);
    defs += part.defs;
    items += part.svg;
  });
  const body =
    `<g transform="scale(${n(width / 960)} ${n(height / 720)})">` +
    '<rect width="960" height="720" fill="url(#table)"/>' +
    grain +
    items +
    '<rect width="960" height="720" fill="url(#lamp-light)"/></g>';
  return svgDocument(width, height, defs, body);
}
