// The sales contact's portrait: a head-and-shoulders drawing against a studio backdrop, as a staff photo is framed.

import { linearGradient, n, radialGradient, svgDocument } from './svg-kit';

const SKIN = '#e2b48f';
const SKIN_SHADE = '#c99573';
const HAIR = '#1f1a17';
const BLAZER = '#2d4f5c';
const BLOUSE = '#f4efe6';

/** A square portrait drawn on a `size`-pixel grid. */
export function salesPortrait(size: number): string {
  const s = size / 640;
  const at = (value: number) => n(value * s);
  const defs =
    radialGradient('portrait-backdrop', 0.5, 0.38, 0.75, [
      { at: 0, color: '#eef1ee' },
      { at: 1, color: '#b9c4c0' },
    ]) +
    linearGradient('portrait-blazer', 0, 0, 1, 1, [
      { at: 0, color: '#3b6474' },
      { at: 1, color: BLAZER },
    ]) +
    radialGradient('portrait-face', 0.45, 0.4, 0.65, [
      { at: 0, color: '#edc4a2' },
      { at: 1, color: SKIN },
    ]);
  const body = [
    `<rect width="${size}" height="${size}" fill="url(#portrait-backdrop)"/>`,
    // Hair behind the shoulders, long and dark.
    `<path d="M${at(196)} ${at(250)} C${at(180)} ${at(420)} ${at(200)} ${at(520)} ${at(240)} ${at(560)} L${at(400)} ${at(560)} C${at(440)} ${at(520)} ${at(460)} ${at(420)} ${at(444)} ${at(250)} Z" fill="${HAIR}"/>`,
    // Shoulders: a blazer over a light blouse.
    `<path d="M${at(70)} ${at(640)} C${at(80)} ${at(520)} ${at(170)} ${at(470)} ${at(262)} ${at(452)} L${at(378)} ${at(452)} C${at(470)} ${at(470)} ${at(560)} ${at(520)} ${at(570)} ${at(640)} Z" fill="url(#portrait-blazer)"/>`,
    `<path d="M${at(262)} ${at(452)} L${at(320)} ${at(560)} L${at(378)} ${at(452)} Z" fill="${BLOUSE}"/>`,
    `<path d="M${at(262)} ${at(452)} L${at(300)} ${at(640)} M${at(378)} ${at(452)} L${at(340)} ${at(640)}" stroke="#22404b" stroke-width="${at(6)}" fill="none"/>`,
    // Neck and face.
    `<path d="M${at(286)} ${at(380)} L${at(286)} ${at(462)} L${at(320)} ${at(500)} L${at(354)} ${at(462)} L${at(354)} ${at(380)} Z" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="${at(320)}" cy="${at(300)}" rx="${at(96)}" ry="${at(120)}" fill="url(#portrait-face)"/>`,
    `<ellipse cx="${at(224)}" cy="${at(310)}" rx="${at(12)}" ry="${at(22)}" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="${at(416)}" cy="${at(310)}" rx="${at(12)}" ry="${at(22)}" fill="${SKIN_SHADE}"/>`,
    // Hair over the forehead, parted on one side.
    `<path d="M${at(222)} ${at(300)} C${at(210)} ${at(190)} ${at(270)} ${at(160)} ${at(330)} ${at(168)} C${at(400)} ${at(172)} ${at(440)} ${at(220)} ${at(420)} ${at(300)} C${at(400)} ${at(236)} ${at(350)} ${at(214)} ${at(300)} ${at(226)} C${at(270)} ${at(234)} ${at(240)} ${at(262)} ${at(222)} ${at(300)} Z" fill="${HAIR}"/>`,
    // Brows, eyes, nose and a smile.
    `<path d="M${at(268)} ${at(276)} Q${at(288)} ${at(266)} ${at(306)} ${at(276)} M${at(334)} ${at(276)} Q${at(352)} ${at(266)} ${at(372)} ${at(276)}" stroke="${HAIR}" stroke-width="${at(5)}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${at(287)}" cy="${at(298)}" rx="${at(9)}" ry="${at(7)}" fill="#2b2420"/>`,
    `<ellipse cx="${at(353)}" cy="${at(298)}" rx="${at(9)}" ry="${at(7)}" fill="#2b2420"/>`,
    `<path d="M${at(320)} ${at(308)} Q${at(314)} ${at(336)} ${at(322)} ${at(340)}" stroke="${SKIN_SHADE}" stroke-width="${at(4)}" fill="none" stroke-linecap="round"/>`,
    `<path d="M${at(292)} ${at(362)} Q${at(320)} ${at(384)} ${at(348)} ${at(362)}" stroke="#a4514a" stroke-width="${at(6)}" fill="none" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument(size, size, defs, body);
}
