import { createKeptParts, innerHtmlOf } from './kept-parts';

const FOOTER = '<footer class="site-footer" data-part="footer">';

describe('innerHtmlOf', () => {
  it('takes the element up to its own end tag, counting elements of its name inside', () => {
    const page = `<main><footer>x</footer></main>${FOOTER}<p>a</p><footer>inner</footer><p>b</p></footer><script>1</script>`;
    expect(innerHtmlOf(page, FOOTER)).toBe('<p>a</p><footer>inner</footer><p>b</p>');
  });

  it('finds nothing in a page without the part, with the part cut short, or with two of it', () => {
    expect(innerHtmlOf('<main></main>', FOOTER)).toBeUndefined();
    expect(innerHtmlOf(`${FOOTER}<p>never closed`, FOOTER)).toBeUndefined();
    expect(innerHtmlOf(`${FOOTER}<p>a</p></footer>${FOOTER}<p>b</p></footer>`, FOOTER)).toBeUndefined();
  });
});

describe('kept parts', () => {
  function movableRevision() {
    let value = 1;
    return { revision: { current: async () => String(value) }, move: () => (value += 1) };
  }
  const pageWithFooter = (inner: string) => `<html><body><main>page</main>${FOOTER}${inner}</footer></body></html>`;

  it('sends a part rendered on one page again on the next, until the content revision moves', async () => {
    const { revision, move } = movableRevision();
    const store = createKeptParts(revision);

    const first = await store.forPage();
    expect(first.parts!.html('footer/2026')).toBeUndefined();
    first.parts!.keep('footer/2026', FOOTER);
    expect(first.wantsHtml()).toBe(true);
    first.pageRendered(pageWithFooter('<p>HanoWeave</p>'));

    const second = await store.forPage();
    expect(second.parts!.html('footer/2026')).toBe('<p>HanoWeave</p>');
    expect(second.parts!.html('footer/2027')).toBeUndefined();
    expect(second.wantsHtml()).toBe(false);

    move();
    expect((await store.forPage()).parts!.html('footer/2026')).toBeUndefined();
  });

  it('keeps nothing from a page rendered while the content changed', async () => {
    const { revision, move } = movableRevision();
    const store = createKeptParts(revision);
    const rendering = await store.forPage();
    rendering.parts!.keep('footer/2026', FOOTER);
    move();
    const next = await store.forPage(); // sees the new revision
    rendering.pageRendered(pageWithFooter('<p>old name</p>'));
    expect(next.parts!.html('footer/2026')).toBeUndefined();
    expect((await store.forPage()).parts!.html('footer/2026')).toBeUndefined();
  });

  it.each([
    ['a boundary still waiting for its content', '<!--$?--><template id="B:0"></template><!--/$-->'],
    ['a boundary left to the browser', '<!--$!--><!--/$-->'],
    ['a nonce of the response', '<script nonce="abc">x</script>'],
  ])('does not keep a part holding %s', async (_what, inner) => {
    const { revision } = movableRevision();
    const store = createKeptParts(revision);
    const first = await store.forPage();
    first.parts!.keep('footer/2026', FOOTER);
    first.pageRendered(pageWithFooter(`<p>a</p>${inner}`));
    expect((await store.forPage()).parts!.html('footer/2026')).toBeUndefined();
  });

  it('keeps nothing while the revision cannot be read', async () => {
    const store = createKeptParts({ current: async () => undefined });
    expect((await store.forPage()).parts).toBeNull();
  });
});
