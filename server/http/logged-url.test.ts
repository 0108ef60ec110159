import { loggedUrl } from './logged-url';

describe('the request log', () => {
  it.each([
    ['/admin/link/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/admin/link/[secret]'],
    ['/api/staff/links/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/api/staff/links/[secret]'],
    ['/API/Staff/links/secret?x=1', '/API/Staff/links/[secret]?x=1'],
  ])('never keeps a one-time link’s secret: %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it.each(['/product/link', '/categories/link/2', '/admin/inquiries/12?q=link', '/api/staff/inquiries'])(
    'keeps other addresses whole: %s',
    (url) => {
      expect(loggedUrl(url)).toBe(url);
    },
  );
});
