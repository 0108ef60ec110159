// Woven Christmas decorations: cone trees in graded heights, a hanging star, a reindeer, baubles, a wreath with a
// bow and an angel tree topper.

import type { ShapeSpec } from '../shape-spec';
import { ellipse, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';

function starPath(cx: number, cy: number, r: number, inner = 0.45): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * inner;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}

export function trees(spec: Extract<ShapeSpec, { kind: 'tree' }>, f: MaterialFills): ShapeDrawing {
  const cone = (x: number, h: number) => {
    const w = h * 0.5;
    return (
      woven(`M${n(x)} ${n(-h)}L${n(x + w / 2)} -4Q${n(x)} ${n(h * 0.05)} ${n(x - w / 2)} -4Z`, f.weave) +
      `<path d="M${n(x - w / 2)} -4Q${n(x)} ${n(h * 0.05)} ${n(x + w / 2)} -4" stroke="${f.rim}" stroke-width="10" fill="none"/>`
    );
  };
  // Tallest in the middle, then alternating sides; behind ones first.
  const heights = [420, 310, 250, 200, 170].slice(0, spec.count);
  const xs = [0, 150, -140, 260, -240];
  const order = heights.map((h, i) => ({ h, x: xs[i]! })).reverse();
  let svg = '';
  for (const { h, x } of order.sort((a, b) => b.h - a.h)) svg += cone(x, h);
  svg += woven(starPath(0, -440, 42), f.rim, false);
  return { svg, width: 600, height: 490, placement: 'floor' };
}

/** A five-pointed star hanging from a jute loop. */
export function star(f: MaterialFills): ShapeDrawing {
  const d = starPath(0, -230, 230, 0.46);
  return {
    svg:
      '<path d="M0 -1600V-470" stroke="#c2a878" stroke-width="5"/>' +
      '<path d="M-16 -462C-20 -500 20 -500 16 -462" stroke="#c2a878" stroke-width="6" fill="none"/>' +
      woven(d, f.weave, false) +
      `<path d="${d}" fill="none" stroke="${f.rim}" stroke-width="16" stroke-linejoin="round"/>` +
      `<path d="${starPath(0, -230, 120, 0.46)}" fill="none" stroke="${f.rim}" stroke-width="6" stroke-linejoin="round" opacity="0.8"/>`,
    width: 460,
    height: 470,
    placement: 'hanging',
  };
}

/** A standing reindeer in profile, facing left, with cane antlers. */
export function reindeer(f: MaterialFills): ShapeDrawing {
  const body =
    'M-150 -300C-180 -300 -200 -250 -180 -215C-150 -170 120 -160 170 -210C200 -240 190 -300 150 -310C60 -330 -60 -320 -150 -300Z';
  const neck = 'M-170 -290C-200 -360 -210 -420 -200 -470L-140 -470C-140 -420 -120 -350 -100 -300Z';
  const head =
    'M-220 -470C-270 -470 -300 -440 -300 -420C-300 -405 -280 -400 -250 -405C-220 -410 -160 -430 -140 -460C-150 -480 -190 -482 -220 -470Z';
  const legPath = (x: number, lean: number) => `M${x - 14} -200L${x - 14 + lean} 0H${x + 10 + lean}L${x + 14} -200Z`;
  const antler = (x: number, s: number, color: string) =>
    `<path d="M${x} -478C${x + s * 10} -530 ${x + s * 40} -560 ${x + s * 70} -600M${x + s * 18} -530L${x + s * 52} -532M${x + s * 40} -566L${x + s * 30} -610M${x + s * 52} -580L${x + s * 92} -590" stroke="${color}" stroke-width="12" stroke-linecap="round" fill="none"/>`;
  return {
    svg:
      // The far antler first, darker and leaning back; the near one in front of it.
      antler(-166, 0.8, f.look.gap) +
      antler(-196, 1, f.look.dark) +
      woven(legPath(-130, -10), f.weave, false) +
      woven(legPath(120, 10), f.weave, false) +
      woven(body, f.weave) +
      woven(legPath(-90, -4), f.weave, false) +
      woven(legPath(150, 4), f.weave, false) +
      woven(neck, f.weave) +
      woven(head, f.weave) +
      ellipse(-296, -424, 10, 9, 'fill="#3b2412"') +
      `<path d="M-170 -470l22 -24l8 22Z" fill="${f.look.mid}"/>` +
      ellipse(-232, -448, 6, 6, 'fill="#2a1a0c"') +
      `<path d="M165 -292q40 -20 46 -50" stroke="${f.look.mid}" stroke-width="14" stroke-linecap="round" fill="none"/>`,
    width: 560,
    height: 620,
    placement: 'floor',
  };
}

