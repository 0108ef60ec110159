import type { Picture } from '../../shared/picture';
import { categoryImageKey, demoPictureKey, MEDIA_CATALOGUE, productPhotoKey, weaveDetailKey } from '../pictures/media-catalogue';
import { CATEGORIES } from './categories';
import { buildProducts } from './products';

const products = buildProducts();

/** The catalogue key a picture names: `demo-picture:products/x` → `products/x`. */
const keyOf = (picture: Picture) => demoPictureKey(picture.src);

const picturesOf = (product: (typeof products)[number]) => [...product.gallery, ...(product.thumbnail ? [product.thumbnail] : [])];

describe('demo product pictures', () => {
  it('shows every product its own photograph first, then the weave of its own material', () => {
    for (const product of products) {
      expect([product.path, product.gallery.map(keyOf)]).toEqual([
        product.path,
        [productPhotoKey(product.path), weaveDetailKey(product.material)],
      ]);
    }
  });

  it('never shows a product a picture of another product (the weave close-ups are of the material alone)', () => {
    const productsByPicture = new Map<string, Set<string>>();
    for (const product of products) {
      for (const key of picturesOf(product).map(keyOf)) {
        if (key === undefined || key.startsWith('weaves/')) continue;
        productsByPicture.set(key, (productsByPicture.get(key) ?? new Set()).add(product.path));
      }
    }
    const shared = [...productsByPicture].filter(([, owners]) => owners.size > 1).map(([key, owners]) => [key, [...owners]]);
    expect(shared).toEqual([]);
    expect(productsByPicture.size).toBe(products.length + CATEGORIES.length);
  });

  it("gives a category's picture, as its thumbnail, to the one product that picture shows", () => {
    for (const category of CATEGORIES) {
      const withThumbnail = products.filter((p) => p.thumbnail && keyOf(p.thumbnail) === categoryImageKey(category.path));
      expect([category.path, withThumbnail.map((p) => p.category)]).toEqual([category.path, [category.path]]);
    }
  });

  it('draws no product picture that no product or category shows', () => {
    const shown = new Set(products.flatMap((p) => picturesOf(p).map(keyOf)));
    for (const category of CATEGORIES) shown.add(categoryImageKey(category.path));
    const unused = MEDIA_CATALOGUE.map((entry) => entry.key).filter(
      (key) => /^(products|categories|weaves)\//.test(key) && !shown.has(key),
    );
    expect(unused).toEqual([]);
  });
});
