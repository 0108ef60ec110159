// Building blocks of the product drawings: texture fills, shared gradients, shading, rims and handles,
// and how a drawing is placed in a picture.

import type { MaterialLook } from './ranges';
import { darken, lighten, linearGradient, n, radialGradient, SHADOW_GRADIENT } from './svg-kit';
import { weavePattern } from './weave-patterns';

export interface MaterialFills {
  look: MaterialLook;
  /** fill="url(#…)" values for the main weave, a rope rim, faces seen from the side and from above, and a lit weave. */
  weave: string;
  rim: string;
  side: string;
  top: string;
  lit: string;
}

export interface ShapeDrawing {
  svg: string;
  /** Bounding box of the drawing in local units: x from -width/2, y from -height to 0. */
  width: number;
  height: number;
  /** Where the product sits: on the floor, hanging from the ceiling or on a wall. */
  placement: 'floor' | 'hanging' | 'wall';
  /** Where a smaller piece of a set stands when stacked on this one (a box's lid), in local units. */
  stackOn?: { x: number; y: number };
}

/**
 * Pattern definitions for one material; `prefix` keeps ids unique when a picture shows several materials or
 * sizes. `pixelScale` is the scale the drawing is painted at (see `paintScale`), so tiles land on whole pixels.
 */
export function materialFills(prefix: string, look: MaterialLook, pixelScale = 1): { defs: string; fills: MaterialFills } {
  const ids = { weave: `${prefix}-w`, rim: `${prefix}-r`, side: `${prefix}-s`, top: `${prefix}-t`, lit: `${prefix}-l` };
  const defs =
    weavePattern(ids.weave, look, { pixelScale }) +
    weavePattern(ids.rim, look, { scale: 0.9, pixelScale }, 'coil') +
    weavePattern(ids.side, look, { transform: 'skewY(-29)' }) +
    weavePattern(ids.top, look, { transform: 'matrix(1 0 -0.9 0.5 0 0)' }) +
    weavePattern(
      ids.lit,
      look,
      { scale: 1.1, gap: '#ffd68a', pixelScale },
      look.weave === 'twill' || look.weave === 'basket' ? 'cane' : look.weave,
    );
  const url = (id: string) => `url(#${id})`;
  return {
    defs,
    fills: { look, weave: url(ids.weave), rim: url(ids.rim), side: url(ids.side), top: url(ids.top), lit: url(ids.lit) },
  };
}

/**
 * The scale to paint a drawing at: a multiple of 1/16 (1/8 above 1.5). Together with whole-pixel offsets this
 * keeps woven tiles on whole pixels, which the SVG renderer repeats from one cached tile (far faster).
 */
export function paintScale(scale: number): number {
  return scale <= 1.5 ? Math.max(1, Math.round(scale * 16)) / 16 : Math.round(scale * 8) / 8;
}

/** A drawing painted at a position and scale, snapped so its textures stay fast to render. */
export function placed(svg: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${scale})">${svg}</g>`;
}

