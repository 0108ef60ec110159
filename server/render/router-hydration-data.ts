import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/**
 * A route's error as React Router's own server rendering writes it (its `serializeErrors`), so the browser's
 * router turns it back into the same error.
 */
function serializedError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) return { ...error, __type: 'RouteErrorResponse' };
  if (error instanceof Error) {
    return { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
  }
  return error;
}

/**
 * The loader data, action data and errors of a rendered page, in the shape React Router's `StaticRouterProvider`
 * hands to `window.__staticRouterHydrationData`, as JSON for a `<script type="application/json">` element: `<` is
 * escaped, so no value can close the element or open a comment.
 */
export function routerHydrationJson(context: StaticHandlerContext): string {
  const errors = context.errors && Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, serializedError(error)]));
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors: errors ?? null };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
