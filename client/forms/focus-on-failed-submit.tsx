import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

// A refused form puts the person at its first message: the first invalid field gets the focus and is scrolled to
// the middle of the screen (clear of the sticky header), whether the browser's checks or the server refused it.
// On a phone the messages of a long form would otherwise be above the screen, with the focus nowhere.

/**
 * Focuses the first invalid field inside `scope` (a form; the whole page by default), or else the first field
 * named (the server's refusal of a field that shows no message).
 */
export function focusFirstError(names: string[], scope: ParentNode = document) {
  window.requestAnimationFrame(() => {
    const invalid = scope.querySelector<HTMLElement>(scope === document ? 'form [aria-invalid="true"]' : '[aria-invalid="true"]');
    const target = invalid ?? (names[0] ? scope.querySelector<HTMLElement>(`[name="${CSS.escape(names[0])}"]`) : null);
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  });
}

/** Inside a Formik form: once a submit's checks are over and refused it, once per submit, within that form. */
export function FocusOnFailedSubmit() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<Record<string, unknown>>();
  const focusedFor = useRef(0);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (submitCount === focusedFor.current || isSubmitting || isValidating) return;
    focusedFor.current = submitCount;
    if (Object.keys(errors).length) focusFirstError(Object.keys(errors), marker.current?.closest('form') ?? document);
  }, [submitCount, isSubmitting, isValidating, errors]);
  // Only to find the form it is in: a page may have several.
  return <span ref={marker} hidden />;
}
