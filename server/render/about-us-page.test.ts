import request from 'supertest';
import type { DatabaseHandle } from '../db/connect';
import { createTestApp } from '../../test/test-app';

// The About us page as a buyer's browser receives it, before any script runs.

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

it("shows each customer photo's text under its caption", async () => {
  const photos = await database.db
    .selectFrom('content_block')
    .select(['title', 'body'])
    .where('page', '=', 'about-us')
    .where('section', '=', 'customer-photos')
    .orderBy('sort_order')
    .execute();
  expect(photos.length).toBeGreaterThan(0);
  const response = await request(app).get('/about-us');
  expect(response.status).toBe(200);
  // The photos' own section: testimonials and client logos above it have captions of their own.
  const section = response.text.slice(response.text.indexOf('id="customers-title"'));
  const captions = [...section.matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map((match) => textOf(match[1]!));
  expect(captions).toEqual(photos.map((photo) => `${photo.title} ${textOf(photo.body)}`));
});
