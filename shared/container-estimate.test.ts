import { CONTAINERS, estimateContainers, PACKING_ALLOWANCE, usableM3, type CartonData } from './container-estimate';

// The container estimate a buyer sees in the basket and on /order, and sales in the quote builder.

/** 50 cm cubes (0.125 m³) of ten pieces, 5 kg each. */
const cube: CartonData = { lengthCm: 50, widthCm: 50, heightCm: 50, grossKg: 5, piecesPerCarton: 10 };

describe('the container estimate', () => {
  it('counts cartons per colour, adds their volume and weight, and flags colours under the minimum', () => {
    const estimate = estimateContainers([
      {
        name: 'Seagrass belly basket',
        carton: cube,
        colours: [
          { colour: 'Natural', quantity: 100 },
          { colour: 'Grey', quantity: 95 },
        ],
      },
    ]);
    // 10 cartons of natural, and 95 grey pieces need 10 cartons too: a carton holds one colour.
    expect(estimate.lines).toEqual([
      { name: 'Seagrass belly basket', pieces: 195, cartons: 20, volumeM3: 2.5, grossKg: 100, belowMinimum: ['Grey'] },
    ]);
    expect(estimate).toMatchObject({ cartons: 20, volumeM3: 2.5, grossKg: 100, onRequest: [] });
    const highCube = estimate.fills.find((fill) => fill.key === '40hq')!;
    expect(highCube.share).toBeCloseTo(2.5 / (76.3 * 0.88), 6);
    expect(highCube.containers).toBe(1);
  });

  it("keeps a packing allowance of the nominal volume: a 40' HQ takes about 67 m³ of cartons", () => {
    expect(PACKING_ALLOWANCE).toBeGreaterThanOrEqual(0.1);
    expect(PACKING_ALLOWANCE).toBeLessThanOrEqual(0.15);
    expect(CONTAINERS.map((container) => [container.label, Math.round(usableM3(container) * 10) / 10])).toEqual([
      ["20' GP", 29.2],
      ["40' GP", 59.6],
      ["40' HQ", 67.1],
    ]);
  });

  it("says how many more pieces fill the 40' HQ, in whole cartons", () => {
    const estimate = estimateContainers([{ name: 'Basket', carton: cube, colours: [{ colour: 'Natural', quantity: 200 }] }]);
    // 20 cartons take 2.5 m³ of 67.144: 517 more cartons of 0.125 m³ fit.
    expect(estimate.toFill).toEqual({ name: 'Basket', pieces: 5170 });
  });

  it('counts several containers for a large order, and the room left in the last one', () => {
    const estimate = estimateContainers([{ name: 'Basket', carton: cube, colours: [{ colour: 'Natural', quantity: 6000 }] }]);
    // 600 cartons, 75 m³: two 40' HQ, three 20' GP.
    expect(estimate.volumeM3).toBe(75);
    expect(estimate.fills.map((fill) => [fill.key, fill.containers])).toEqual([
      ['20gp', 3],
      ['40gp', 2],
      ['40hq', 2],
    ]);
    expect(estimate.toFill).toEqual({ name: 'Basket', pieces: Math.floor((2 * 76.3 * 0.88 - 75) / 0.125) * 10 });
  });

  it('counts a heavy order by weight when the weight fills the container first', () => {
    const heavy: CartonData = { lengthCm: 20, widthCm: 20, heightCm: 25, grossKg: 100, piecesPerCarton: 1 };
    const estimate = estimateContainers([{ name: 'Iron-frame bench', carton: heavy, colours: [{ colour: 'Black', quantity: 300 }] }]);
    // 3 m³ but 30 tonnes: over a 40' HQ's payload of 26.5 t.
    expect(estimate.fills.find((fill) => fill.key === '40hq')).toMatchObject({ containers: 2, limitedBy: 'weight' });
    expect(estimate.fills.find((fill) => fill.key === '40hq')!.share).toBeCloseTo(30_000 / 26_500, 6);
  });

  it('leaves out, and names, products without packing data instead of guessing', () => {
    const estimate = estimateContainers([
      { name: 'Basket', carton: cube, colours: [{ colour: 'Natural', quantity: 100 }] },
      { name: 'Custom lamp', carton: { ...cube, piecesPerCarton: null }, colours: [{ colour: 'Natural', quantity: 100 }] },
      { name: 'Pouf', carton: null, colours: [{ colour: 'Natural', quantity: 50 }] },
    ]);
    expect(estimate.onRequest).toEqual(['Custom lamp', 'Pouf']);
    expect(estimate.cartons).toBe(10);
    expect(estimate.lines[2]).toEqual({
      name: 'Pouf',
      pieces: 50,
      cartons: null,
      volumeM3: null,
      grossKg: null,
      belowMinimum: ['Natural'],
    });
  });

  it('says nothing about filling a container when no product has packing data', () => {
    const estimate = estimateContainers([{ name: 'Pouf', carton: null, colours: [{ colour: 'Natural', quantity: 100 }] }]);
    expect(estimate).toMatchObject({ cartons: 0, volumeM3: 0, toFill: null, onRequest: ['Pouf'] });
    expect(estimate.fills.every((fill) => fill.share === 0)).toBe(true);
  });

  it('counts a nested product by the sets its carton holds (worked by hand)', () => {
    // A set of three nested seagrass baskets; six sets to a 52 × 52 × 60 cm carton of 9 kg: 0.16224 m³ each.
    const nested: CartonData = { lengthCm: 52, widthCm: 52, heightCm: 60, grossKg: 9, piecesPerCarton: 6 };
    const estimate = estimateContainers([
      {
        name: 'Nested basket set of 3',
        carton: nested,
        colours: [
          { colour: 'Natural', quantity: 300 },
          { colour: 'Grey', quantity: 150 },
        ],
      },
    ]);
    // 300 / 6 = 50 cartons and 150 / 6 = 25: 75 cartons, 75 × 0.16224 = 12.168 m³, 75 × 9 = 675 kg.
    expect(estimate.cartons).toBe(75);
    expect(estimate.volumeM3).toBeCloseTo(12.168, 9);
    expect(estimate.grossKg).toBe(675);
    // A 20' GP takes 33.2 × 0.88 = 29.216 m³ of cartons: 12.168 / 29.216 = 41.6 %, by volume.
    expect(estimate.fills[0]).toMatchObject({ key: '20gp', containers: 1, limitedBy: 'volume' });
    expect(estimate.fills[0]!.share).toBeCloseTo(0.41648, 5);
    // A 40' HQ has 67.144 − 12.168 = 54.976 m³ left: 338 more cartons of six sets.
    expect(estimate.toFill).toEqual({ name: 'Nested basket set of 3', pieces: 2028 });
  });

  it('counts a knocked-down chair in its flat carton, a fraction of the room it takes assembled (worked by hand)', () => {
    // Flat-packed: two chairs to an 80 × 65 × 30 cm carton (0.156 m³) of 18 kg. Assembled: one to 80 × 65 × 90.
    const knockedDown: CartonData = { lengthCm: 80, widthCm: 65, heightCm: 30, grossKg: 18, piecesPerCarton: 2 };
    const assembled: CartonData = { lengthCm: 80, widthCm: 65, heightCm: 90, grossKg: 12, piecesPerCarton: 1 };
    const colours = [
      { colour: 'Black', quantity: 251 },
      { colour: 'Natural', quantity: 100 },
    ];
    const flat = estimateContainers([{ name: 'Rattan dining chair', carton: knockedDown, colours }]);
    // 251 black chairs take 126 cartons (the last holds one), 100 natural take 50: 176 cartons.
    expect(flat.cartons).toBe(176);
    expect(flat.volumeM3).toBeCloseTo(176 * 0.156, 9);
    expect(flat.grossKg).toBe(3168);
    // 27.456 m³: one 20' GP, 94 % full.
    expect(flat.fills[0]).toMatchObject({ containers: 1, limitedBy: 'volume' });
    expect(flat.fills[0]!.share).toBeCloseTo(27.456 / 29.216, 9);
    const whole = estimateContainers([{ name: 'Rattan dining chair', carton: assembled, colours }]);
    // 351 cartons of 0.468 m³ = 164.268 m³: three 40' HQ (67.144 each), six 20' GP.
    expect(whole.volumeM3).toBeCloseTo(164.268, 9);
    expect(whole.fills.map((fill) => [fill.key, fill.containers])).toEqual([
      ['20gp', 6],
      ['40gp', 3],
      ['40hq', 3],
    ]);
  });
});
