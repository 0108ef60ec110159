import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type MoveDirection, moveItem, ORDER_ANNOUNCEMENTS, stepItem } from './sortable-order';

// Putting a list in order (slides, badges, categories, materials, featured products, gallery pictures, FAQs,
// socials): drag an item by its handle (mouse, touch, or the keyboard: Space, arrows, Space), or press its Move up /
// Move down buttons, which are there for whoever would rather not drag. Every move is said aloud, naming the item.

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => number;
  /** How the item is named to a screen reader and on its buttons ("Move Seagrass basket up"). */
  nameOf: (item: T) => string;
  /** The item's own content, beside its handle and buttons. */
  renderItem: (item: T, place: { index: number; count: number }) => ReactNode;
  /**
   * Called with every id in the new order after each move. The list shows `items`: set them in this order at once
   * (and save it, e.g. to an endpoint taking `reorderBody`), or the move springs back.
   */
  onReorder: (ids: number[]) => void;
  /** The list's accessible name ("Order of the slides"). */
  label: string;
  /** `grid` for pictures: tiles in rows that wrap, moved in two dimensions. */
  layout?: 'list' | 'grid';
  /** While the last order is being saved: nothing can be moved. */
  disabled?: boolean;
}

/** The item's name; `unknown` for an id no longer in the list. */
const nameIn = <T,>(items: readonly T[], idOf: (item: T) => number, nameOf: (item: T) => string, id: UniqueIdentifier, unknown: string) => {
  const item = items.find((candidate) => idOf(candidate) === id);
  return item === undefined ? unknown : nameOf(item);
};

export function SortableList<T>({
  items,
  idOf,
  nameOf,
  renderItem,
  onReorder,
  label,
  layout = 'list',
  disabled = false,
}: SortableListProps<T>) {
  const { t } = useLingui();
  const ids = items.map(idOf);
  const count = ids.length;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // On a phone the handle is held a moment before it lifts, so a swipe over it still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameIn(items, idOf, nameOf, id, t`The item`);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));
  // The item is over its own place as soon as it is picked up: that is no move, and would talk over "Picked up".
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return ORDER_ANNOUNCEMENTS.pickedUp(name(active.id), indexOf(active.id), count);
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? ORDER_ANNOUNCEMENTS.movedOver(name(active.id), indexOf(over.id), count) : ORDER_ANNOUNCEMENTS.outside(name(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? ORDER_ANNOUNCEMENTS.dropped(name(active.id), indexOf(over.id), count)
        : ORDER_ANNOUNCEMENTS.cancelled(name(active.id), indexOf(active.id), count),
    onDragCancel: ({ active }) => ORDER_ANNOUNCEMENTS.cancelled(name(active.id), indexOf(active.id), count),
  };
  const instructions: ScreenReaderInstructions = { draggable: ORDER_ANNOUNCEMENTS.instructions };

  // A Move up / Move down button moves its own item (found by id, not by where it was drawn), the item keeps the
  // focus on that button (React moving the item's row would drop it) so that a second press moves it on, and the
  // move is said, naming the item.
  const [said, setSaid] = useState('');
  const pendingFocus = useRef<{ id: number; button: MoveDirection } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    buttons.current.get(`${pending.id}-${pending.button}`)?.focus();
  });

  const step = (id: number, direction: MoveDirection) => {
    const item = items[ids.indexOf(id)];
    if (item === undefined) return;
    const moved = stepItem(ids, id, direction);
    pendingFocus.current = { id, button: moved.focus };
    setSaid(ORDER_ANNOUNCEMENTS.moved(nameOf(item), moved.index, count));
    onReorder(moved.ids);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(ids, indexOf(active.id), indexOf(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className={`list-unstyled mb-0 ${layout === 'grid' ? 'sortable-grid' : 'sortable-list'}`}>
          {items.map((item, index) => (
            <SortableItem
              key={ids[index]}
              id={ids[index]!}
              name={nameOf(item)}
              index={index}
              count={count}
              layout={layout}
              disabled={disabled}
              onStep={step}
              buttonRef={(direction, element) => {
                const key = `${ids[index]}-${direction}`;
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
            >
              {renderItem(item, { index, count })}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
      <div className="visually-hidden" role="status" aria-live="polite">
        {said}
      </div>
    </DndContext>
  );
}

interface SortableItemProps {
  id: number;
  name: string;
  index: number;
  count: number;
  layout: 'list' | 'grid';
  disabled: boolean;
  onStep: (id: number, direction: MoveDirection) => void;
  buttonRef: (direction: MoveDirection, element: HTMLButtonElement | null) => void;
  children: ReactNode;
}

function SortableItem({ id, name, index, count, layout, disabled, onStep, buttonRef, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const { t } = useLingui();
  const grid = layout === 'grid';
  const [before, after] = grid ? [t`Move earlier`, t`Move later`] : [t`Move up`, t`Move down`];
  // Each button's name, the item's name in it: a message of its own, so that a language may put the name elsewhere.
  const [beforeLabel, afterLabel] = grid
    ? [t`Move earlier: ${name}`, t`Move later: ${name}`]
    : [t`Move up: ${name}`, t`Move down: ${name}`];
  const [beforeArrow, afterArrow] = layout === 'grid' ? ['←', '→'] : ['↑', '↓'];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`sortable-item${isDragging ? ' sortable-dragging' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="btn btn-sm sortable-handle"
        {...attributes}
        {...listeners}
        aria-label={t`Drag ${name}`}
        disabled={disabled}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="sortable-content">{children}</div>
      <div className="sortable-moves">
        <button
          ref={(element) => buttonRef('up', element)}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={beforeLabel}
          disabled={disabled || index === 0}
          onClick={() => onStep(id, 'up')}
        >
          <span aria-hidden="true">{beforeArrow}</span>
          <span className="sortable-move-words" aria-hidden="true">
            {' '}
            {before}
          </span>
        </button>
        <button
          ref={(element) => buttonRef('down', element)}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={afterLabel}
          disabled={disabled || index === count - 1}
          onClick={() => onStep(id, 'down')}
        >
          <span aria-hidden="true">{afterArrow}</span>
          <span className="sortable-move-words" aria-hidden="true">
            {' '}
            {after}
          </span>
        </button>
      </div>
    </li>
  );
}
