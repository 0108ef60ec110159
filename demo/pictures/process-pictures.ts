// The eleven production steps, from raw stems to a container leaving port, drawn on the 800 x 600 grid.

import { SCENE_SHAPES } from './scene-shapes';
import { materialFills } from './shape-parts';
import { bundle, carton, cloud, illustration, label, plank, product, sun } from './props';
import { MATERIAL_LOOKS } from './ranges';
import { n, softShadow } from './svg-kit';
import { weavePattern } from './weave-patterns';

interface Scene {
  tint: string;
  defs: string;
  body: string;
}

function rawMaterials(): Scene {
  let reeds = '';
  for (let i = 0; i < 34; i++) {
    const x = 120 + i * 17 + ((i * 7) % 5);
    const h = 150 + ((i * 37) % 60);
    reeds += `<path d="M${x} 400Q${x + 8} ${400 - h / 2} ${x + ((i % 3) - 1) * 14} ${400 - h}" stroke="${i % 2 ? '#7d9a55' : '#9bb36b'}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return {
    tint: '#d8e3c4',
    defs: '',
    body:
      sun(640, 120, 34) +
      cloud(200, 110, 1) +
      `<rect x="80" y="380" width="640" height="40" rx="20" fill="#9fc0c6" opacity="0.6"/>` +
      reeds +
      bundle(260, 520, 190, 'water-hyacinth', -10) +
      bundle(400, 530, 220, 'seagrass', 6) +
      bundle(540, 520, 180, 'rattan', 12),
  };
}

function processing(): Scene {
  const look = MATERIAL_LOOKS['water-hyacinth'];
  let strands = '';
  for (let i = 0; i < 22; i++) {
    const x = 170 + i * 21;
    const len = 170 + ((i * 29) % 50);
    const color = [look.dark, look.mid, look.light][i % 3];
    strands += `<path d="M${x} 196Q${x + 6} ${196 + len / 2} ${x - 4} ${196 + len}" stroke="${color}" stroke-width="8" stroke-linecap="round" fill="none"/>`;
  }
  return {
    tint: '#f0dcc0',
    defs: '',
    body:
      sun(660, 110, 30) +
      '<rect x="140" y="190" width="14" height="330" fill="#8a5e38"/><rect x="646" y="190" width="14" height="330" fill="#8a5e38"/>' +
      '<rect x="130" y="184" width="540" height="14" rx="7" fill="#c9a45c"/>' +
      strands +
      softShadow(400, 520, 250, 14, 'soft-shadow') +
      '<path d="M250 470H550L530 530H270Z" fill="#7d5a3a"/><ellipse cx="400" cy="470" rx="150" ry="22" fill="#5f4129"/>' +
      '<ellipse cx="400" cy="470" rx="136" ry="16" fill="#9fc0c6"/>',
  };
}

function shaping(): Scene {
  const stakes = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<line x1="400" y1="470" x2="${n(400 + Math.cos(a) * 210)}" y2="${n(470 + Math.sin(a) * 62)}" stroke="#c98d47" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  return {
    tint: '#ead7bd',
    defs:
      weavePattern('base', MATERIAL_LOOKS.rattan, {}) +
      '<linearGradient id="mould" x1="0" x2="1"><stop offset="0" stop-color="#7a5232"/><stop offset="0.4" stop-color="#b48556"/><stop offset="1" stop-color="#6d4529"/></linearGradient>',
    body:
      softShadow(400, 480, 260, 30, 'soft-shadow') +
      stakes +
      '<ellipse cx="400" cy="470" rx="110" ry="34" fill="url(#base)"/>' +
      '<path d="M318 448L340 190H460L482 448Z" fill="url(#mould)"/>' +
      '<ellipse cx="400" cy="190" rx="60" ry="16" fill="#c49a6a"/>' +
      '<path d="M330 330H470M326 390H474M336 260H464" stroke="#5a3a22" stroke-width="2" opacity="0.4"/>' +
      '<path d="M560 520L640 440M600 520L660 470" stroke="#8a8a8a" stroke-width="6" stroke-linecap="round"/>' +
      '<rect x="528" y="506" width="90" height="20" rx="8" fill="#3e3e3e" transform="rotate(-40 573 516)"/>',
  };
}

function weaving(): Scene {
  const { defs, fills } = materialFills('wv', MATERIAL_LOOKS.seagrass);
  const stakes = Array.from({ length: 11 }, (_, i) => {
    const x = 260 + i * 28;
    return `<path d="M${x} 330Q${x - 4} 250 ${x + ((i % 3) - 1) * 10} 170" stroke="#c5b98a" stroke-width="6" stroke-linecap="round" fill="none"/>`;
  }).join('');
  return {
    tint: '#e3e6cf',
    defs,
    body:
      softShadow(400, 520, 200, 22, 'soft-shadow') +
      stakes +
      `<path d="M246 330C232 420 270 510 400 516C530 510 568 420 554 330Z" fill="${fills.weave}"/>` +
      '<path d="M246 330C232 420 270 510 400 516C530 510 568 420 554 330Z" fill="url(#shade-round)"/>' +
      `<ellipse cx="400" cy="330" rx="154" ry="26" fill="none" stroke="${fills.rim}" stroke-width="14"/>` +
      `<path d="M554 330C600 300 640 330 620 380C600 430 660 450 690 420" stroke="${fills.look.mid}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      bundle(150, 520, 150, 'seagrass', 8),
  };
}

