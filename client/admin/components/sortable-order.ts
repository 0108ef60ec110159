// The plain parts of putting a list in order: moving an item, and what a screen reader is told as it moves. Kept
// apart from the component so they are tested without a browser.

/** The list with the item at `from` taken out and put at `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  if (from < 0 || from >= list.length) return moved;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

export const positionOf = (index: number, count: number) => `position ${index + 1} of ${count}`;

export type MoveDirection = 'up' | 'down';

/**
 * A Move up / Move down button pressed on the item `id`: the new order, the item's place in it, and which of the
 * item's two buttons is to have the focus: the one pressed, so pressing it again moves the same item on; or, once
 * the item has reached the end that button moves it to (and the button is disabled), the other one.
 */
export function stepItem<T>(ids: readonly T[], id: T, direction: MoveDirection): { ids: T[]; index: number; focus: MoveDirection } {
  const from = ids.indexOf(id);
  const moved = from < 0 ? [...ids] : moveItem(ids, from, direction === 'up' ? from - 1 : from + 1);
  const index = moved.indexOf(id);
  const atEnd = direction === 'up' ? index <= 0 : index === moved.length - 1;
  return { ids: moved, index, focus: atEnd ? (direction === 'up' ? 'down' : 'up') : direction };
}

/** What is said as an item is picked up, moved, dropped or put back, naming the item and its place. */
export const ORDER_ANNOUNCEMENTS = {
  pickedUp: (name: string, index: number, count: number) => `Picked up ${name}, at ${positionOf(index, count)}.`,
  movedOver: (name: string, index: number, count: number) => `${name} is now at ${positionOf(index, count)}.`,
  outside: (name: string) => `${name} is no longer over the list.`,
  dropped: (name: string, index: number, count: number) => `Dropped ${name} at ${positionOf(index, count)}.`,
  cancelled: (name: string, index: number, count: number) => `Moving cancelled: ${name} is back at ${positionOf(index, count)}.`,
  /** After a Move up or Move down button: the item first, as it is the news ("Jute baskets moved to position 3 of 8."). */
  moved: (name: string, index: number, count: number) => `${name} moved to ${positionOf(index, count)}.`,
  instructions:
    'To move an item with the keyboard, focus its drag handle and press Space or Enter to pick it up, ' +
    'the arrow keys to move it, Space or Enter to drop it, or Escape to put it back. ' +
    'Each item also has Move up and Move down buttons.',
} as const;
