import { CATEGORIES } from './categories';
import { cartonOf, pieceOf } from './packing';

// Every demo product has packing data a sales person could have entered: the container estimate works from it.

describe('the demo cartons', () => {
  it('reads a piece from the size the product page shows', () => {
    expect(pieceOf('L38 x W28 x H22 cm (H40 cm with handle)')).toEqual({ l: 38, w: 28, h: 22 });
    expect(pieceOf('D45 x H40 cm')).toEqual({ l: 45, w: 45, h: 40 });
    expect(pieceOf('W70 x D75 x H80 cm')).toEqual({ l: 75, w: 70, h: 80 });
    // The largest of a set; a mat is flat.
    expect(pieceOf('D40 x H35 / D35 x H30 / D30 x H25 cm')).toEqual({ l: 40, w: 40, h: 35 });
    expect(pieceOf('L150 x W35 cm')).toEqual({ l: 150, w: 35, h: 2 });
  });

  it('fits the pieces a line packs per carton, nested when its packing says so', () => {
    const nested = cartonOf({ name: 'Market Basket', size: 'L38 x W28 x H22 cm', packing: '12 pieces per carton, nested' });
    const loose = cartonOf({ name: 'Market Basket', size: 'L38 x W28 x H22 cm', packing: '12 pieces per carton' });
    expect(nested.piecesPerCarton).toBe(12);
    expect(nested.lengthCm * nested.widthCm * nested.heightCm).toBeLessThan((loose.lengthCm * loose.widthCm * loose.heightCm) / 2);
    expect(nested.note).toBe('12 pieces per carton, nested');
  });

  it('gives every line a carton a forwarder would take: at most 2.3 m long, 0.75 m³ and 32 kg, long enough for a piece', () => {
    for (const line of CATEGORIES.flatMap((category) => category.lines)) {
      const carton = cartonOf(line);
      const piece = pieceOf(line.size, line.name);
      const at = `${line.name}: ${JSON.stringify(carton)}`;
      expect([at, carton.lengthCm <= 230 && carton.widthCm >= 10 && carton.heightCm <= 100]).toEqual([at, true]);
      expect([at, (carton.lengthCm * carton.widthCm * carton.heightCm) / 1e6 <= 0.75]).toEqual([at, true]);
      expect([at, carton.grossKg > 0 && carton.grossKg <= 32]).toEqual([at, true]);
      // A rolled runner is as long as it is wide.
      const longest = line.packing.includes('rolled') ? piece.w : piece.l;
      expect([at, carton.lengthCm >= longest && carton.piecesPerCarton >= 1]).toEqual([at, true]);
    }
  });
});
