import { moveItem, ORDER_ANNOUNCEMENTS } from './sortable-order';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
    [1, 1, ['a', 'b', 'c', 'd']],
  ])('moves the item at %p to %p', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c', 'd'], from, to)).toEqual(expected);
  });

  it('stops at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list it was given as it was', () => {
    const list = [1, 2, 3];
    moveItem(list, 0, 2);
    expect(list).toEqual([1, 2, 3]);
  });
});

describe('ORDER_ANNOUNCEMENTS', () => {
  it('names the item and counts places from one', () => {
    expect(ORDER_ANNOUNCEMENTS.pickedUp('Seagrass basket', 0, 5)).toBe('Picked up Seagrass basket, at position 1 of 5.');
    expect(ORDER_ANNOUNCEMENTS.movedOver('Seagrass basket', 2, 5)).toBe('Seagrass basket is now at position 3 of 5.');
    expect(ORDER_ANNOUNCEMENTS.dropped('Seagrass basket', 4, 5)).toBe('Dropped Seagrass basket at position 5 of 5.');
    expect(ORDER_ANNOUNCEMENTS.cancelled('Seagrass basket', 0, 5)).toBe('Moving cancelled: Seagrass basket is back at position 1 of 5.');
    expect(ORDER_ANNOUNCEMENTS.moved('Rattan tray', 1, 2)).toBe('Moved Rattan tray to position 2 of 2.');
  });
});
