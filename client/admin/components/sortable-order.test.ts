import { moveItem, ORDER_ANNOUNCEMENTS, stepItem } from './sortable-order';

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
  });

  it('says which item a Move button moved, and to where, item first', () => {
    expect(ORDER_ANNOUNCEMENTS.moved('Jute baskets', 2, 8)).toBe('Jute baskets moved to position 3 of 8.');
    expect(ORDER_ANNOUNCEMENTS.moved('Rattan tray', 1, 2)).toBe('Rattan tray moved to position 2 of 2.');
  });
});

describe('stepItem', () => {
  const ids = [11, 12, 13, 14, 15];

  it('moves the item it is given one place, whatever its place, and says where it is now', () => {
    expect(stepItem(ids, 13, 'down')).toEqual({ ids: [11, 12, 14, 13, 15], index: 3, focus: 'down' });
    expect(stepItem(ids, 13, 'up')).toEqual({ ids: [11, 13, 12, 14, 15], index: 1, focus: 'up' });
  });

  it('pressed twice, moves the same item two places', () => {
    const once = stepItem(ids, 11, 'down');
    const twice = stepItem(once.ids, 11, once.focus);
    expect(twice).toEqual({ ids: [12, 13, 11, 14, 15], index: 2, focus: 'down' });
  });

  it('hands the focus to the other button when the item reaches the end the pressed one moves it to', () => {
    expect(stepItem(ids, 14, 'down')).toEqual({ ids: [11, 12, 13, 15, 14], index: 4, focus: 'up' });
    expect(stepItem(ids, 12, 'up')).toEqual({ ids: [12, 11, 13, 14, 15], index: 0, focus: 'down' });
  });

  it('leaves an item already at that end where it is', () => {
    expect(stepItem(ids, 15, 'down')).toEqual({ ids, index: 4, focus: 'up' });
    expect(stepItem(ids, 11, 'up')).toEqual({ ids, index: 0, focus: 'down' });
  });

  it('leaves the order it was given as it was', () => {
    const order = [1, 2, 3];
    stepItem(order, 1, 'down');
    expect(order).toEqual([1, 2, 3]);
  });
});
