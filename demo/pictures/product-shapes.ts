// Product silhouettes filled with a woven texture and shaded for volume. Each drawing uses local coordinates:
// x is centred on 0 and the product stands on y = 0 (negative y goes up), about 300 to 450 units tall.

import type { ShapeKind } from './ranges';
import { ellipse, leatherHandle, opening, rim, ropeHandle, woven, type MaterialFills, type ShapeDrawing } from './shape-parts';
import { n } from './svg-kit';

function basket(f: MaterialFills, variant: number): ShapeDrawing {
  if (variant % 2 === 0) {
    const body = 'M-150 -300C-202 -220 -204 -70 -118 -8Q0 14 118 -8C204 -70 202 -220 150 -300Z';
    const handles =
      ropeHandle('M-170 -262C-232 -262 -232 -196 -184 -190', f, 15) + ropeHandle('M170 -262C232 -262 232 -196 184 -190', f, 15);
    return { svg: handles + woven(body, f.weave) + opening(f, -300, 150, 34, 16), width: 470, height: 340, placement: 'floor' };
  }
  const body = 'M-170 -250L-124 -6Q0 12 124 -6L170 -250Z';
  const handle = ropeHandle('M-118 -258C-112 -430 112 -430 118 -258', f, 16);
  return {
    svg: woven(body, f.weave) + opening(f, -250, 170, 38, 16) + handle,
    width: 360,
    height: 430,
    placement: 'floor',
  };
}

/** A rectangular woven box in three-quarter view, optionally with a lid. */
function box(f: MaterialFills, w: number, h: number, depth: number, lid: boolean): ShapeDrawing {
  const dx = depth * 0.88;
  const dy = -depth * 0.48;
  const x0 = -w / 2 - dx / 2;
  const x1 = x0 + w;
  const front = `M${n(x0)} ${n(-h)}H${n(x1)}V0H${n(x0)}Z`;
  const side = `M${n(x1)} 0L${n(x1 + dx)} ${n(dy)}V${n(dy - h)}L${n(x1)} ${n(-h)}Z`;
  let svg =
    `<path d="${front}" fill="${f.weave}"/><path d="${front}" fill="url(#shade-drop)"/>` +
    `<path d="${side}" fill="${f.side}"/><path d="${side}" fill="#1e1206" opacity="0.3"/><path d="${side}" fill="url(#shade-drop)"/>` +
    `<path d="${front}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"/>` +
    `<path d="${side}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"/>`;
  // Corner posts wrapped in rope.
  svg += `<path d="M${n(x1)} ${n(-h)}V0" stroke="${f.rim}" stroke-width="9"/>`;
  svg += `<path d="M${n(x0)} ${n(-h)}V0" stroke="${f.rim}" stroke-width="9"/>`;
  // A rope grip on the side.
  const gx = x1 + dx / 2;
  const gy = dy / 2 - h * 0.72;
  svg += ropeHandle(
    `M${n(gx - 22)} ${n(gy + 8)}C${n(gx - 18)} ${n(gy - 26)} ${n(gx + 22)} ${n(gy - 46)} ${n(gx + 24)} ${n(gy - 14)}`,
    f,
    8,
  );
  if (lid) {
    const lh = Math.max(30, h * 0.16);
    const lx0 = x0 - 8;
    const lx1 = x1 + 6;
    const top = -h - 14;
    const lidFront = `M${n(lx0)} ${n(top - lh + 18)}H${n(lx1)}V${n(top + 18)}H${n(lx0)}Z`;
    const lidSide = `M${n(lx1)} ${n(top + 18)}L${n(lx1 + dx + 4)} ${n(top + 18 + dy - 2)}V${n(top + 18 + dy - 2 - lh)}L${n(lx1)} ${n(top + 18 - lh)}Z`;
    const lidTop = `M${n(lx0)} ${n(top + 18 - lh)}H${n(lx1)}L${n(lx1 + dx + 4)} ${n(top + 16 + dy - lh)}H${n(lx0 + dx + 4)}Z`;
    svg +=
      `<path d="M${n(x0)} ${n(-h + 6)}H${n(x1)}L${n(x1 + dx)} ${n(dy - h + 6)}" stroke="#1e1206" stroke-opacity="0.35" stroke-width="10" fill="none"/>` +
      `<path d="${lidTop}" fill="${f.top}"/><path d="${lidTop}" fill="#fff" opacity="0.12"/>` +
      `<path d="${lidFront}" fill="${f.rim}"/><path d="${lidFront}" fill="url(#shade-drop)"/>` +
      `<path d="${lidSide}" fill="${f.rim}"/><path d="${lidSide}" fill="#1e1206" opacity="0.32"/>` +
      `<path d="${lidTop}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"/>` +
      `<path d="${lidFront}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"/>`;
    return { svg, width: w + dx + 16, height: h - dy + lh + 16, placement: 'floor' };
  }
  const rimTop = `M${n(x0)} ${n(-h)}H${n(x1)}L${n(x1 + dx)} ${n(dy - h)}H${n(x0 + dx)}Z`;
  svg =
    `<path d="${rimTop}" fill="${f.top}"/><path d="${rimTop}" fill="url(#inside)"/>` +
    svg +
    `<path d="${rimTop}" fill="none" stroke="${f.rim}" stroke-width="12" stroke-linejoin="round"/>`;
  return { svg, width: w + dx, height: h - dy + 8, placement: 'floor' };
}

