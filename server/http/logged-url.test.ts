import { loggedUrl } from './logged-url';

describe('the request log', () => {
  it.each([
    ['/admin/link/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/admin/link/[secret]'],
    ['/api/staff/links/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/api/staff/links/[secret]'],
    ['/API/Staff/links/secret?x=1', '/API/Staff/links/[secret]?x=1'],
    ['/quote/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/quote/[secret]'],
    ['/api/Quote/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde/pdf', '/api/Quote/[secret]/pdf'],
    ['/preview/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/preview/[secret]'],
    ['https://example.com/quote/secret#answer', 'https://example.com/quote/[secret]#answer'],
  ])('never keeps a secret link’s secret: %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it.each([
    '/product/link',
    '/categories/link/2',
    '/admin/inquiries/12?q=link',
    '/api/staff/inquiries',
    '/api/staff/inquiries/12/quote',
    'https://example.com/products/page/2',
  ])('keeps other addresses whole: %s', (url) => {
    expect(loggedUrl(url)).toBe(url);
  });
});