function cleaning(): Scene {
  const p = product(SCENE_SHAPES.bellyBasket, 'rattan', 360, 500, 0.8);
  let drops = '';
  for (const [x, y] of [
    [540, 240],
    [570, 290],
    [520, 300],
    [600, 230],
    [560, 340],
  ] as const) {
    drops += `<path d="M${x} ${y - 16}Q${x + 11} ${y} ${x} ${y + 6}Q${x - 11} ${y} ${x} ${y - 16}Z" fill="#8cc0d6"/>`;
  }
  return {
    tint: '#d6e6ea',
    defs: p.defs,
    body:
      p.svg +
      drops +
      '<g transform="rotate(-30 610 330)"><rect x="560" y="300" width="120" height="44" rx="12" fill="#8a5e38"/>' +
      Array.from(
        { length: 10 },
        (_, i) => `<line x1="${568 + i * 11}" y1="344" x2="${568 + i * 11}" y2="372" stroke="#d8c49a" stroke-width="5"/>`,
      ).join('') +
      '</g>' +
      '<path d="M120 440H240L228 520H132Z" fill="#5f8fa3"/><ellipse cx="180" cy="440" rx="60" ry="12" fill="#9fc9d8"/>',
  };
}

function gluing(): Scene {
  const p = product(SCENE_SHAPES.marketBasket, 'kaisa-grass', 360, 510, 0.82);
  const clip = (x: number, y: number) =>
    `<rect x="${x - 10}" y="${y - 24}" width="20" height="36" rx="4" fill="#d35f3a"/><rect x="${x - 4}" y="${y - 32}" width="8" height="12" fill="#8a8a8a"/>`;
  return {
    tint: '#f1dcc8',
    defs: p.defs,
    body:
      p.svg +
      clip(250, 308) +
      clip(320, 326) +
      clip(400, 330) +
      clip(470, 318) +
      '<g transform="rotate(28 630 300)"><rect x="600" y="250" width="62" height="130" rx="16" fill="#f2efe6" stroke="#c4bba8" stroke-width="3"/>' +
      '<path d="M616 250L631 200L646 250Z" fill="#e0a93b"/><rect x="608" y="290" width="46" height="50" rx="6" fill="#e0a93b"/></g>' +
      '<path d="M560 250Q540 270 520 268" stroke="#f1e6c8" stroke-width="6" stroke-linecap="round" fill="none"/>',
  };
}

function drying(): Scene {
  const a = product(SCENE_SHAPES.marketBasket, 'seagrass', 230, 420, 0.42, 'a');
  const b = product(SCENE_SHAPES.openBox, 'water-hyacinth', 400, 420, 0.4, 'b');
  const c = product(SCENE_SHAPES.bellyBasket, 'cattail', 580, 420, 0.44, 'c');
  let slats = '';
  for (let i = 0; i < 3; i++) slats += plank(110, 420 + i * 6, 580, 6, i % 2 ? '#a0784c' : '#8a5e38');
  return {
    tint: '#f6e2b4',
    defs: a.defs + b.defs + c.defs,
    body:
      sun(400, 110, 46) +
      cloud(170, 120, 0.9) +
      cloud(650, 160, 0.7) +
      '<rect x="130" y="430" width="16" height="100" fill="#6e4526"/><rect x="654" y="430" width="16" height="100" fill="#6e4526"/>' +
      a.svg +
      b.svg +
      c.svg +
      slats,
  };
}

