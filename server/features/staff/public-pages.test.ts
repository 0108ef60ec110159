import request from 'supertest';
import { paths } from '../../../shared/paths';
import type { DatabaseHandle } from '../../db/connect';
import { signedInAs } from '../../../test/staff-sessions';
import { createTestApp } from '../../../test/test-app';

// Public pages stay the same for everybody: a member of staff browsing the site with a session cookie gets the
// page every visitor gets, from the same kept copy, and their visit neither stores another copy nor sets a cookie.
// The kept pages are watched here, to see which request rendered a page and which was answered from the copy.

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>['app'];
const lookups: { key: string; found: boolean }[] = [];

beforeAll(() => {
  ({ app, database } = createTestApp({ onPageLookup: (key, found) => lookups.push({ key, found }) }));
});
afterAll(() => database.close());

async function visit(path: string, cookie?: string) {
  lookups.length = 0;
  const response = await (cookie ? request(app).get(path).set('Cookie', cookie) : request(app).get(path));
  expect(response.status).toBe(200);
  return { response, fromCache: lookups.some((l) => l.found) };
}

describe.each([
  ['the home page', paths.home()],
  ['the questions page', paths.faqs()],
])('%s', (_name, path) => {
  it('is the same page, cached the same way, with a staff session cookie or without', async () => {
    const staff = await signedInAs(database.db, 'owner');
    // A member of staff comes first: what their visit caches is what the visitor after them gets.
    const asStaff = await visit(path, staff.headers.Cookie);
    const asVisitor = await visit(path);
    const asStaffAgain = await visit(path, staff.headers.Cookie);
    expect(asStaff.fromCache).toBe(false);
    expect(asVisitor.fromCache).toBe(true);
    expect(asStaffAgain.fromCache).toBe(true);
    for (const { response } of [asStaff, asVisitor, asStaffAgain]) {
      expect(response.text).toBe(asVisitor.response.text);
      expect(response.headers['cache-control']).toBe(asVisitor.response.headers['cache-control']);
      expect(response.headers['cache-control']).toMatch(/^public, /);
      expect(response.headers.etag).toBe(asVisitor.response.headers.etag);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(String(response.headers.vary ?? '')).not.toMatch(/cookie/i);
    }
  });
});
