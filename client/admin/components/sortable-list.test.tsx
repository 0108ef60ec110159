import { renderToStaticMarkup } from 'react-dom/server';
import { SortableList } from './sortable-list';

const badges = [
  { id: 7, title: 'Handmade' },
  { id: 3, title: 'Natural fibres' },
  { id: 9, title: 'Fair trade' },
];
const list = (layout: 'list' | 'grid' = 'list', disabled = false) =>
  renderToStaticMarkup(
    <SortableList
      items={badges}
      idOf={(badge) => badge.id}
      nameOf={(badge) => badge.title}
      renderItem={(badge, { index, count }) => <span>{`${badge.title} (${index + 1}/${count})`}</span>}
      onReorder={() => undefined}
      label="Order of the badges"
      layout={layout}
      disabled={disabled}
    />,
  );
const buttonTags = (html: string) => html.match(/<button[^>]*>/g) ?? [];

describe('SortableList', () => {
  it('shows the items in order, named, each with its content', () => {
    const html = list();
    expect(html).toContain('<ul aria-label="Order of the badges" class="list-unstyled mb-0 sortable-list">');
    expect(html.indexOf('Handmade (1/3)')).toBeLessThan(html.indexOf('Natural fibres (2/3)'));
    expect(html.indexOf('Natural fibres (2/3)')).toBeLessThan(html.indexOf('Fair trade (3/3)'));
  });

  it('gives each item a drag handle and Move up / Move down buttons that name it, the ends disabled', () => {
    const buttons = buttonTags(list());
    expect(buttons.filter((tag) => tag.includes('aria-label="Drag ')).map((tag) => /aria-label="([^"]*)"/.exec(tag)![1])).toEqual([
      'Drag Handmade',
      'Drag Natural fibres',
      'Drag Fair trade',
    ]);
    const move = (name: string) => buttons.find((tag) => tag.includes(`aria-label="${name}"`))!;
    expect(move('Move up: Handmade')).toContain('disabled');
    expect(move('Move down: Handmade')).not.toContain('disabled');
    expect(move('Move up: Fair trade')).not.toContain('disabled');
    expect(move('Move down: Fair trade')).toContain('disabled');
  });

  it('tells screen readers the handle is sortable and how to move it', () => {
    const handle = buttonTags(list()).find((tag) => tag.includes('Drag Handmade'))!;
    expect(handle).toContain('aria-roledescription="sortable"');
    expect(handle).toMatch(/aria-describedby="DndDescribedBy-/);
  });

  it('as a grid, moves earlier and later', () => {
    const html = list('grid');
    expect(html).toContain('sortable-grid');
    expect(html).toContain('aria-label="Move earlier: Natural fibres"');
    expect(html).toContain('aria-label="Move later: Natural fibres"');
  });

  it('moves nothing while disabled', () => {
    expect(buttonTags(list('list', true)).every((tag) => tag.includes('disabled'))).toBe(true);
  });
});
