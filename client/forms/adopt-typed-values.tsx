import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';

/**
 * Takes over what was typed into the server's form before the app ran. React leaves the fields as they are when it
 * hydrates them, but Formik starts from the page's values: the next render would write those over the typed text.
 * Right after hydration, before anything renders again, Formik is given what each field holds.
 */
export function AdoptTypedValues() {
  const { values, setValues } = useFormikContext<Record<string, string>>();
  // Its own element finds the form: the form's ref is attached only after the effects of what is inside it.
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const fields = marker.current?.closest('form')?.elements;
    if (!fields) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const field = fields.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== value) typed[name] = field.value;
    }
    if (Object.keys(typed).length) void setValues({ ...values, ...typed }, false);
    // Once, for the fields as the server rendered them: from then on every keystroke goes through Formik.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <span ref={marker} hidden />;
}
