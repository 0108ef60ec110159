/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ORDER_ANNOUNCEMENTS } from './sortable-order';
import { SortableList } from './sortable-list';
import { withStaffI18n } from '../staff-i18n.test-helper';

interface Badge {
  id: number;
  title: string;
}

const badges: Badge[] = [
  { id: 7, title: 'Handmade' },
  { id: 3, title: 'Natural fibres' },
  { id: 9, title: 'Fair trade' },
];

/** The list as a screen uses it: it shows the order it is given, and takes each new one at once. */
function Badges({
  layout = 'list',
  disabled = false,
  onReorder,
}: {
  layout?: 'list' | 'grid';
  disabled?: boolean;
  onReorder?: (ids: number[]) => void;
}) {
  const [items, setItems] = useState(badges);
  return (
    <SortableList
      items={items}
      idOf={(badge) => badge.id}
      nameOf={(badge) => badge.title}
      renderItem={(badge, { index, count }) => <span>{`${badge.title} (${index + 1}/${count})`}</span>}
      onReorder={(ids) => {
        onReorder?.(ids);
        setItems(ids.map((id) => badges.find((badge) => badge.id === id)!));
      }}
      label="Order of the badges"
      layout={layout}
      disabled={disabled}
    />
  );
}

/** What the live regions say now (the list's own, for its buttons, and dnd-kit's, for dragging). */
const said = () => screen.getAllByRole('status').map((region) => region.textContent);
const itemTexts = () =>
  within(screen.getByRole('list', { name: 'Order of the badges' }))
    .getAllByText(/\(\d\/3\)$/)
    .map((item) => item.textContent);

describe('SortableList', () => {
  it('shows the items in order, named, each with its content', () => {
    render(withStaffI18n(<Badges />));
    const list = screen.getByRole('list', { name: 'Order of the badges' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Handmade (1/3)');
    expect(items[1]).toHaveTextContent('Natural fibres (2/3)');
    expect(items[2]).toHaveTextContent('Fair trade (3/3)');
  });

  it('gives each item a drag handle and Move up / Move down buttons that name it, the ends disabled', () => {
    render(withStaffI18n(<Badges />));
    const handles = screen.getAllByRole('button', { name: /^Drag / });
    expect(handles).toHaveLength(3);
    expect(handles[0]).toHaveAccessibleName('Drag Handmade');
    expect(handles[1]).toHaveAccessibleName('Drag Natural fibres');
    expect(handles[2]).toHaveAccessibleName('Drag Fair trade');
    expect(screen.getByRole('button', { name: 'Move up: Handmade' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Handmade' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move up: Fair trade' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move down: Fair trade' })).toBeDisabled();
  });

  it('tells screen readers the handle is sortable and how to move it', () => {
    render(withStaffI18n(<Badges />));
    const handle = screen.getByRole('button', { name: 'Drag Handmade' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(ORDER_ANNOUNCEMENTS.instructions);
  });

  it('moves an item with its buttons, says where it went, and keeps the focus on the button pressed', async () => {
    const user = userEvent.setup();
    const onReorder = jest.fn();
    render(withStaffI18n(<Badges onReorder={onReorder} />));

    await user.click(screen.getByRole('button', { name: 'Move down: Handmade' }));
    expect(onReorder).toHaveBeenLastCalledWith([3, 7, 9]);
    expect(itemTexts()).toEqual(['Natural fibres (1/3)', 'Handmade (2/3)', 'Fair trade (3/3)']);
    expect(said()).toContain(ORDER_ANNOUNCEMENTS.moved('Handmade', 1, 3));
    expect(screen.getByRole('button', { name: 'Move down: Handmade' })).toHaveFocus();

    // Pressed again, it moves the same item on; at the end, the focus goes to the item's other button.
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenLastCalledWith([3, 9, 7]);
    expect(itemTexts()).toEqual(['Natural fibres (1/3)', 'Fair trade (2/3)', 'Handmade (3/3)']);
    expect(said()).toContain(ORDER_ANNOUNCEMENTS.moved('Handmade', 2, 3));
    expect(screen.getByRole('button', { name: 'Move down: Handmade' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: Handmade' })).toHaveFocus();
  });

  describe('dragged with the keyboard', () => {
    // jsdom lays nothing out (every box is 0 × 0 at 0, 0), and dnd-kit finds where an item is over from the boxes:
    // each row is given the box a browser would give it, 40 px high, one under the other.
    beforeEach(() => {
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const row = this.closest('li');
        const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
        return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: row ? 40 : 0 });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('says where the item is as it is picked up, moved and dropped', async () => {
      const user = userEvent.setup();
      const onReorder = jest.fn();
      render(withStaffI18n(<Badges onReorder={onReorder} />));
      screen.getByRole('button', { name: 'Drag Natural fibres' }).focus();
      await user.keyboard(' ');
      await waitFor(() => expect(said()).toContain(ORDER_ANNOUNCEMENTS.pickedUp('Natural fibres', 1, 3)));
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(said()).toContain(ORDER_ANNOUNCEMENTS.movedOver('Natural fibres', 2, 3)));
      await user.keyboard(' ');
      await waitFor(() => expect(said()).toContain(ORDER_ANNOUNCEMENTS.dropped('Natural fibres', 2, 3)));
      expect(onReorder).toHaveBeenLastCalledWith([7, 9, 3]);
      expect(itemTexts()).toEqual(['Handmade (1/3)', 'Fair trade (2/3)', 'Natural fibres (3/3)']);
    });

    it('puts the item back on Escape', async () => {
      const user = userEvent.setup();
      const onReorder = jest.fn();
      render(withStaffI18n(<Badges onReorder={onReorder} />));
      screen.getByRole('button', { name: 'Drag Natural fibres' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowUp}');
      await waitFor(() => expect(said()).toContain(ORDER_ANNOUNCEMENTS.movedOver('Natural fibres', 0, 3)));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(said()).toContain(ORDER_ANNOUNCEMENTS.cancelled('Natural fibres', 1, 3)));
      expect(onReorder).not.toHaveBeenCalled();
      expect(itemTexts()).toEqual(['Handmade (1/3)', 'Natural fibres (2/3)', 'Fair trade (3/3)']);
    });
  });

  it('as a grid, moves earlier and later', async () => {
    const user = userEvent.setup();
    render(withStaffI18n(<Badges layout="grid" />));
    // The class is the layout itself: it sets the tiles in rows that wrap (jsdom has no stylesheet to show it).
    expect(screen.getByRole('list', { name: 'Order of the badges' })).toHaveClass('sortable-grid');
    expect(screen.getByRole('button', { name: 'Move earlier: Natural fibres' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Move later: Natural fibres' }));
    expect(itemTexts()).toEqual(['Handmade (1/3)', 'Fair trade (2/3)', 'Natural fibres (3/3)']);
  });

  it('moves nothing while disabled', () => {
    render(withStaffI18n(<Badges disabled />));
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(9);
    for (const button of buttons) expect(button).toBeDisabled();
  });
});
