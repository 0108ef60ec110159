import { labelledFields, messageOf, previewOf } from './inquiry-fields';

describe('what the buyer sent, for staff', () => {
  it("labels a quotation request's fields in the form's order", () => {
    const payload = {
      name: 'Anna',
      phone_number: '+49 30 1234567',
      email: 'anna@firma.de',
      subject: 'Baskets',
      message: 'Price?',
      product: { name: 'Seagrass Basket', link: 'https://shop.example/product/seagrass-basket' },
    };
    expect(labelledFields('quotation', payload)).toEqual([
      { label: 'Name', value: 'Anna' },
      { label: 'Phone', value: '+49 30 1234567' },
      { label: 'E-mail', value: 'anna@firma.de' },
      { label: 'Product', value: 'Seagrass Basket (https://shop.example/product/seagrass-basket)' },
      { label: 'Subject', value: 'Baskets' },
      { label: 'Message', value: 'Price?' },
    ]);
  });

  it("reads the contact page's message, which names its fields differently, and leaves out empty ones", () => {
    const payload = { name: 'Bao', email: '', phone: '0912 345 678', content: 'Call me' };
    expect(labelledFields('contact', payload)).toEqual([
      { label: 'Name', value: 'Bao' },
      { label: 'Phone', value: '0912 345 678' },
      { label: 'Message', value: 'Call me' },
    ]);
    expect(messageOf(payload)).toBe('Call me');
  });

  it('lists a basket line per product with its colours', () => {
    const payload = {
      name: 'Chi',
      items: [
        {
          path: 'lamp',
          name: 'Rattan Lamp',
          variants: [
            { colour: 'Natural', quantity: 1000 },
            { colour: 'Black', quantity: 200 },
          ],
        },
      ],
    };
    expect(labelledFields('order', payload)).toContainEqual({ label: 'Products', value: 'Rattan Lamp: Natural × 1,000, Black × 200' });
    expect(previewOf('order', payload)).toBe('1 product');
  });

  it('never fails on a payload of another shape', () => {
    for (const payload of [null, 'text', 42, [], { items: 'none', product: 'x', message: 7 }, { items: [null, { variants: [{}] }] }]) {
      expect(() => labelledFields('order', payload)).not.toThrow();
      expect(() => previewOf('quotation', payload)).not.toThrow();
    }
    expect(labelledFields('contact', null)).toEqual([]);
  });

  it('previews the subject, or the first words of a long message', () => {
    expect(previewOf('quotation', { subject: 'Baskets', message: 'Long text' })).toBe('Baskets');
    const preview = previewOf('contact', { content: 'word '.repeat(100) });
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(preview.endsWith('word…')).toBe(true);
    expect(previewOf('catalogue', { email: 'a@b.de' })).toBe('Catalogue request');
  });
});
