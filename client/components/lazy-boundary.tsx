import { Component, Suspense, type ReactNode } from 'react';

/**
 * Around a part whose code loads on demand: `fallback` shows while that code loads, and stays when it cannot be
 * fetched (offline, or a page from before a new release), instead of the layout's error screen.
 */
export class LazyBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { fallback, children } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
