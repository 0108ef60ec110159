import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

// A refused form puts the person at its first message: the first invalid field gets the focus and is scrolled to
// the middle of the screen, whether the browser's checks or the server refused it.

/** Focuses the form's first invalid field, or else the first field named (the server's refusal of a hidden one). */
export function focusFirstError(names: string[]) {
  window.requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    const target = invalid ?? (names[0] ? document.querySelector<HTMLElement>(`[name="${CSS.escape(names[0])}"]`) : null);
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  });
}

/** Inside a Formik form: once a submit's checks are over and refused it, once per submit. */
export function FocusOnFailedSubmit() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<Record<string, unknown>>();
  const focusedFor = useRef(0);
  useEffect(() => {
    if (submitCount === focusedFor.current || isSubmitting || isValidating) return;
    focusedFor.current = submitCount;
    if (Object.keys(errors).length) focusFirstError(Object.keys(errors));
  }, [submitCount, isSubmitting, isValidating, errors]);
  return null;
}