function finishing(): Scene {
  const t = product(SCENE_SHAPES.roundTray, 'rattan', 380, 490, 0.9);
  let sparkles = '';
  for (const [x, y, s] of [
    [230, 230, 1],
    [560, 250, 0.8],
    [480, 180, 0.6],
    [260, 330, 0.5],
  ] as const) {
    sparkles += `<path d="M${x} ${y - 22 * s}L${x + 6 * s} ${y - 6 * s}L${x + 22 * s} ${y}L${x + 6 * s} ${y + 6 * s}L${x} ${y + 22 * s}L${x - 6 * s} ${y + 6 * s}L${x - 22 * s} ${y}L${x - 6 * s} ${y - 6 * s}Z" fill="#fff4cf"/>`;
  }
  return {
    tint: '#efdcc2',
    defs: t.defs,
    body:
      t.svg +
      sparkles +
      '<g transform="rotate(-20 640 300)"><circle cx="600" cy="360" r="20" fill="none" stroke="#3e3e3e" stroke-width="8"/><circle cx="640" cy="370" r="20" fill="none" stroke="#3e3e3e" stroke-width="8"/>' +
      '<path d="M612 345L690 250M628 350L680 245" stroke="#9c9c9c" stroke-width="8" stroke-linecap="round"/></g>',
  };
}

function packing(): Scene {
  const p = product(SCENE_SHAPES.bellyBasket, 'water-hyacinth', 330, 440, 0.5);
  return {
    tint: '#ecd9bd',
    defs: p.defs,
    body:
      carton(200, 520, 280, 190, 150, { open: true }) +
      p.svg +
      '<path d="M200 520H480V356H200Z" fill="#c99a64"/><path d="M200 520H480V356H200Z" fill="none" stroke="#7a5530" stroke-opacity="0.45"/>' +
      label(240, 420, 150, 64) +
      '<g transform="rotate(-15 620 420)"><circle cx="620" cy="440" r="54" fill="#c9b08a"/><circle cx="620" cy="440" r="22" fill="#efe6d2"/><path d="M660 470L720 500" stroke="#c9b08a" stroke-width="26"/></g>',
  };
}

function warehouse(): Scene {
  let stock = '';
  for (const y of [250, 380, 510]) {
    stock += plank(120, y, 560, 14, '#6e7b86');
    for (let i = 0; i < 4; i++) stock += carton(140 + i * 132, y, 96, 86, 40);
  }
  return {
    tint: '#dfe2e2',
    defs: '',
    body:
      '<rect x="116" y="120" width="14" height="420" fill="#56636e"/><rect x="670" y="120" width="14" height="420" fill="#56636e"/>' +
      stock,
  };
}

function exporting(): Scene {
  const colors = ['#b5452b', '#2d5566', '#c98d47', '#5f8a4a', '#7a4a22', '#3b6e8f'];
  let containers = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 6 - row; i++) {
      const x = 220 + i * 62 + row * 14;
      const y = 330 - row * 34;
      containers += `<rect x="${x}" y="${y}" width="58" height="32" fill="${colors[(i + row * 2) % colors.length]}"/>`;
      containers += `<path d="M${x + 10} ${y + 4}V${y + 28}M${x + 24} ${y + 4}V${y + 28}M${x + 38} ${y + 4}V${y + 28}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`;
    }
  }
  let waves = '';
  for (let i = 0; i < 4; i++) {
    waves += `<path d="M60 ${440 + i * 34}Q110 ${426 + i * 34} 160 ${440 + i * 34}T260 ${440 + i * 34}T360 ${440 + i * 34}T460 ${440 + i * 34}T560 ${440 + i * 34}T660 ${440 + i * 34}T760 ${440 + i * 34}" stroke="#fff" stroke-opacity="0.5" stroke-width="4" fill="none"/>`;
  }
  return {
    tint: '#cfe0e6',
    defs: '',
    body:
      '<rect y="400" width="800" height="200" fill="#7fa9b8"/>' +
      sun(660, 110, 30) +
      cloud(180, 140, 1) +
      containers +
      '<path d="M150 362H650L610 430H200Z" fill="#2e3f4c"/><path d="M150 362H650L646 372H154Z" fill="#b5452b"/>' +
      '<rect x="560" y="268" width="64" height="94" fill="#eef0ee"/><rect x="570" y="280" width="44" height="14" fill="#7fa9b8"/>' +
      '<rect x="582" y="240" width="20" height="28" fill="#2e3f4c"/>' +
      waves,
  };
}

const STEPS = [rawMaterials, processing, shaping, weaving, cleaning, gluing, drying, finishing, packing, warehouse, exporting];

export const PROCESS_STEP_COUNT = STEPS.length;

export function processPicture(index: number, width: number, height: number): string {
  const scene = STEPS[index]!();
  return illustration(width, height, scene.tint, scene.defs, scene.body);
}
