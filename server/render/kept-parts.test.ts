import { createKeptParts, innerHtmlOf } from './kept-parts';

const FOOTER = '<footer class="site-footer" data-part="footer">';

describe('innerHtmlOf', () => {
  it('takes the element up to its own end tag, counting elements of its name inside', () => {
    const page = `<main><footer>x</footer></main>${FOOTER}<p>a</p><footer>inner</footer><p>b</p></footer><script>1</script>`;
    expect(innerHtmlOf(page, 'footer')).toBe('<p>a</p><footer>inner</footer><p>b</p>');
  });

  it('finds the part by its name whatever other attributes its start tag has, and not by a name it begins', () => {
    const page =
      '<article class="card" data-part="product-16"><p>sixteen</p></article>' +
      '<div id="menu" class="dropdown-menu" aria-labelledby="nav" data-part="product-1"><div>one</div></div>';
    expect(innerHtmlOf(page, 'product-1')).toBe('<div>one</div>');
    expect(innerHtmlOf(page, 'product-16')).toBe('<p>sixteen</p>');
  });

  it('finds nothing in a page without the part, with the part cut short, or with two of it', () => {
    expect(innerHtmlOf('<main></main>', 'footer')).toBeUndefined();
    expect(innerHtmlOf(`${FOOTER}<p>never closed`, 'footer')).toBeUndefined();
    expect(innerHtmlOf(`${FOOTER}<p>a</p></footer>${FOOTER}<p>b</p></footer>`, 'footer')).toBeUndefined();
  });

  it('does not take text that only reads like a marker for the part', () => {
    // React writes a quote in text or in an attribute's value as &quot;: the marker cannot appear there.
    expect(innerHtmlOf('<p>data-part=&quot;footer&quot;</p>', 'footer')).toBeUndefined();
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
    first.parts!.keep('footer/2026', 'footer');
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
    rendering.parts!.keep('footer/2026', 'footer');
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
    first.parts!.keep('footer/2026', 'footer');
    first.pageRendered(pageWithFooter(`<p>a</p>${inner}`));
    expect((await store.forPage()).parts!.html('footer/2026')).toBeUndefined();
  });

  it('sends a page whose loaders read older content nothing kept from newer content', async () => {
    const { revision, move } = movableRevision();
    const store = createKeptParts(revision);
    const older = await store.forPage();
    move();
    const newer = await store.forPage();
    newer.parts!.keep('footer/2026', 'footer');
    newer.pageRendered(pageWithFooter('<p>new name</p>'));
    expect(older.parts!.html('footer/2026')).toBeUndefined();
    expect((await store.forPage()).parts!.html('footer/2026')).toBe('<p>new name</p>');
  });

  it('holds a bounded number of characters, the least recently sent part going first', async () => {
    const { revision } = movableRevision();
    // Room for two parts of this size with their overhead, not three.
    const store = createKeptParts(revision, { maxCharacters: 2 * (256 + 'card/1'.length + 100) + 50 });
    const card = (id: number) => `<article data-part="card-${id}">${String(id).repeat(100)}</article>`;
    for (const id of [1, 2]) {
      const page = await store.forPage();
      page.parts!.keep(`card/${id}`, `card-${id}`);
      page.pageRendered(card(id));
    }
    expect((await store.forPage()).parts!.html('card/1')).toBeDefined(); // sent again: now the most recent
    const third = await store.forPage();
    third.parts!.keep('card/3', 'card-3');
    third.pageRendered(card(3));
    const after = (await store.forPage()).parts!;
    expect(after.html('card/1')).toBe('1'.repeat(100));
    expect(after.html('card/3')).toBe('3'.repeat(100));
    expect(after.html('card/2')).toBeUndefined();
  });

  it('keeps nothing while the revision cannot be read', async () => {
    const store = createKeptParts({ current: async () => undefined });
    expect((await store.forPage()).parts).toBeNull();
  });
});