/** Woven baubles with jute loops, in two rows. */
export function baubles(spec: Extract<ShapeSpec, { kind: 'baubles' }>, f: MaterialFills): ShapeDrawing {
  const r = 78;
  const back = Math.floor(spec.count / 2);
  const front = spec.count - back;
  const bauble = (x: number, y: number) =>
    `<path d="M${n(x - 12)} ${n(y - r - 4)}C${n(x - 16)} ${n(y - r - 46)} ${n(x + 16)} ${n(y - r - 46)} ${n(x + 12)} ${n(y - r - 4)}" stroke="#c2a878" stroke-width="6" fill="none"/>` +
    `<rect x="${n(x - 14)}" y="${n(y - r - 10)}" width="28" height="16" rx="4" fill="#b8862f"/>` +
    ellipse(x, y, r, r, `fill="${f.weave}"`) +
    ellipse(x, y, r, r, `fill="none" stroke="${f.rim}" stroke-width="10"`) +
    `<path d="M${n(x - r)} ${n(y)}A${r} ${n(r * 0.3)} 0 0 0 ${n(x + r)} ${n(y)}" fill="none" stroke="${f.rim}" stroke-width="8"/>` +
    ellipse(x, y, r, r, 'fill="url(#shade-round)"') +
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.28, r * 0.18, 'fill="#fff" opacity="0.25"');
  // The back row sits between the front row's baubles and a little higher, as if further away.
  const gap = 2 * r + 14;
  let svg = '';
  for (let i = 0; i < back; i++) svg += bauble((i - (back - 1) / 2) * gap, -r - 70);
  for (let i = 0; i < front; i++) svg += bauble((i - (front - 1) / 2) * gap + gap / 2, -r - 4);
  return { svg, width: (Math.max(back, front) + 0.5) * gap + 20, height: 2 * r + 130, placement: 'floor' };
}

/** A woven ring hung on the wall by a ribbon, a jute bow at its foot. */
export function wreath(f: MaterialFills): ShapeDrawing {
  const cy = -260;
  const [outer, inner] = [230, 120];
  const ring = `M${-outer} ${cy}A${outer} ${outer} 0 1 0 ${outer} ${cy}A${outer} ${outer} 0 1 0 ${-outer} ${cy}ZM${-inner} ${cy}A${inner} ${inner} 0 1 1 ${inner} ${cy}A${inner} ${inner} 0 1 1 ${-inner} ${cy}Z`;
  let twists = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const x1 = Math.cos(a) * (inner + 6);
    const y1 = cy + Math.sin(a) * (inner + 6);
    const x2 = Math.cos(a + 0.22) * (outer - 6);
    const y2 = cy + Math.sin(a + 0.22) * (outer - 6);
    twists += `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${f.look.dark}" stroke-opacity="0.55" stroke-width="5"/>`;
  }
  const bow =
    `<path d="M0 ${cy + outer - 20}C-40 ${cy + outer - 80} -120 ${cy + outer - 70} -110 ${cy + outer - 10}C-100 ${cy + outer + 30} -40 ${cy + outer + 10} 0 ${cy + outer - 20}Z" fill="#c8a46c"/>` +
    `<path d="M0 ${cy + outer - 20}C40 ${cy + outer - 80} 120 ${cy + outer - 70} 110 ${cy + outer - 10}C100 ${cy + outer + 30} 40 ${cy + outer + 10} 0 ${cy + outer - 20}Z" fill="#b8935a"/>` +
    `<path d="M-10 ${cy + outer - 14}L-50 ${cy + outer + 90}M10 ${cy + outer - 14}L56 ${cy + outer + 84}" stroke="#b8935a" stroke-width="18" stroke-linecap="round"/>` +
    ellipse(0, cy + outer - 20, 20, 18, 'fill="#a8834a"');
  return {
    svg:
      `<path d="M0 ${cy - outer - 80}V${cy - outer + 20}" stroke="#b8935a" stroke-width="14"/>` +
      `<path d="${ring}" fill="#3b2a18" fill-rule="evenodd" opacity="0.25" transform="translate(14 18)"/>` +
      `<path d="${ring}" fill="${f.rim}" fill-rule="evenodd"/>` +
      twists +
      `<path d="${ring}" fill="url(#shade-drop)" fill-rule="evenodd"/>` +
      bow,
    width: 2 * outer + 40,
    height: 2 * outer + 140,
    placement: 'wall',
  };
}

/** An angel: a woven cone skirt that slips over the tree's tip, wings, a round head and a halo. */
export function angel(f: MaterialFills): ShapeDrawing {
  const skirt = 'M-40 -300L-150 -22Q0 10 150 -22L40 -300Z';
  const wing = (s: number) =>
    `M${s * 20} -290C${s * 120} -400 ${s * 220} -380 ${s * 230} -300C${s * 200} -260 ${s * 150} -230 ${s * 30} -240Z`;
  return {
    svg:
      woven(wing(-1), f.rim, false) +
      woven(wing(1), f.rim, false) +
      woven(skirt, f.weave) +
      `<path d="M-150 -22Q0 10 150 -22" stroke="${f.rim}" stroke-width="12" fill="none"/>` +
      `<path d="M-40 -300Q0 -290 40 -300L46 -270Q0 -258 -46 -270Z" fill="${f.rim}"/>` +
      ellipse(0, -350, 56, 56, `fill="${f.weave}"`) +
      ellipse(0, -350, 56, 56, 'fill="url(#shade-round)"') +
      ellipse(0, -428, 52, 14, 'fill="none" stroke="#c9a25a" stroke-width="9"'),
    width: 500,
    height: 460,
    placement: 'floor',
  };
}