function lampShade(f: MaterialFills, variant: number): ShapeDrawing {
  const cord = '<path d="M0 -1400V-200" stroke="#2b2119" stroke-width="3"/>';
  const cone = '<path d="M-200 4L-420 620H420L200 4Z" fill="url(#light-cone)"/>';
  const glow = ellipse(0, -60, 330, 260, 'fill="url(#wall-glow)"');
  if (variant % 2 === 0) {
    const dome = 'M-215 0C-210 -112 -124 -204 0 -208C124 -204 210 -112 215 0Z';
    return {
      svg:
        glow +
        cone +
        cord +
        '<rect x="-24" y="-224" width="48" height="20" rx="5" fill="#3b2d20"/>' +
        woven(dome, f.lit) +
        ellipse(0, 0, 215, 30, 'fill="url(#glow-in)"') +
        ellipse(0, 0, 215, 30, `fill="none" stroke="${f.rim}" stroke-width="12"`),
      width: 440,
      height: 240,
      placement: 'hanging',
    };
  }
  const bell = 'M-84 -250C-92 -160 -150 -56 -215 0L215 0C150 -56 92 -160 84 -250Z';
  return {
    svg:
      glow +
      cone +
      cord +
      woven(bell, f.lit) +
      ellipse(0, -250, 84, 14, `fill="${f.weave}" stroke="${f.rim}" stroke-width="8"`) +
      ellipse(0, 0, 215, 32, 'fill="url(#glow-in)"') +
      ellipse(0, 0, 215, 32, `fill="none" stroke="${f.rim}" stroke-width="12"`),
    width: 440,
    height: 270,
    placement: 'hanging',
  };
}

