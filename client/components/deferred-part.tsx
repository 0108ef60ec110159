import { lazy, type ComponentType } from 'react';
import { LazyBoundary } from './lazy-boundary';

/**
 * A part of every page that is below the fold and whose code stays out of the first script. The server renders
 * it in place, like any other part (its module is loaded before the first page is rendered: `preload`). The
 * browser keeps that HTML, links working as plain links, while the first script hydrates the rest of the page,
 * then fetches the part's module and hydrates it too.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function DeferredPart(props: P) {
    const Loaded = loaded;
    // Hydration waits for the module inside this boundary only; the output is the same either way. A module that
    // cannot be fetched (offline, or a page from before a new release) leaves the part out, not the whole page.
    return <LazyBoundary fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</LazyBoundary>;
  }
  return { Component: DeferredPart, preload };
}
