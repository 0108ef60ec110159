// What a colour field of the back office takes (a badge's background): one colour, or a gradient of colours.
// Its value is written into the page's `style`, so anything else (a `;` and another declaration, a `url(…)`)
// would let an editor restyle or cover the public page; the server refuses it on save and the site falls back
// to the default colour for a value stored before this check.

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const HEX = '#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})';
/** A named colour (`black`, `transparent`): letters alone. */
const NAMED = '[a-z]{3,24}';
const COMPONENT = `(?:${NUMBER}(?:%|deg|turn|rad)?|none)`;
const COLOUR_FUNCTION = String.raw`(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${COMPONENT}(?:\s*[\s,/]\s*${COMPONENT}){2,3}\s*\)`;
const COLOUR = `(?:${HEX}|${COLOUR_FUNCTION}|${NAMED})`;
const POSITION = `(?:${NUMBER}(?:%|px|em|rem)?)`;
const STOP = String.raw`${COLOUR}(?:\s+${POSITION}){0,2}`;
const SIDE = '(?:left|right|top|bottom|center)';
const LINEAR_START = String.raw`(?:to\s+${SIDE}(?:\s+${SIDE})?|${NUMBER}(?:deg|turn|rad|grad))`;
const RADIAL_START = String.raw`(?:(?:circle|ellipse)(?:\s+(?:closest|farthest)-(?:side|corner))?(?:\s+at\s+${SIDE}(?:\s+${SIDE})?)?|at\s+${SIDE}(?:\s+${SIDE})?)`;
const STOPS = String.raw`${STOP}(?:\s*,\s*${STOP})+`;
const GRADIENT = String.raw`(?:repeating-)?(?:linear-gradient\(\s*(?:${LINEAR_START}\s*,\s*)?${STOPS}\s*\)|radial-gradient\(\s*(?:${RADIAL_START}\s*,\s*)?${STOPS}\s*\))`;
const CSS_BACKGROUND = new RegExp(`^\\s*(?:${COLOUR}|${GRADIENT})\\s*$`, 'i');
const CSS_COLOUR = new RegExp(`^\\s*${COLOUR}\\s*$`, 'i');

/** Whether `value` is one CSS colour (`currentColor` and `none` among the named), and nothing else. */
export const isColour = (value: string): boolean => CSS_COLOUR.test(value);

/** Whether `value` is one CSS colour or a linear or radial gradient of colours, and nothing else. */
export const isColourOrGradient = (value: string): boolean => CSS_BACKGROUND.test(value);
