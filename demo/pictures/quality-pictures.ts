// The eight quality checks made before goods are packed and shipped, drawn on the 800 x 600 grid.

import { SCENE_SHAPES } from './scene-shapes';
import { arrow, carton, checkBadge, illustration, label, magnifier, product } from './props';
import { MATERIAL_LOOKS, type MaterialKey } from './ranges';
import { n, softShadow } from './svg-kit';
import { weavePattern } from './weave-patterns';

interface Scene {
  tint: string;
  defs: string;
  body: string;
}

/** A flat woven sample panel, as cut for testing. */
function panel(
  id: string,
  material: MaterialKey,
  x: number,
  y: number,
  w: number,
  h: number,
  tone?: string,
): { defs: string; svg: string } {
  const look = tone ? { ...MATERIAL_LOOKS[material], mid: tone, light: tone, dark: tone } : MATERIAL_LOOKS[material];
  return {
    defs: weavePattern(id, look, { scale: 1.3 }),
    svg:
      softShadow(x + w / 2, y + h + 4, w * 0.56, 12, 'soft-shadow') +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#${id})"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#shade-drop)"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="2"/>`,
  };
}

function generalCheck(): Scene {
  const p = product(SCENE_SHAPES.bellyBasket, 'seagrass', 360, 500, 0.85);
  return { tint: '#e3e6cf', defs: p.defs, body: p.svg + magnifier(520, 300, 78) + checkBadge(620, 160, 42) };
}

function functionCheck(): Scene {
  const p = product(SCENE_SHAPES.marketBasket, 'rattan', 380, 520, 0.8);
  return {
    tint: '#efdcc2',
    defs: p.defs,
    body: p.svg + arrow(380, 176, 380, 70, '#5f8a4a', 10) + checkBadge(600, 170, 42),
  };
}

function dimensionCheck(): Scene {
  const p = product(SCENE_SHAPES.openBox, 'banana-bark', 370, 480, 0.8);
  const tick = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#b5452b" stroke-width="4"/>`;
  return {
    tint: '#f1dcc8',
    defs: p.defs,
    body:
      p.svg +
      arrow(250, 540, 160, 540, '#b5452b', 4) +
      arrow(250, 540, 462, 540, '#b5452b', 4) +
      tick(160, 526, 160, 554) +
      tick(462, 526, 462, 554) +
      arrow(120, 380, 120, 300, '#b5452b', 4) +
      arrow(120, 380, 120, 480, '#b5452b', 4) +
      tick(106, 300, 134, 300) +
      tick(106, 480, 134, 480) +
      '<circle cx="640" cy="470" r="56" fill="#e0a93b"/><circle cx="640" cy="470" r="20" fill="#3e3e3e"/>' +
      '<path d="M640 526H760V546H640Z" fill="#f3d37a"/>' +
      Array.from(
        { length: 11 },
        (_, i) =>
          `<line x1="${648 + i * 10}" y1="526" x2="${648 + i * 10}" y2="${i % 5 === 0 ? 540 : 534}" stroke="#3e3e3e" stroke-width="2"/>`,
      ).join(''),
  };
}

function moistureCheck(): Scene {
  const sample = panel('mc', 'water-hyacinth', 140, 250, 300, 240);
  let gauge = '';
  const arc = (from: number, to: number, color: string) => {
    const r = 62;
    const a0 = Math.PI * (1 + from);
    const a1 = Math.PI * (1 + to);
    return `<path d="M${n(590 + Math.cos(a0) * r)} ${n(300 + Math.sin(a0) * r)}A${r} ${r} 0 0 1 ${n(590 + Math.cos(a1) * r)} ${n(300 + Math.sin(a1) * r)}" stroke="${color}" stroke-width="16" fill="none"/>`;
  };
  gauge += arc(0, 0.3, '#d9a03b') + arc(0.3, 0.62, '#5f8a4a') + arc(0.62, 1, '#b5452b');
  const needle = Math.PI * (1 + 0.46);
  return {
    tint: '#d6e6ea',
    defs: sample.defs,
    body:
      sample.svg +
      softShadow(590, 520, 110, 14, 'soft-shadow') +
      '<path d="M470 420L430 400M470 440L430 430" stroke="#9c9c9c" stroke-width="6" stroke-linecap="round"/>' +
      '<rect x="480" y="200" width="220" height="320" rx="28" fill="#37454f"/><rect x="500" y="220" width="180" height="130" rx="12" fill="#eef3ef"/>' +
      gauge +
      `<line x1="590" y1="300" x2="${n(590 + Math.cos(needle) * 54)}" y2="${n(300 + Math.sin(needle) * 54)}" stroke="#2a2a2a" stroke-width="5" stroke-linecap="round"/>` +
      '<circle cx="590" cy="300" r="8" fill="#2a2a2a"/>' +
      '<path d="M590 372Q612 400 590 416Q568 400 590 372Z" fill="#8cc0d6"/>' +
      '<circle cx="540" cy="470" r="18" fill="#5f8a4a"/><circle cx="640" cy="470" r="18" fill="#b5452b"/>',
  };
}

