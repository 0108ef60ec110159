import request from 'supertest';
import { createTestApp, TEST_ADMIN_ASSETS } from '../../test/test-app';

const { app, database } = createTestApp();
afterAll(() => database.close());

describe('the back office shell', () => {
  it.each(['/admin', '/admin/sign-in', '/admin/inquiries/42?status=new'])(
    'answers %s with the staff bundle, kept by nobody and indexed by no one',
    async (address) => {
      const res = await request(app).get(address).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.text).toContain(`src="${TEST_ADMIN_ASSETS.entry}"`);
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
      // The entry is a file of the site's own, which the page's script policy allows ('self').
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    },
  );

  it('is not what a public page loads', async () => {
    const res = await request(app).get('/').expect(200);
    expect(res.text).not.toContain(TEST_ADMIN_ASSETS.entry);
    expect(res.text).not.toContain('/admin');
  });

  it('answers the staff API without being kept or indexed, and nobody signed in gets 401', async () => {
    const res = await request(app).get('/api/staff/me').expect(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toEqual({ error: 'Sign in to continue.' });
  });
});
