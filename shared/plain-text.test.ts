import { excerpt, textOfHtml } from './plain-text';

describe('textOfHtml', () => {
  it('reads the text of sanitised HTML, with a space where a tag was', () => {
    expect(textOfHtml('<p>Seagrass &amp; rattan</p><ul><li>Oval</li><li>Round</li></ul>')).toBe('Seagrass & rattan Oval Round');
  });

  it('reads entities back once: an escaped entity stays as written', () => {
    expect(textOfHtml('<p>5 &lt; 6 &gt; 4, &quot;woven&quot;, it&#39;s &amp;lt;</p>')).toBe('5 < 6 > 4, "woven", it\'s &lt;');
  });
});

describe('excerpt', () => {
  const placemat = 'An oval placemat that frames a full place setting. Handmade from water hyacinth in Vietnam.';

  it('keeps a text that fits whole, with its own stop and no ellipsis', () => {
    expect(excerpt('A round tray.', 80)).toBe('A round tray.');
    expect(excerpt(placemat, placemat.length)).toBe(placemat);
  });

  it('stops at the end of a sentence when the sentences fill more than half of the room', () => {
    expect(excerpt(placemat, 80)).toBe('An oval placemat that frames a full place setting.');
    expect(excerpt('Keeps toys in one place. Woven by hand in a village near Hanoi', 30)).toBe('Keeps toys in one place.');
    expect(excerpt('Trays. Woven by hand in a village near Hanoi', 30)).toBe('Trays. Woven by hand in a…');
  });

  it('cuts after a whole word, never inside one, and adds an ellipsis', () => {
    const cut = excerpt('Laundry baskets with handles for carrying clean washing from room to room', 40);
    expect(cut).toBe('Laundry baskets with handles for…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('drops a comma or a dash before the ellipsis', () => {
    expect(excerpt('Woven by hand in a village, near Hanoi, in the north', 28)).toBe('Woven by hand in a village…');
    expect(excerpt('Baskets, boxes, trays, planters and lamps, made to order', 24)).toBe('Baskets, boxes, trays…');
    expect(excerpt('A lamp shade – woven – for pendant lights and floor lamps', 20)).toBe('A lamp shade…');
  });

  it('cuts a first word longer than the room inside it, within the length', () => {
    expect(excerpt('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
