import { labelStride, linearScale, niceStep, niceTicks, textWidth, truncateLabel } from './scale';

describe('niceTicks', () => {
  it.each([
    [13, [0, 5, 10, 15]],
    [10, [0, 2, 4, 6, 8, 10]],
    [7, [0, 2, 4, 6, 8]],
    [100, [0, 20, 40, 60, 80, 100]],
    [101, [0, 50, 100, 150]],
    [1234, [0, 500, 1000, 1500]],
    [0.7, [0, 0.2, 0.4, 0.6, 0.8]],
  ])('gives round steps from zero to the first round value at or above %p', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('writes decimal ticks without floating-point dust', () => {
    expect(niceTicks(0.3, { maxIntervals: 3 })).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('never steps by fractions on an axis of counts', () => {
    expect(niceTicks(2, { integer: true })).toEqual([0, 1, 2]);
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('still draws an axis when every value is zero, negative or missing', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-4)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('keeps within the number of intervals asked for', () => {
    for (let max = 1; max <= 500; max += 7) {
      for (const maxIntervals of [3, 4, 5, 8]) {
        const ticks = niceTicks(max, { maxIntervals });
        expect(ticks.length - 1).toBeLessThanOrEqual(maxIntervals);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks.at(-2)).toBeLessThan(max);
      }
    }
  });

  it('uses steps of 1, 2 or 5 times a power of ten', () => {
    for (const max of [3, 13, 47, 99, 480, 2600, 0.04]) {
      const step = niceStep(max);
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2, 5]).toContainEqual(Number(mantissa.toFixed(6)));
    }
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, backwards for an SVG y axis', () => {
    const y = linearScale([0, 15], [200, 50]);
    expect(y(0)).toBe(200);
    expect(y(15)).toBe(50);
    expect(y(5)).toBe(150);
  });

  it('puts everything at the start of the range when the domain is empty', () => {
    expect(linearScale([0, 0], [0, 100])(0)).toBe(0);
  });
});

describe('labelStride', () => {
  it('labels every category while the labels fit', () => {
    expect(labelStride(60, textWidth('30 Nov', 12))).toBe(1);
  });

  it('thins 26 weekly labels so that neighbours never overlap', () => {
    const slot = 580 / 26;
    const label = textWidth('30 Nov', 12);
    const stride = labelStride(slot, label);
    expect(stride).toBeGreaterThan(1);
    expect(stride * slot).toBeGreaterThanOrEqual(label);
    expect((stride - 1) * slot).toBeLessThan(label + 6);
  });

  it('falls back to every label when there is no room to measure', () => {
    expect(labelStride(0, 40)).toBe(1);
  });
});

describe('truncateLabel', () => {
  it('keeps a short label and cuts a long one with an ellipsis', () => {
    expect(truncateLabel('Seagrass basket', 20)).toBe('Seagrass basket');
    expect(truncateLabel('Large round seagrass storage basket with lid', 20)).toBe('Large round seagras…');
    expect(Array.from(truncateLabel('Giỏ cói tròn có nắp đậy lớn', 10))).toHaveLength(10);
  });
});
