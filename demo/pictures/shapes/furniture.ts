// Woven furniture: a round pouf, an hourglass side table, a footstool and a bench on wooden legs, a square ottoman
// with a tray, and a lounge chair with its cushion.

import type { ShapeSpec } from '../shape-spec';
import { ellipse, rim, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';
import { boxFaces, boxLid, boxWalls } from './boxes';
import { ceramicVase, cup, driedStems } from './still-life';
import { coiledDisc } from './tableware';

/** A turned wooden leg from y = top down to the floor at y = bottom. */
function leg(x: number, top: number, bottom: number, width = 22): string {
  const h = bottom - top;
  return (
    `<path d="M${n(x - width / 2)} ${n(top)}H${n(x + width / 2)}L${n(x + width * 0.3)} ${n(bottom)}H${n(x - width * 0.3)}Z" fill="url(#wood)"/>` +
    `<rect x="${n(x - width * 0.6)}" y="${n(top + h * 0.22)}" width="${n(width * 1.2)}" height="${n(Math.min(12, h * 0.1))}" rx="4" fill="#8a5a34"/>` +
    `<path d="M${n(x - width * 0.25)} ${n(top + 4)}V${n(bottom - 6)}" stroke="#c89a6a" stroke-opacity="0.5" stroke-width="3"/>`
  );
}

export function pouf(f: MaterialFills): ShapeDrawing {
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

/** An hourglass side table with a flat woven top, a vase and a cup on it. */
export function sideTable(f: MaterialFills): ShapeDrawing {
  const stand = 'M-150 -330C-86 -250 -86 -84 -150 -6Q0 10 150 -6C86 -84 86 -250 150 -330Z';
  return {
    svg:
      woven(stand, f.weave) +
      `<path d="M-168 -330A168 42 0 0 0 168 -330V-348A168 42 0 0 1 -168 -348Z" fill="${f.rim}"/>` +
      `<path d="M-168 -330A168 42 0 0 0 168 -330V-348A168 42 0 0 1 -168 -348Z" fill="url(#shade-round)"/>` +
      ellipse(0, -348, 168, 42, `fill="${f.top}"`) +
      ellipse(0, -348, 168, 42, 'fill="#fff" opacity="0.12"') +
      rim(f, -348, 168, 42, 12) +
      `<path d="M-92 -170Q0 -150 92 -170" stroke="${f.rim}" stroke-width="14" fill="none"/>` +
      driedStems(-50, -420, 130) +
      ceramicVase(-50, -346, 100) +
      cup(70, -340, 66),
    width: 360,
    height: 560,
    placement: 'floor',
  };
}

/** A padded woven top on four short turned legs. */
export function footstool(f: MaterialFills): ShapeDrawing {
  const [w, h, depth, legs] = [380, 130, 210, 100];
  const { x0, x1, dx, dy, front } = boxFaces(w, h, depth, -legs);
  // The padded top bulges a little above the frame: a rounded cushion edge along the front and side.
  const pad = `M${n(x0)} ${n(-legs - h)}Q${n(x0 + w / 2)} ${n(-legs - h - 22)} ${n(x1)} ${n(-legs - h)}L${n(x1 + dx)} ${n(-legs - h + dy)}Q${n(x0 + dx + w / 2)} ${n(-legs - h + dy - 18)} ${n(x0 + dx)} ${n(-legs - h + dy)}Z`;
  const svg =
    leg(x1 + dx - 24, -legs + dy - 4, dy + 2, 18) +
    leg(x0 + dx + 24, -legs + dy - 4, dy + 2, 16) +
    boxWalls(f, w, h, depth, -legs) +
    `<path d="${pad}" fill="${f.top}"/><path d="${pad}" fill="#fff" opacity="0.16"/>` +
    `<path d="${pad}" fill="none" stroke="${f.rim}" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="${front}" fill="url(#shade-round)" opacity="0.6"/>` +
    `<path d="M${n(x0)} ${n(-legs)}H${n(x1)}L${n(x1 + dx)} ${n(-legs + dy)}" stroke="${f.rim}" stroke-width="14" fill="none"/>` +
    leg(x0 + 30, -legs, 0, 26) +
    leg(x1 - 30, -legs, 0, 26);
  return { svg, width: w + dx + 20, height: legs + h - dy + 30, placement: 'floor' };
}

/** A square woven ottoman with a small tray on top. */
export function ottoman(spec: Extract<ShapeSpec, { kind: 'ottoman' }>, f: MaterialFills): ShapeDrawing {
  const [w, h, depth] = [340, 290, 220];
  const { x0, x1, dx, dy, top } = boxFaces(w, h, depth);
  let svg =
    boxWalls(f, w, h, depth) +
    `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="#fff" opacity="0.1"/>` +
    `<path d="${top}" fill="none" stroke="${f.rim}" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="M${n(x0)} -8H${n(x1)}L${n(x1 + dx)} ${n(dy - 8)}" stroke="${f.rim}" stroke-width="14" fill="none"/>` +
    `<path d="M${n(x1)} ${-h}V0M${n(x0)} ${-h}V0" stroke="${f.rim}" stroke-width="14"/>`;
  let height = h - dy + 10;
  if (spec.tray) {
    // A wooden tray on the top, with a cup.
    const tw = 210;
    const td = 170;
    const tray = boxFaces(tw, 26, td, -h + dy * 0.16);
    const shift = x0 + w / 2 + dx / 2 - (tray.x0 + tw / 2 + tray.dx / 2);
    svg +=
      `<g transform="translate(${n(shift)} 0)">` +
      `<path d="${tray.top}" fill="#8a5a34"/>` +
      `<path d="${tray.front}" fill="url(#wood)"/><path d="${tray.side}" fill="#6e4526"/>` +
      `<path d="${tray.top}" fill="none" stroke="#5a3a1e" stroke-width="8" stroke-linejoin="round"/>` +
      cup(tray.x0 + tw / 2 + tray.dx / 2 + 20, -h + dy * 0.16 - 26 + tray.dy / 2 + 16, 64) +
      '</g>';
    height += 60;
  }
  return { svg, width: w + dx + 16, height, placement: 'floor' };
}

/** A long woven bench on short legs with a lift-up seat. */
export function bench(f: MaterialFills): ShapeDrawing {
  const [w, h, depth, legs] = [600, 200, 150, 80];
  const { x0, x1, dx, dy } = boxFaces(w, h, depth);
  const seat = boxLid(f, w, h, depth);
  // A seat cushion on the lid, so it reads as a bench and not a chest.
  const pad = boxFaces(w - 30, 34, depth - 20, seat.top);
  const cushion =
    `<g transform="translate(${n(6)} 0)">` +
    `<path d="${pad.top}" fill="#efe6d6"/><path d="${pad.front}" fill="url(#cushion)"/><path d="${pad.side}" fill="#cbbda4"/>` +
    `<path d="${pad.front}" fill="none" stroke="#cdbfa6" stroke-width="3"/></g>`;
  const svg =
    leg(x0 + dx + 22, -legs + dy, dy + 2, 18) +
    leg(x1 + dx - 22, -legs + dy, dy + 2, 18) +
    leg(x0 + 24, -legs, 0, 26) +
    leg(x1 - 24, -legs, 0, 26) +
    `<g transform="translate(0 ${-legs})">` +
    boxWalls(f, w, h, depth) +
    `<path d="M${n(x1)} ${-h}V0M${n(x0)} ${-h}V0" stroke="${f.rim}" stroke-width="10"/>` +
    seat.svg +
    cushion +
    '</g>';
  return { svg, width: w + dx + 20, height: legs - seat.top + 34 - dy + 10, placement: 'floor' };
}

/** A tub-shaped lounge chair seen from the front: a woven back wrapping into the arms, a seat cushion. */
export function loungeChair(spec: Extract<ShapeSpec, { kind: 'chair' }>, f: MaterialFills): ShapeDrawing {
  const seat = -250;
  const shell = `M-262 ${seat}C-268 -330 -268 -380 -250 -420C-230 -520 -130 -580 0 -584C130 -580 230 -520 250 -420C268 -380 268 -330 262 ${seat}Z`;
  const rimLine = `M-258 ${seat + 4}C-264 -330 -264 -380 -248 -418C-228 -516 -130 -576 0 -580C130 -576 228 -516 248 -418C264 -380 264 -330 258 ${seat + 4}`;
  const apron = `M-246 ${seat}H246L236 -178Q0 -160 -236 -178Z`;
  let svg =
    leg(-150, -200, -24, 18) +
    leg(150, -200, -24, 18) +
    `<path d="M-206 -186L-226 0" stroke="#6e4526" stroke-width="22" stroke-linecap="round"/><path d="M206 -186L226 0" stroke="#6e4526" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M-206 -186L-226 0" stroke="#9a6a43" stroke-width="14" stroke-linecap="round"/><path d="M206 -186L226 0" stroke="#9a6a43" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${shell}" fill="${f.weave}"/><path d="${shell}" fill="url(#inside)" opacity="0.55"/><path d="${shell}" fill="url(#shade-round)"/>` +
    // The arms: the shell's sides seen end on, lighter where the light falls on them.
    `<path d="M-262 ${seat}C-268 -330 -268 -380 -250 -420L-206 -408C-214 -370 -214 -320 -208 ${seat}Z" fill="${f.weave}"/>` +
    `<path d="M262 ${seat}C268 -330 268 -380 250 -420L206 -408C214 -370 214 -320 208 ${seat}Z" fill="${f.weave}"/>` +
    `<path d="M262 ${seat}C268 -330 268 -380 250 -420L206 -408C214 -370 214 -320 208 ${seat}Z" fill="#1e1206" opacity="0.2"/>` +
    `<path d="${rimLine}" fill="none" stroke="#2a1a0c" stroke-opacity="0.35" stroke-width="24"/>` +
    `<path d="${rimLine}" fill="none" stroke="${f.rim}" stroke-width="20"/>` +
    woven(apron, f.weave, false) +
    `<path d="M-246 ${seat}H246" stroke="${f.rim}" stroke-width="14"/>`;
  if (spec.cushion) {
    svg +=
      `<path d="M-150 -300C-160 -380 -150 -470 -120 -500Q0 -530 120 -500C150 -470 160 -380 150 -300Z" fill="url(#cushion)" stroke="#cdbfa6" stroke-width="3"/>` +
      `<path d="M-210 -262C-214 -300 -200 -318 -180 -322Q0 -344 180 -322C200 -318 214 -300 210 -262Q0 -244 -210 -262Z" fill="url(#cushion)" stroke="#cdbfa6" stroke-width="3"/>` +
      `<path d="M-206 -262Q0 -244 206 -262L204 -242Q0 -224 -204 -242Z" fill="#d8cbb4"/>`;
  }
  return { svg, width: 560, height: 600, placement: 'floor' };
}