function driedStems(x: number, y: number, height: number): string {
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

function ceramicVase(x: number, y: number, h: number): string {
  const w = h * 0.42;
  const d = `M${n(x - w * 0.22)} ${n(y - h)}C${n(x - w * 0.25)} ${n(y - h * 0.7)} ${n(x - w * 0.62)} ${n(y - h * 0.55)} ${n(x - w * 0.5)} ${n(y - h * 0.2)}Q${n(x - w * 0.4)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + w * 0.4)} ${n(y)} ${n(x + w * 0.5)} ${n(y - h * 0.2)}C${n(x + w * 0.62)} ${n(y - h * 0.55)} ${n(x + w * 0.25)} ${n(y - h * 0.7)} ${n(x + w * 0.22)} ${n(y - h)}Z`;
  return `<path d="${d}" fill="url(#ceramic)" stroke="#9b9285" stroke-opacity="0.5"/>`;
}

function tray(f: MaterialFills, variant: number): ShapeDrawing {
  const props =
    driedStems(-70, -96, 150) +
    ceramicVase(-70, -80, 120) +
    ellipse(92, -62, 46, 14, 'fill="#8b7f70" opacity="0.25"') +
    `<path d="M56 -112H128L122 -66Q92 -56 62 -66Z" fill="url(#ceramic)" stroke="#9b9285" stroke-opacity="0.5"/>` +
    ellipse(92, -112, 36, 9, 'fill="#e9e2d6" stroke="#9b9285" stroke-opacity="0.5"');
  if (variant % 2 === 0) {
    const wall = 'M-262 -62A262 84 0 0 0 262 -62L246 -4A246 74 0 0 1 -246 -4Z';
    const slot = (x: number) => `<rect x="${n(x - 24)}" y="-46" width="48" height="13" rx="6.5" fill="${f.look.gap}"/>`;
    return {
      svg:
        woven(wall, f.weave) +
        slot(-196) +
        slot(196) +
        ellipse(0, -62, 250, 76, `fill="${f.weave}"`) +
        ellipse(0, -62, 250, 76, 'fill="#1e1206" opacity="0.18"') +
        rim(f, -62, 258, 82, 12) +
        props,
      width: 540,
      height: 300,
      placement: 'floor',
    };
  }
  const tr = box(f, 440, 64, 200, false);
  return { svg: tr.svg + `<g transform="translate(60 -70)">${props}</g>`, width: tr.width, height: 330, placement: 'floor' };
}

function plant(x: number, y: number, size: number): string {
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

function planter(f: MaterialFills, variant: number): ShapeDrawing {
  const tall = variant % 2 === 1;
  const h = tall ? 320 : 250;
  const top = tall ? 130 : 150;
  const body = `M${-top} ${-h}L-112 -4Q0 12 112 -4L${top} ${-h}Z`;
  return {
    svg:
      woven(body, f.weave) +
      ellipse(0, -h, top, 32, 'fill="#3e2c1f"') +
      plant(0, -h - 6, tall ? 250 : 280) +
      ellipse(0, -h + 2, top, 32, `fill="none" stroke="${f.rim}" stroke-width="15"`) +
      `<path d="M${-top} ${-h}A${top} 32 0 0 0 ${top} ${-h}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="3"/>`,
    width: 560,
    height: h + (tall ? 280 : 310),
    placement: 'floor',
  };
}

function bag(f: MaterialFills, variant: number): ShapeDrawing {
  if (variant % 2 === 0) {
    const body = 'M-170 -300H170L196 -24Q198 0 174 0H-174Q-198 0 -196 -24Z';
    const back = leatherHandle('M-78 -300C-78 -470 78 -470 78 -300', '#5c3620');
    const front = leatherHandle('M-96 -296C-96 -452 96 -452 96 -296');
    const tabs =
      '<rect x="-110" y="-312" width="28" height="46" rx="4" fill="#7a4a2a"/><rect x="82" y="-312" width="28" height="46" rx="4" fill="#7a4a2a"/>';
    const band = 'M-170 -300H170L172 -270H-172Z';
    return {
      svg:
        back +
        woven(body, f.weave, false) +
        `<path d="${band}" fill="${f.rim}"/><path d="${band}" fill="#1e1206" opacity="0.15"/>` +
        front +
        tabs,
      width: 400,
      height: 420,
      placement: 'floor',
    };
  }
  const r = 190;
  const disc = `M${-r} ${-r - 10}A${r} ${r} 0 1 0 ${r} ${-r - 10}A${r} ${r} 0 1 0 ${-r} ${-r - 10}Z`;
  return {
    svg:
      leatherHandle('M-120 -330C-150 -520 150 -520 120 -330', '#5c3620', 14) +
      `<path d="${disc}" fill="${f.rim}"/>` +
      ellipse(0, -r - 10, r * 0.55, r * 0.55, `fill="none" stroke="${f.look.gap}" stroke-opacity="0.5" stroke-width="2"`) +
      ellipse(0, -r - 10, r * 0.82, r * 0.82, `fill="none" stroke="${f.look.gap}" stroke-opacity="0.45" stroke-width="2"`) +
      `<path d="${disc}" fill="url(#shade-round)"/><path d="${disc}" fill="url(#shade-drop)"/>` +
      '<rect x="-132" y="-352" width="30" height="40" rx="4" fill="#7a4a2a" transform="rotate(-28 -117 -332)"/>' +
      '<rect x="102" y="-352" width="30" height="40" rx="4" fill="#7a4a2a" transform="rotate(28 117 -332)"/>',
    width: 400,
    height: 500,
    placement: 'floor',
  };
}

/** Concentric rope rings, as on a coiled placemat or the top of a pouf. */
function coiledDisc(f: MaterialFills, cx: number, cy: number, rx: number, ry: number, step: number): string {
  let svg = ellipse(cx, cy, rx, ry, `fill="${f.look.gap}"`);
  let i = 0;
  for (let r = rx - step / 2; r > step / 2; r -= step, i++) {
    const k = r / rx;
    const color = i % 2 === 0 ? f.look.mid : f.look.light;
    svg += ellipse(cx, cy, r, ry * k, `fill="none" stroke="${color}" stroke-width="${n(step * 0.86)}"`);
    svg += ellipse(
      cx,
      cy,
      r,
      ry * k,
      `fill="none" stroke="${f.look.dark}" stroke-width="${n(step * 0.3)}" stroke-dasharray="${n(step * 0.5)} ${n(step * 0.7)}"`,
    );
  }
  return svg + ellipse(cx, cy, step, step * (ry / rx), `fill="${f.look.mid}"`);
}

function placemat(f: MaterialFills): ShapeDrawing {
  const coaster = (x: number, y: number) =>
    [16, 8, 0].map((o) => ellipse(x, y - o + 5, 74, 30, 'fill="#2a1a0c" opacity="0.35"') + coiledDisc(f, x, y - o, 74, 30, 9)).join('');
  return {
    svg:
      ellipse(0, -128, 300, 128, 'fill="#2a1a0c" opacity="0.22"') +
      coiledDisc(f, 0, -134, 296, 124, 13) +
      ellipse(0, -134, 296, 124, 'fill="url(#shade-drop)"') +
      ellipse(-14, -140, 138, 58, 'fill="#cbc3b6"') +
      ellipse(-14, -146, 136, 56, 'fill="url(#ceramic)"') +
      ellipse(-14, -146, 96, 38, 'fill="none" stroke="#c9c0b2" stroke-width="3"') +
      '<path d="M150 -180L232 -214L262 -140L178 -108Z" fill="#e7dfd0"/><path d="M150 -180L232 -214L238 -196L158 -162Z" fill="#d9cfbd"/>' +
      coaster(238, -28),
    width: 640,
    height: 270,
    placement: 'floor',
  };
}

function wallDecor(f: MaterialFills, variant: number): ShapeDrawing {
  const shadow = (cx: number, cy: number, r: number) =>
    ellipse(cx + 14, cy + 18, r * 1.08, r * 1.08, 'fill="url(#soft-shadow)" opacity="0.7"');
  if (variant === 0) {
    // A sunburst mirror: cane rays around a round glass.
    let rays = '';
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      const len = i % 2 === 0 ? 230 : 190;
      rays += `<line x1="${n(Math.cos(a) * 110)}" y1="${n(-240 + Math.sin(a) * 110)}" x2="${n(Math.cos(a) * len)}" y2="${n(-240 + Math.sin(a) * len)}" stroke="${i % 2 ? f.look.mid : f.look.light}" stroke-width="9" stroke-linecap="round"/>`;
    }
    return {
      svg:
        shadow(0, -240, 230) +
        rays +
        ellipse(0, -240, 118, 118, `fill="none" stroke="${f.rim}" stroke-width="18"`) +
        ellipse(0, -240, 108, 108, 'fill="url(#mirror)"') +
        '<path d="M-60 -300L-20 -340M-70 -260L10 -340" stroke="#fff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>',
      width: 480,
      height: 480,
      placement: 'wall',
    };
  }
  const plates: [number, number, number][] = [
    [-120, -300, 150],
    [130, -350, 108],
    [120, -130, 84],
  ];
  let svg = '';
  for (const [cx, cy, r] of plates) {
    svg += shadow(cx, cy, r);
    if (variant === 2) svg += coiledDisc(f, cx, cy, r, r, 12);
    else {
      svg += ellipse(cx, cy, r, r, `fill="${f.weave}"`);
      svg += ellipse(cx, cy, r * 0.35, r * 0.35, `fill="none" stroke="${f.rim}" stroke-width="10"`);
    }
    svg += ellipse(cx, cy, r, r, 'fill="url(#shade-drop)"');
    svg += ellipse(cx, cy, r - 6, r - 6, `fill="none" stroke="${f.rim}" stroke-width="14"`);
  }
  return { svg, width: 560, height: 460, placement: 'wall' };
}

function pouf(f: MaterialFills, variant: number): ShapeDrawing {
  if (variant === 2) {
    const stool = 'M-150 -330C-86 -250 -86 -84 -150 -6Q0 10 150 -6C86 -84 86 -250 150 -330Z';
    return {
      svg:
        woven(stool, f.weave) +
        ellipse(0, -330, 150, 38, `fill="${f.top}"`) +
        ellipse(0, -330, 150, 38, 'fill="#fff" opacity="0.1"') +
        rim(f, -330, 150, 38, 14) +
        `<path d="M-92 -170Q0 -150 92 -170" stroke="${f.rim}" stroke-width="14" fill="none"/>`,
      width: 320,
      height: 370,
      placement: 'floor',
    };
  }
  const body = 'M-205 -205C-222 -140 -220 -52 -188 -8Q0 14 188 -8C220 -52 222 -140 205 -205Z';
  return {
    svg:
      woven(body, f.weave) +
      coiledDisc(f, 0, -205, 205, 54, 12) +
      ellipse(0, -205, 205, 54, 'fill="#fff" opacity="0.08"') +
      rim(f, -205, 205, 54, 14),
    width: 460,
    height: 265,
    placement: 'floor',
  };
}

function petBed(f: MaterialFills, variant: number): ShapeDrawing {
  if (variant % 2 === 1) {
    const dome = 'M-235 0C-238 -190 -140 -300 0 -302C140 -300 238 -190 235 0Z';
    return {
      svg:
        woven(dome, f.weave) +
        ellipse(0, -98, 104, 96, 'fill="#24170c"') +
        ellipse(0, -50, 92, 36, 'fill="url(#cushion)"') +
        ellipse(0, -98, 104, 96, `fill="none" stroke="${f.rim}" stroke-width="16"`) +
        `<path d="M-234 -6Q0 20 234 -6" stroke="${f.rim}" stroke-width="14" fill="none"/>`,
      width: 480,
      height: 310,
      placement: 'floor',
    };
  }
  const back = 'M-250 -120C-248 -232 248 -232 250 -120A250 86 0 0 1 -250 -120Z';
  const front = 'M-250 -120A250 86 0 0 0 250 -120L232 -8A232 66 0 0 1 -232 -8Z';
  return {
    svg:
      woven(back, f.weave) +
      ellipse(0, -120, 236, 76, 'fill="#1e1206" opacity="0.5"') +
      ellipse(0, -116, 212, 62, 'fill="url(#cushion)"') +
      '<path d="M-150 -130Q-60 -100 40 -128" stroke="#c8b9a0" stroke-width="3" fill="none"/>' +
      ellipse(0, -116, 212, 62, 'fill="none" stroke="#cdbfa6" stroke-width="4"') +
      woven(front, f.weave) +
      `<path d="M-250 -120A250 86 0 0 0 250 -120" fill="none" stroke="${f.rim}" stroke-width="18"/>` +
      `<path d="M-250 -120C-248 -232 248 -232 250 -120" fill="none" stroke="${f.rim}" stroke-width="16"/>`,
    width: 520,
    height: 215,
    placement: 'floor',
  };
}

function hamper(f: MaterialFills, variant: number): ShapeDrawing {
  if (variant % 2 === 1) {
    const b = box(f, 260, 380, 170, true);
    return { ...b, svg: b.svg };
  }
  const body = 'M-150 -400C-162 -300 -160 -100 -140 -6Q0 10 140 -6C160 -100 162 -300 150 -400Z';
  const lidBand = 'M-160 -402A160 36 0 0 0 160 -402L160 -428A160 36 0 0 1 -160 -428Z';
  return {
    svg:
      woven(body, f.weave) +
      `<rect x="-120" y="-372" width="46" height="14" rx="7" fill="${f.look.gap}" transform="rotate(-8 -97 -365)"/>` +
      `<rect x="74" y="-372" width="46" height="14" rx="7" fill="${f.look.gap}" transform="rotate(8 97 -365)"/>` +
      `<path d="M-150 -396Q-60 -366 40 -380L52 -344Q-40 -338 -146 -362Z" fill="#efe7da" stroke="#cfc3ae"/>` +
      woven(lidBand, f.rim) +
      ellipse(0, -428, 160, 36, `fill="${f.top}"`) +
      ellipse(0, -428, 160, 36, 'fill="#fff" opacity="0.12"') +
      ellipse(0, -428, 160, 36, 'fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"') +
      ropeHandle('M-22 -436C-22 -476 22 -476 22 -436', f, 9),
    width: 330,
    height: 480,
    placement: 'floor',
  };
}

function star(cx: number, cy: number, r: number, f: MaterialFills): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return woven(`${d}Z`, f.rim, false);
}

