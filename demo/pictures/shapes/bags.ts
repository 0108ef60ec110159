// Woven bags standing upright, seen from the front: a tote, a round shoulder bag, a beach bag, a crossbody bag,
// a shopper and a clutch, with leather or rope handles, a strap, a cotton lining or a button closure.

import type { BagHandles, ShapeSpec } from '../shape-spec';
import { ellipse, leatherHandle, ropeHandle, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';

const TAB = '#7a4a2a';

function tabs(xs: number[], y: number): string {
  return xs.map((x) => `<rect x="${n(x - 14)}" y="${n(y - 12)}" width="28" height="46" rx="4" fill="${TAB}"/>`).join('');
}

/** A pair of handles over a bag whose opening is `width` wide at y = top; the back one darker. */
function handles(kind: BagHandles, f: MaterialFills, x: number, top: number, rise: number): string {
  const arc = (k: number) => `M${n(-x * k)} ${n(top)}C${n(-x * k)} ${n(top - rise)} ${n(x * k)} ${n(top - rise)} ${n(x * k)} ${n(top)}`;
  if (kind === 'rope') return ropeHandle(arc(0.82), f, 15) + ropeHandle(arc(1), f, 16);
  return leatherHandle(arc(0.82), '#5c3620') + leatherHandle(arc(1));
}

/** A striped cotton lining showing above the rim. */
function lining(x0: number, x1: number, top: number): string {
  const d = `M${n(x0 + 10)} ${n(top)}Q${n((x0 + x1) / 2)} ${n(top - 40)} ${n(x1 - 10)} ${n(top)}Z`;
  return `<path d="${d}" fill="url(#stripes)" stroke="#cfc3ae" stroke-width="2"/><path d="${d}" fill="url(#shade-drop)"/>`;
}

function trapezoidBag(f: MaterialFills, top: number, topHalf: number, bottomHalf: number): { svg: string; band: string } {
  const body = `M${-topHalf} ${top}H${topHalf}L${bottomHalf + 26} -24Q${bottomHalf + 28} 0 ${bottomHalf + 4} 0H${-bottomHalf - 4}Q${-bottomHalf - 28} 0 ${-bottomHalf - 26} -24Z`;
  const band = `M${-topHalf} ${top}H${topHalf}L${topHalf + 3} ${top + 30}H${-topHalf - 3}Z`;
  return {
    svg: woven(body, f.weave, false),
    band: `<path d="${band}" fill="${f.rim}"/><path d="${band}" fill="#1e1206" opacity="0.15"/>`,
  };
}

export function bag(spec: Extract<ShapeSpec, { kind: 'bag' }>, f: MaterialFills): ShapeDrawing {
  switch (spec.form) {
    case 'round': {
      const r = 190;
      const cy = -r - 10;
      const disc = `M${-r} ${cy}A${r} ${r} 0 1 0 ${r} ${cy}A${r} ${r} 0 1 0 ${-r} ${cy}Z`;
      // A long shoulder strap rising from tabs at the top of the disc.
      const strap = leatherHandle(`M-120 -330C-170 -700 170 -700 120 -330`, '#5c3620', 14);
      return {
        svg:
          strap +
          `<path d="${disc}" fill="${f.rim}"/>` +
          ellipse(0, cy, r * 0.55, r * 0.55, `fill="none" stroke="${f.look.gap}" stroke-opacity="0.5" stroke-width="2"`) +
          ellipse(0, cy, r * 0.82, r * 0.82, `fill="none" stroke="${f.look.gap}" stroke-opacity="0.45" stroke-width="2"`) +
          `<path d="${disc}" fill="url(#shade-round)"/><path d="${disc}" fill="url(#shade-drop)"/>` +
          '<rect x="-132" y="-352" width="30" height="40" rx="4" fill="#7a4a2a" transform="rotate(-28 -117 -332)"/>' +
          '<rect x="102" y="-352" width="30" height="40" rx="4" fill="#7a4a2a" transform="rotate(28 117 -332)"/>' +
          ellipse(0, -2 * r - 4, 16, 10, 'fill="#c9a25a"'),
        width: 400,
        height: 620,
        placement: 'floor',
      };
    }
    case 'crossbody': {
      const w = 150;
      const top = -240;
      const body = `M${-w} ${top}H${w}V-20Q${w} 0 ${w - 20} 0H${-w + 20}Q${-w} 0 ${-w} -20Z`;
      const flap = `M${-w - 4} ${top - 4}H${w + 4}V${top + 90}Q0 ${top + 150} ${-w - 4} ${top + 90}Z`;
      const strap = `M${-w + 16} ${top + 8}C${-w - 10} ${top - 420} ${w + 10} ${top - 420} ${w - 16} ${top + 8}`;
      return {
        svg:
          leatherHandle(strap, '#5c3620', 10) +
          woven(body, f.weave, false) +
          woven(flap, f.rim, false) +
          ellipse(0, top + 112, 14, 14, 'fill="#c9a25a" stroke="#8a6a2a" stroke-width="3"') +
          `<rect x="${-w - 6}" y="${top - 4}" width="22" height="30" rx="3" fill="${TAB}"/><rect x="${w - 16}" y="${top - 4}" width="22" height="30" rx="3" fill="${TAB}"/>`,
        width: 2 * w + 30,
        height: -top + 320,
        placement: 'floor',
      };
    }
    case 'clutch': {
      const w = 230;
      const h = 220;
      const body = `M${-w} ${-h}H${w}V-18Q${w} 0 ${w - 18} 0H${-w + 18}Q${-w} 0 ${-w} -18Z`;
      const flap = `M${-w - 3} ${-h - 3}H${w + 3}L0 ${-h * 0.28}Z`;
      return {
        svg:
          woven(body, f.weave, false) +
          `<path d="${flap}" fill="${f.rim}"/><path d="${flap}" fill="url(#shade-drop)"/><path d="${flap}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="2"/>` +
          `<path d="M0 ${-h * 0.3}C-30 ${-h * 0.1} 30 ${-h * 0.1} 0 ${-h * 0.3}" stroke="#d9c7a4" stroke-width="6" fill="none"/>` +
          `<path d="M0 ${-h * 0.3}Q-26 ${-h * 0.16} 0 ${-h * 0.12}Q26 ${-h * 0.16} 0 ${-h * 0.3}" stroke="#d9c7a4" stroke-width="5" fill="none"/>` +
          ellipse(0, -h * 0.2, 24, 24, 'fill="url(#wood)" stroke="#4a2e18" stroke-width="3"') +
          ellipse(-6, -h * 0.2, 3, 3, 'fill="#3b2412"') +
          ellipse(6, -h * 0.2, 3, 3, 'fill="#3b2412"'),
        width: 2 * w + 10,
        height: h + 40,
        placement: 'floor',
      };
    }
    case 'beach': {
      const top = -290;
      const { svg, band } = trapezoidBag(f, top, 230, 200);
      return {
        svg: handles(spec.handles ?? 'rope', f, 120, top + 4, 210) + (spec.liner ? lining(-230, 230, top + 2) : '') + svg + band,
        width: 520,
        height: -top + 200,
        placement: 'floor',
      };
    }
    case 'shopper': {
      const top = -360;
      const { svg, band } = trapezoidBag(f, top, 160, 150);
      return {
        svg: handles(spec.handles ?? 'rope', f, 90, top + 6, 330) + svg + band,
        width: 400,
        height: -top + 260,
        placement: 'floor',
      };
    }
    case 'tote': {
      const top = -300;
      const { svg, band } = trapezoidBag(f, top, 170, 170);
      return {
        svg: handles(spec.handles ?? 'leather', f, 96, top + 4, 210) + svg + band + tabs([-96, 96], top),
        width: 400,
        height: -top + 160,
        placement: 'floor',
      };
    }
  }
}
