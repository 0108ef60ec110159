import { lazy, memo, type ComponentType } from 'react';
import { LazyBoundary } from './lazy-boundary';

/**
 * A part of every page that is below the fold and whose code stays out of the first script. The server renders
 * it in place, like any other part (its module is loaded before the first page is rendered: `preload`). The
 * browser keeps that HTML, links working as plain links and forms posting as plain forms, while the first script
 * hydrates the rest of the page, then fetches the part's module and hydrates it too.
 *
 * Until its module arrives, the part must not be rendered again with new props: React would give up hydrating
 * it and render it from scratch, replacing the server's HTML and whatever was typed into it. So the part is
 * memoised, and its props must stay the same objects from one render to the next (loader and action data, not
 * functions made in the render).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  const DeferredPart = memo(function DeferredPart(props: P) {
    const Loaded = loaded;
    // Hydration waits for the module inside this boundary only; the output is the same either way. A module that
    // cannot be fetched (offline, or a page from before a new release) leaves the part out, not the whole page.
    return <LazyBoundary fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</LazyBoundary>;
  });
  return { Component: DeferredPart, preload };
}