/** Gradients every product drawing relies on; include once per picture. */
export function shapeDefs(): string {
  return (
    SHADOW_GRADIENT +
    linearGradient('shade-round', 0, 0, 1, 0, [
      { at: 0, color: '#1e1206', opacity: 0.5 },
      { at: 0.22, color: '#1e1206', opacity: 0.12 },
      { at: 0.4, color: '#ffffff', opacity: 0.12 },
      { at: 0.55, color: '#ffffff', opacity: 0 },
      { at: 0.8, color: '#1e1206', opacity: 0.22 },
      { at: 1, color: '#1e1206', opacity: 0.55 },
    ]) +
    linearGradient('shade-drop', 0, 0, 0, 1, [
      { at: 0, color: '#ffffff', opacity: 0.1 },
      { at: 0.6, color: '#000000', opacity: 0 },
      { at: 1, color: '#1e1206', opacity: 0.35 },
    ]) +
    linearGradient('inside', 0, 0, 0, 1, [
      { at: 0, color: '#1b1007', opacity: 0.72 },
      { at: 0.7, color: '#1b1007', opacity: 0.45 },
      { at: 1, color: '#1b1007', opacity: 0.25 },
    ]) +
    radialGradient('glow-in', 0.5, 0.35, 0.6, [
      { at: 0, color: '#fffbe8' },
      { at: 0.35, color: '#ffe7a8' },
      { at: 1, color: '#d9953f' },
    ]) +
    linearGradient('light-cone', 0, 0, 0, 1, [
      { at: 0, color: '#ffe4a3', opacity: 0.42 },
      { at: 1, color: '#ffe4a3', opacity: 0 },
    ]) +
    radialGradient('wall-glow', 0.5, 0.5, 0.5, [
      { at: 0, color: '#fff1c9', opacity: 0.75 },
      { at: 1, color: '#fff1c9', opacity: 0 },
    ]) +
    linearGradient('leaf', 0, 0, 1, 1, [
      { at: 0, color: '#6f9a54' },
      { at: 1, color: '#34592c' },
    ]) +
    linearGradient('leaf-dark', 0, 0, 1, 1, [
      { at: 0, color: '#4f7a3d' },
      { at: 1, color: '#233f1f' },
    ]) +
    linearGradient('ceramic', 0, 0, 1, 0, [
      { at: 0, color: '#c9c2b6' },
      { at: 0.35, color: '#fbf8f2' },
      { at: 1, color: '#bdb4a6' },
    ]) +
    linearGradient('cushion', 0, 0, 0, 1, [
      { at: 0, color: '#f7f1e6' },
      { at: 1, color: '#d8cbb4' },
    ]) +
    linearGradient('mirror', 0, 0, 1, 1, [
      { at: 0, color: '#e9eef0' },
      { at: 0.5, color: '#b9c6cc' },
      { at: 1, color: '#8d9ca4' },
    ]) +
    radialGradient('hollow', 0.5, 0.62, 0.62, [
      { at: 0, color: '#1e1206', opacity: 0.12 },
      { at: 0.75, color: '#1e1206', opacity: 0.3 },
      { at: 1, color: '#1e1206', opacity: 0.55 },
    ]) +
    // Cotton: a red gingham for a bread basket's liner, blue and cream stripes for a bag's lining.
    '<pattern id="gingham" patternUnits="userSpaceOnUse" width="24" height="24"><rect width="24" height="24" fill="#f6efe4"/>' +
    '<rect width="12" height="24" fill="#c0392b" opacity="0.45"/><rect width="24" height="12" fill="#c0392b" opacity="0.45"/></pattern>' +
    '<pattern id="stripes" patternUnits="userSpaceOnUse" width="28" height="28"><rect width="28" height="28" fill="#f3ede2"/>' +
    '<rect width="12" height="28" fill="#3f5d6e"/></pattern>' +
    linearGradient('wood', 0, 0, 0, 1, [
      { at: 0, color: '#9a6a43' },
      { at: 1, color: '#6e4526' },
    ])
  );
}

/** A woven surface: texture, then round and top-to-bottom shading, then a faint outline. */
export function woven(d: string, fill: string, round = true): string {
  return (
    `<path d="${d}" fill="${fill}"/>` +
    (round ? `<path d="${d}" fill="url(#shade-round)"/>` : '') +
    `<path d="${d}" fill="url(#shade-drop)"/>` +
    `<path d="${d}" fill="none" stroke="#2a1a0c" stroke-opacity="0.28" stroke-width="1.5"/>`
  );
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
}

/** An opening seen from above: the inside wall in shadow with a rope rim around it. */
export function opening(f: MaterialFills, cy: number, rx: number, ry: number, rimWidth: number): string {
  return ellipse(0, cy, rx, ry, `fill="${f.weave}"`) + ellipse(0, cy, rx, ry, 'fill="url(#inside)"') + rim(f, cy, rx, ry, rimWidth);
}

export function rim(f: MaterialFills, cy: number, rx: number, ry: number, width: number): string {
  return (
    ellipse(0, cy, rx, ry, `fill="none" stroke="#2a1a0c" stroke-opacity="0.35" stroke-width="${n(width + 3)}"`) +
    ellipse(0, cy, rx, ry, `fill="none" stroke="${f.rim}" stroke-width="${n(width)}"`) +
    ellipse(0, cy - width * 0.15, rx, ry, `fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${n(width * 0.3)}"`)
  );
}

/** A rope or cane handle following a path. */
export function ropeHandle(d: string, f: MaterialFills, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="#2a1a0c" stroke-opacity="0.4" stroke-width="${n(width + 4)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${f.rim}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${n(width * 0.25)}" stroke-linecap="round"/>`
  );
}

export function leatherHandle(d: string, color = '#7a4a2a', width = 13): string {
  return (
    `<path d="${d}" fill="none" stroke="${darken(color, 0.35)}" stroke-width="${n(width + 3)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(color, 0.35)}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="5 4"/>`
  );
}