function barcodeCheck(): Scene {
  return {
    tint: '#e6e0d6',
    defs: '',
    body:
      carton(160, 500, 300, 230, 140) +
      label(190, 340, 230, 110) +
      '<path d="M560 220L420 390L440 410Z" fill="#e04a3a" opacity="0.35"/>' +
      '<line x1="190" y1="395" x2="420" y2="395" stroke="#e04a3a" stroke-width="3"/>' +
      '<g transform="rotate(-35 610 230)"><rect x="560" y="190" width="120" height="64" rx="14" fill="#3e4a54"/><rect x="640" y="240" width="34" height="110" rx="12" fill="#3e4a54"/><rect x="556" y="206" width="10" height="32" fill="#e04a3a"/></g>' +
      checkBadge(650, 440, 40),
  };
}

function dropTest(): Scene {
  const motion = [0, 1, 2]
    .map(
      (i) =>
        `<line x1="${330 + i * 40}" y1="${120 - i * 8}" x2="${330 + i * 40}" y2="${60 - i * 8}" stroke="#8a7a66" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`,
    )
    .join('');
  return {
    tint: '#ecd9bd',
    defs: '',
    body:
      `<g transform="rotate(-14 420 240)">${carton(300, 300, 220, 150, 110, { shadow: false })}</g>` +
      motion +
      softShadow(420, 530, 200, 18, 'soft-shadow') +
      '<line x1="420" y1="350" x2="420" y2="500" stroke="#8a7a66" stroke-width="5" stroke-dasharray="12 12"/>' +
      arrow(420, 460, 420, 520, '#8a7a66', 5) +
      '<path d="M330 540L300 520M510 540L540 520M420 548V570" stroke="#b5452b" stroke-width="5" stroke-linecap="round"/>' +
      '<rect x="110" y="150" width="26" height="380" fill="#e0a93b"/>' +
      Array.from(
        { length: 20 },
        (_, i) =>
          `<line x1="110" y1="${160 + i * 19}" x2="${i % 5 === 0 ? 130 : 122}" y2="${160 + i * 19}" stroke="#3e3e3e" stroke-width="2"/>`,
      ).join(''),
  };
}

function tapeTest(): Scene {
  const sample = panel('tt', 'seagrass', 120, 230, 420, 260);
  return {
    tint: '#f1dcc8',
    defs: sample.defs,
    body:
      sample.svg +
      '<rect x="170" y="330" width="280" height="56" fill="#f3ecd4" opacity="0.72"/>' +
      '<path d="M450 330Q520 300 540 250L590 270Q560 340 450 386Z" fill="#f3ecd4" opacity="0.8"/>' +
      '<circle cx="640" cy="430" r="70" fill="#f3ecd4" stroke="#d8cdb0" stroke-width="4"/><circle cx="640" cy="430" r="34" fill="#b98a4e"/><circle cx="640" cy="430" r="26" fill="#f7f1e7"/>' +
      arrow(560, 210, 620, 150, '#5f8a4a', 7) +
      checkBadge(680, 180, 36),
  };
}

function colourFastness(): Scene {
  const a = panel('cf1', 'rattan', 130, 300, 150, 150, '#7a4a22');
  const b = panel('cf2', 'seagrass', 300, 300, 150, 150, '#4f6a5a');
  const c = panel('cf3', 'jute', 470, 300, 150, 150, '#2f2a26');
  return {
    tint: '#e3e6cf',
    defs: a.defs + b.defs + c.defs,
    body:
      a.svg +
      b.svg +
      c.svg +
      '<path d="M300 210Q380 180 470 214L480 268Q390 248 300 262Z" fill="#fbfaf6" stroke="#d8d0c0" stroke-width="3"/>' +
      '<path d="M330 236Q380 222 440 238" stroke="#e6dfcf" stroke-width="4" fill="none"/>' +
      arrow(380, 150, 250, 150, '#8a7a66', 5) +
      arrow(400, 150, 530, 150, '#8a7a66', 5) +
      '<rect x="610" y="150" width="110" height="80" rx="6" fill="#fbfaf6" stroke="#d8d0c0" stroke-width="3"/>' +
      checkBadge(700, 150, 30),
  };
}

const CHECKS = [generalCheck, functionCheck, dimensionCheck, moistureCheck, barcodeCheck, dropTest, tapeTest, colourFastness];

export const QUALITY_CHECK_COUNT = CHECKS.length;

export function qualityPicture(index: number, width: number, height: number): string {
  const scene = CHECKS[index]!();
  return illustration(width, height, scene.tint, scene.defs, scene.body);
}
