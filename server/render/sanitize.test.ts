import { cleanIcon } from './sanitize';

describe('an SVG icon, as it is stored and shown', () => {
  it('keeps its shapes and their colours', () => {
    const icon =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">' +
      '<circle cx="12" cy="12" r="10" fill="#2d4f5c"></circle><path d="M2 12h20" stroke="rgb(255, 255, 255)"></path></svg>';
    expect(cleanIcon(icon)).toBe(icon);
  });

  it.each(['url(https://evil.example/paint.svg#p)', 'url(#pattern)', 'red url(https://evil.example/x)', 'expression(alert(1))'])(
    'drops a paint that is not a colour: %s',
    (paint) => {
      const cleaned = cleanIcon(`<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z" fill="${paint}" stroke="${paint}"></path></svg>`);
      expect(cleaned).toBe('<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg>');
    },
  );
});
