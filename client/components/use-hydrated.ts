import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the server renders and while React takes over the server's HTML, true from then on: for a control
 * that must not act before the app answers it (a form's submit button would otherwise send the form as the
 * browser does, its fields in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
