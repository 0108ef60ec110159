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
    // Spelled otherwise, as the routers still read them: decoded, resolved, in any case, with extra slashes.
    ['/%71uote/secret', '/%71uote/[secret]'],
    ['/%71UOTE/secret/', '/%71UOTE/[secret]/'],
    ['/%64e/%51uote/secret?x=1', '/%64e/%51uote/[secret]?x=1'],
    ['//quote//secret', '//quote//[secret]'],
    ['/x/%2e%2e/quote/secret', '/quote/[secret]'],
    ['/\\quote/secret', '//quote/[secret]'],
    ['/quote%2Fsecret', '/[secret]'],
    ['/api/%71uote/secret/%70df', '/api/%71uote/[secret]/%70df'],
    ['/api/quote/secret/more/pdf', '/api/quote/[secret]/[secret]/[secret]'],
    ['https://example.com/%70review/secret', 'https://example.com/%70review/[secret]'],
    ['https://example.com\\quote/secret', 'https://example.com//quote/[secret]'],
    // Malformed escapes: never a throw, the secret still masked.
    ['/%71uote/secret%E0%A4%A', '/%71uote/[secret]'],
    ['/%71uote/%E0%A4%A/secret', '/%71uote/[secret]/[secret]'],
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
    // A malformed escape in a route's own word: no router reads it as that word.
    '/%71uote%ZZ/secret',
    '/%71%FFuote/secret',
    '/quote;a/secret',
  ])('keeps other addresses whole: %s', (url) => {
    expect(loggedUrl(url)).toBe(url);
  });
});
