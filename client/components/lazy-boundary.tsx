import { Component, type ReactNode } from 'react';

/**
 * Around a part whose code loads on demand: when that code cannot be fetched (offline, or a page from before a
 * new release), the page stays as it is and shows `fallback` there, instead of the layout's error screen.
 */
export class LazyBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
