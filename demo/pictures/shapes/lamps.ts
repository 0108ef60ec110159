// Lamp shades, lit: pendants hang from a cord with a cone of light below; a drum shade sits on a table-lamp base.
// y = 0 is the shade's lower rim for a pendant, the floor for a table lamp.

import type { ShapeSpec } from '../shape-spec';
import { ellipse, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';

const CORD = '<path d="M0 -1600V-200" stroke="#2b2119" stroke-width="3"/>';

function litRim(f: MaterialFills, rx: number, ry: number, cy = 0): string {
  return ellipse(0, cy, rx, ry, 'fill="url(#glow-in)"') + ellipse(0, cy, rx, ry, `fill="none" stroke="${f.rim}" stroke-width="12"`);
}

function pendant(svg: string, rx: number, height: number): ShapeDrawing {
  const cone = `<path d="M${n(-rx * 0.93)} 4L${n(-rx * 1.95)} 620H${n(rx * 1.95)}L${n(rx * 0.93)} 4Z" fill="url(#light-cone)"/>`;
  const glow = ellipse(0, -60, rx * 1.55, 260, 'fill="url(#wall-glow)"');
  return { svg: glow + cone + svg, width: 2 * rx + 10, height, placement: 'hanging' };
}

/** Points around an ellipse whose radius ripples, for the relaxed outline of a disc shade. */
function wavyEllipse(rx: number, ry: number, cy: number, waves: number, depth: number): string {
  let d = '';
  const steps = 96;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const k = 1 + depth * Math.sin(a * waves);
    d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * rx * k)} ${n(cy + Math.sin(a) * ry * k)}`;
  }
  return `${d}Z`;
}

export function lampShade(spec: Extract<ShapeSpec, { kind: 'lamp-shade' }>, f: MaterialFills): ShapeDrawing {
  switch (spec.profile) {
    case 'dome': {
      const dome = 'M-215 0C-210 -112 -124 -204 0 -208C124 -204 210 -112 215 0Z';
      return pendant(
        CORD + '<rect x="-24" y="-224" width="48" height="20" rx="5" fill="#3b2d20"/>' + woven(dome, f.lit) + litRim(f, 215, 30),
        215,
        240,
      );
    }
    case 'bell': {
      const bell = 'M-84 -250C-92 -160 -150 -56 -215 0L215 0C150 -56 92 -160 84 -250Z';
      return pendant(
        CORD + woven(bell, f.lit) + ellipse(0, -250, 84, 14, `fill="${f.weave}" stroke="${f.rim}" stroke-width="8"`) + litRim(f, 215, 32),
        215,
        270,
      );
    }
    case 'cone': {
      // A wide, shallow statement shade: a flared cone with a small crown.
      const cone = 'M-70 -190L-310 -6Q0 30 310 -6L70 -190Z';
      return pendant(
        CORD +
          '<rect x="-30" y="-214" width="60" height="24" rx="6" fill="#3b2d20"/>' +
          woven(cone, f.lit) +
          ellipse(0, -190, 70, 12, `fill="${f.weave}" stroke="${f.rim}" stroke-width="8"`) +
          litRim(f, 310, 40, -6),
        310,
        230,
      );
    }
    case 'disc': {
      const top = 'M-280 -10C-250 -60 -130 -84 0 -86C130 -84 250 -60 280 -10Z';
      return pendant(
        CORD +
          '<rect x="-22" y="-104" width="44" height="20" rx="5" fill="#3b2d20"/>' +
          woven(top, f.lit) +
          `<path d="${wavyEllipse(280, 46, -8, 9, 0.03)}" fill="url(#glow-in)"/>` +
          `<path d="${wavyEllipse(280, 46, -8, 9, 0.03)}" fill="none" stroke="${f.rim}" stroke-width="12"/>` +
          ellipse(0, -8, 70, 14, 'fill="#fffbe8" opacity="0.7"'),
        280,
        110,
      );
    }
    case 'drum':
      return tableLamp(f);
  }
}

/** A drum shade on a ceramic gourd base, lit. */
function tableLamp(f: MaterialFills): ShapeDrawing {
  const baseTop = -250;
  const shadeBottom = baseTop - 40;
  const h = 230;
  const r = 175;
  const ry = 22;
  const base =
    `<path d="M-40 ${baseTop}C-40 -210 -120 -190 -118 -110C-116 -40 -80 -4 0 -4C80 -4 116 -40 118 -110C120 -190 40 -210 40 ${baseTop}Z" fill="url(#ceramic)" stroke="#9b9285" stroke-opacity="0.5"/>` +
    `<rect x="-60" y="-14" width="120" height="14" rx="4" fill="#8a6a4a"/>` +
    `<path d="M-6 ${baseTop}V${shadeBottom - 40}M6 ${baseTop}V${shadeBottom - 40}" stroke="#a08a62" stroke-width="4"/>`;
  const drum = `M${-r} ${shadeBottom - h}L${-r} ${shadeBottom}A${r} ${ry} 0 0 0 ${r} ${shadeBottom}L${r} ${shadeBottom - h}A${r} ${ry} 0 0 1 ${-r} ${shadeBottom - h}Z`;
  const svg =
    ellipse(0, shadeBottom - h / 2, r * 1.7, h * 1.3, 'fill="url(#wall-glow)"') +
    base +
    ellipse(0, shadeBottom + 14, r * 0.8, 30, 'fill="#ffe4a3" opacity="0.35"') +
    woven(drum, f.lit) +
    ellipse(0, shadeBottom - h, r, ry, `fill="#ffe9b0" opacity="0.8"`) +
    ellipse(0, shadeBottom - h, r, ry, `fill="none" stroke="${f.rim}" stroke-width="10"`) +
    `<path d="M${-r} ${shadeBottom}A${r} ${ry} 0 0 0 ${r} ${shadeBottom}" fill="none" stroke="${f.rim}" stroke-width="10"/>`;
  return { svg, width: 2 * r + 20, height: -(shadeBottom - h - ry) + 4, placement: 'floor' };
}
