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

/** What is said as an item is picked up, moved, dropped or put back, naming the item and its place. */
export const ORDER_ANNOUNCEMENTS = {
  pickedUp: (name: string, index: number, count: number) => `Picked up ${name}, at ${positionOf(index, count)}.`,
  movedOver: (name: string, index: number, count: number) => `${name} is now at ${positionOf(index, count)}.`,
  outside: (name: string) => `${name} is no longer over the list.`,
  dropped: (name: string, index: number, count: number) => `Dropped ${name} at ${positionOf(index, count)}.`,
  cancelled: (name: string, index: number, count: number) => `Moving cancelled: ${name} is back at ${positionOf(index, count)}.`,
  /** After a Move up or Move down button. */
  moved: (name: string, index: number, count: number) => `Moved ${name} to ${positionOf(index, count)}.`,
  instructions:
    'To move an item with the keyboard, focus its drag handle and press Space or Enter to pick it up, ' +
    'the arrow keys to move it, Space or Enter to drop it, or Escape to put it back. ' +
    'Each item also has Move up and Move down buttons.',
} as const;