function christmas(f: MaterialFills): ShapeDrawing {
  const cone = (x: number, h: number) => {
    const w = h * 0.5;
    return (
      woven(`M${n(x)} ${n(-h)}L${n(x + w / 2)} -4Q${n(x)} ${n(h * 0.05)} ${n(x - w / 2)} -4Z`, f.weave) +
      `<path d="M${n(x - w / 2)} -4Q${n(x)} ${n(h * 0.05)} ${n(x + w / 2)} -4" stroke="${f.rim}" stroke-width="10" fill="none"/>`
    );
  };
  const ball = (x: number, r: number) =>
    ellipse(x, -r, r, r, `fill="${f.rim}"`) +
    ellipse(x, -r, r, r, 'fill="url(#shade-round)"') +
    ellipse(x - r * 0.3, -r * 1.35, r * 0.3, r * 0.2, 'fill="#fff" opacity="0.25"') +
    `<rect x="${n(x - 6)}" y="${n(-2 * r - 8)}" width="12" height="10" rx="2" fill="#b8862f"/>`;
  return {
    svg: cone(-60, 420) + cone(90, 310) + cone(-190, 250) + star(-60, -440, 42, f) + ball(200, 38) + ball(260, 28) + ball(-290, 30),
    width: 620,
    height: 490,
    placement: 'floor',
  };
}

/** The photograph subject for a category shape in one material; `variant` picks between a few forms. */
export function drawShape(shape: ShapeKind, f: MaterialFills, variant: number): ShapeDrawing {
  switch (shape) {
    case 'basket':
      return basket(f, variant);
    case 'storage-box':
      return box(f, 330, 220, 210, variant % 2 === 0);
    case 'lamp-shade':
      return lampShade(f, variant);
    case 'tray':
      return tray(f, variant);
    case 'planter':
      return planter(f, variant);
    case 'bag':
      return bag(f, variant);
    case 'placemat':
      return placemat(f);
    case 'wall-decor':
      return wallDecor(f, variant === 3 ? 1 : variant % 3);
    case 'pouf':
      return pouf(f, variant % 3);
    case 'pet-bed':
      return petBed(f, variant);
    case 'hamper':
      return hamper(f, variant);
    case 'christmas':
      return christmas(f);
  }
}

/** A smaller piece standing beside the main one, for shapes usually sold in sets. */
export function companionOf(shape: ShapeKind): boolean {
  return shape === 'basket' || shape === 'storage-box' || shape === 'planter' || shape === 'hamper';
}
