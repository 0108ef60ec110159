import { buyerLocalTime, buyerTimeZone, countryName, countryOf } from './buyer-origin';

describe("a buyer's country", () => {
  it.each([
    ['+49 30 1234567', 'DE'],
    ['+1 212 555 0147', 'US'],
    ['+1 416 555 0100', 'CA'],
    ['+84 912345678', 'VN'],
    ['+44 20 7946 0958', 'GB'],
    ['+49 (30) 123-4567', 'DE'],
  ])('comes from a phone written with its country code: %s → %s', (phone, country) => {
    expect(countryOf({ phone })).toBe(country);
  });

  it('is not guessed from a phone without a country code', () => {
    expect(countryOf({ phone: '0912 345 678' })).toBeNull();
    expect(countryOf({ phone: '0912 345 678', email: null })).toBeNull();
    expect(countryOf({ phone: '+1 000 000 0000' })).toBeNull(); // +1 is shared, and this number is no country's
  });

  it.each([
    ['buyer@firma.de', 'DE'],
    ['a@b.co.uk', 'GB'],
    ['a@b.uk', 'GB'],
    ['sales@congty.com.vn', 'VN'],
    ['Anna@Firma.DE', 'DE'],
  ])("comes from the e-mail address's country domain: %s → %s", (email, country) => {
    expect(countryOf({ email })).toBe(country);
  });

  it.each(['x@gmail.com', 'a@b.net', 'a@b.org', 'founder@startup.io', 'a@b.co', 'shop@b.eu', 'not-an-address', ''])(
    'is not guessed from a generic domain or no domain: %s',
    (email) => {
      expect(countryOf({ email })).toBeNull();
    },
  );

  it('prefers the phone to the e-mail address, and falls back to the address when the phone tells nothing', () => {
    expect(countryOf({ phone: '+84 912345678', email: 'buyer@firma.de' })).toBe('VN');
    expect(countryOf({ phone: '0912 345 678', email: 'buyer@firma.de' })).toBe('DE');
    expect(countryOf({})).toBeNull();
  });
});

describe("a buyer's time zone", () => {
  it('is known for a country that keeps one time', () => {
    expect(buyerTimeZone('VN')).toBe('Asia/Ho_Chi_Minh');
    expect(buyerTimeZone('DE')).toBe('Europe/Berlin');
    expect(buyerTimeZone('GB')).toBe('Europe/London');
    expect(buyerTimeZone('cn')).toBe('Asia/Shanghai');
    expect(buyerTimeZone('ES')).toBe('Europe/Madrid');
  });

  it('is unknown for a country with several times, or a code that is no country', () => {
    for (const country of ['US', 'CA', 'AU', 'RU', 'BR', 'MX', 'EU', 'XX']) expect(buyerTimeZone(country)).toBeNull();
  });

  it('gives the local weekday and time at an instant', () => {
    const instant = new Date('2026-11-17T13:05:00Z'); // a Tuesday
    expect(buyerLocalTime(instant, 'Europe/Berlin')).toBe('Tue 14:05');
    expect(buyerLocalTime(instant, 'Asia/Ho_Chi_Minh')).toBe('Tue 20:05');
    expect(buyerLocalTime(new Date('2026-11-17T20:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('Wed 03:30');
    expect(buyerLocalTime(new Date('2026-07-14T13:05:00Z'), 'Europe/Berlin')).toBe('Tue 15:05'); // summer time
  });
});

describe("a country's name", () => {
  it('is the English name of its code, and the code itself when it is none', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('vn')).toBe('Vietnam');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('x1')).toBe('x1');
  });
});
