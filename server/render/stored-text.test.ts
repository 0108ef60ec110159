import request from 'supertest';
import { createIsolatedTestApp } from '../../test/test-app';

// Stored text written by anyone (a future admin, an import) must never run in a visitor's browser.
describe('stored text on pages', () => {
  let context: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  beforeAll(async () => {
    context = await createIsolatedTestApp();
  });
  afterAll(() => context.dispose());

  it('is escaped in the page and the hydration data, and stored HTML is sanitised', async () => {
    const { app, database } = context;
    const owner = await database.db.selectFrom('product').select(['category_id', 'material_id']).limit(1).executeTakeFirstOrThrow();
    const hostile = 'Basket </script><script>window.__xss=1</script>';
    const inserted = await database.db
      .insertInto('product')
      .values({
        name: hostile,
        path: 'hostile-basket',
        description: '<p>Fine</p><img src=x onerror="window.__xss=2"><script>window.__xss=3</script>',
        detail: '<p>Detail</p><a href="javascript:window.__xss=4">link</a>',
        category_id: owner.category_id,
        material_id: owner.material_id,
      })
      .returning(['path'])
      .executeTakeFirstOrThrow();
    const response = await request(app).get(`/product/${inserted.path}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('<script>window.__xss');
    expect(response.text).not.toContain('onerror=');
    expect(response.text).not.toContain('javascript:window');
    expect(response.text).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1');
  });

  it('keeps the text styles the site ships on stored paragraphs, and drops any other class', async () => {
    const { app, database } = context;
    const owner = await database.db.selectFrom('product').select(['category_id', 'material_id']).limit(1).executeTakeFirstOrThrow();
    await database.db
      .insertInto('product')
      .values({
        name: 'Styled Basket',
        path: 'styled-basket',
        description: '<p>Plain</p>',
        detail: '<p class="lead position-fixed">Large first line</p><p><span class="fw-bold overlay">Bold</span> text</p>',
        category_id: owner.category_id,
        material_id: owner.material_id,
      })
      .execute();
    const page = await request(app).get('/product/styled-basket').expect(200);
    expect(page.text).toContain('<p class="lead">Large first line</p>');
    expect(page.text).toContain('<span class="fw-bold">Bold</span>');
    expect(page.text).not.toContain('position-fixed');
  });
});
