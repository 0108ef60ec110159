import { contentFieldError, PATH_MAX, pathFromName } from './fields';
import { CONTENT_TYPES } from './content-types';

describe('pathFromName', () => {
  it.each([
    ['Giỏ cói Hội An', 'gio-coi-hoi-an'],
    ['Đèn lục bình ĐÀ NẴNG', 'den-luc-binh-da-nang'],
    ['Rổ mây — 3 ngăn (size L)', 'ro-may-3-ngan-size-l'],
    ['  Seagrass   basket!  ', 'seagrass-basket'],
    ['Crème brûlée tray', 'creme-brulee-tray'],
    ['…', ''],
  ])('makes %j into %j', (name, path) => {
    expect(pathFromName(name)).toBe(path);
  });

  it('cuts a long name between words, and makes a path the form accepts', () => {
    const path = pathFromName('Túi cói đan tay '.repeat(20));
    expect(path.length).toBeLessThanOrEqual(PATH_MAX);
    expect(path.length).toBeGreaterThan(PATH_MAX - 'tay-'.length);
    expect(path.split('-').every((word) => ['tui', 'coi', 'dan', 'tay'].includes(word))).toBe(true);
    expect(contentFieldError(CONTENT_TYPES.product.fields.path, path)).toBeNull();
  });
});
