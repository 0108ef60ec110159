import { companyDomainOf } from './company-domain';

describe("a buyer's company domain", () => {
  it.each([
    ['einkauf@korbwaren.de', 'korbwaren.de'],
    ['Anna@Firma.CO.UK', 'firma.co.uk'],
    ['sales@live-nation-events.com', 'live-nation-events.com'],
    ['buyer@live.nation.com', 'live.nation.com'],
  ])('is the domain of a company address: %s → %s', (email, domain) => {
    expect(companyDomainOf(email)).toBe(domain);
  });

  it.each([
    'someone@gmail.com',
    'someone@yahoo.co.uk',
    'someone@yahoo.fr',
    'someone@hotmail.com',
    'someone@outlook.de',
    'someone@live.com',
    'someone@icloud.com',
    'someone@qq.com',
    'someone@163.com',
    'someone@mail.ru',
    'someone@yandex.ru',
    'someone@gmx.de',
    'someone@gmx.net',
    'someone@web.de',
    'someone@aol.com',
    'someone@proton.me',
    'someone@protonmail.com',
  ])('is none for a free mail service: %s', (email) => {
    expect(companyDomainOf(email)).toBeNull();
  });

  it('is none without an address, or with no domain in it', () => {
    expect(companyDomainOf(null)).toBeNull();
    expect(companyDomainOf('')).toBeNull();
    expect(companyDomainOf('no-at-sign')).toBeNull();
    expect(companyDomainOf('a@localhost')).toBeNull();
  });
});
