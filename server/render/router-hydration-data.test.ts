import type { StaticHandlerContext } from 'react-router-dom';
import { routerHydrationJson } from './router-hydration-data';

const contextWith = (values: Partial<StaticHandlerContext>) =>
  ({ loaderData: {}, actionData: null, errors: null, ...values }) as StaticHandlerContext;

describe("the router's state in a page", () => {
  it('cannot close its script element or open a comment, whatever the content says, and reads back the same', () => {
    const name = '</script><script>alert(1)</script><!-- <\u2028';
    const json = routerHydrationJson(contextWith({ loaderData: { product: { name } } }));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ loaderData: { product: { name } }, actionData: null, errors: null });
  });

  it("writes a route's errors as React Router does, so the browser's router makes the same errors of them", () => {
    // What a loader's `throw data(null, { status: 404 })` becomes on the server: an error response.
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    const errors = { product: notFound, contact: new TypeError('Failed to fetch'), layout: new Error('Database unavailable') };
    expect(JSON.parse(routerHydrationJson(contextWith({ errors })))).toEqual({
      loaderData: {},
      actionData: null,
      errors: {
        product: { ...notFound, __type: 'RouteErrorResponse' },
        contact: { message: 'Failed to fetch', __type: 'Error', __subType: 'TypeError' },
        layout: { message: 'Database unavailable', __type: 'Error' },
      },
    });
  });
});
