import { fillTemplate, unknownPlaceholders } from './reply-tools';

const facts = {
  buyerName: 'Jonas Weber',
  reference: 'Q-2611-KTZSK',
  products: [
    { name: 'Round seagrass basket', path: 'round-seagrass-basket', pieces: 1200 },
    { name: null, path: 'old-rattan-tray', pieces: null },
  ],
  myName: 'Lan Nguyen',
};

describe('a reply template', () => {
  it('is filled with the buyer, the reference, the products and the person replying', () => {
    const body = 'Dear {buyer name},\n\nThank you for {reference}:\n{products}\n\nBest regards,\n{my name}';
    expect(fillTemplate(body, facts)).toBe(
      [
        'Dear Jonas Weber,',
        '',
        'Thank you for Q-2611-KTZSK:',
        '- Round seagrass basket (1,200 pcs)',
        '- old-rattan-tray',
        '',
        'Best regards,',
        'Lan Nguyen',
      ].join('\n'),
    );
  });

  it('greets a buyer who gave no name without a gap, and leaves out an empty product list', () => {
    expect(fillTemplate('Dear {buyer name},\n\nProducts:\n{products}\n\n\nThanks', { ...facts, buyerName: null, products: [] })).toBe(
      'Dear,\n\nProducts:\n\nThanks',
    );
  });

  it('reads the words in braces in any letter case, and names the ones it cannot fill', () => {
    expect(fillTemplate('Hello {Buyer Name}', facts)).toBe('Hello Jonas Weber');
    expect(unknownPlaceholders('Dear {buyer}, see {reference} and {price}')).toEqual(['{buyer}', '{price}']);
    expect(unknownPlaceholders('Dear {BUYER NAME}')).toEqual([]);
  });
});
