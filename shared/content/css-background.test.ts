import { contentFieldError, CONTENT_MESSAGES } from './fields';
import { CONTENT_TYPES } from './content-types';
import { isColourOrGradient } from './css-background';

const badgeColour = CONTENT_TYPES.badge.fields.color!;

describe('a badge’s background', () => {
  it.each([
    'black',
    'Transparent',
    '#2d4f5c',
    '#fff',
    '#2d4f5c80',
    'rgb(45, 79, 92)',
    'rgba(45,79,92,0.5)',
    'rgb(45 79 92 / 50%)',
    'hsl(200deg 34% 27%)',
    'linear-gradient(135deg, #4d7482 0%, #2d4f5c 100%)',
    'linear-gradient(to right, red, blue)',
    'linear-gradient(to top left, rgba(0,0,0,0.2) 10%, #000 90%)',
    'radial-gradient(circle at center, #c98d47, #8a5526 80%)',
    'repeating-linear-gradient(45deg, #eee 0 10px, #ddd 10px 20px)',
  ])('takes a colour or a gradient of colours: %s', (value) => {
    expect(isColourOrGradient(value)).toBe(true);
    expect(contentFieldError(badgeColour, value)).toBeNull();
  });

  it.each([
    'red;position:fixed;inset:0;z-index:2147483647',
    'red; background-image: url(https://evil.example/x.png)',
    'url(https://evil.example/x.png)',
    'linear-gradient(red, blue), url(https://evil.example/x.png)',
    'linear-gradient(red, blue);color:red',
    'linear-gradient(red)',
    'rgb(1,2,3);x',
    'expression(alert(1))',
    'var(--brand)',
    'red !important',
    '"red"',
  ])('refuses anything else, in the editor’s words: %s', (value) => {
    expect(isColourOrGradient(value)).toBe(false);
    expect(contentFieldError(badgeColour, value)).toBe(CONTENT_MESSAGES.colour);
  });
});
