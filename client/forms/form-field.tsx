import { useField } from 'formik';
import type { ChangeEvent } from 'react';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  multiline?: boolean;
  autoComplete?: string;
  /** A rule said before it is broken (under the field, and read with it). */
  help?: string;
}

/** A labelled input whose error shows under it with a red border, and goes away as soon as it is edited. */
export function FormField({
  name,
  label,
  type = 'text',
  multiline = false,
  autoComplete,
  help,
  idPrefix,
}: FieldSpec & { idPrefix: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = `${idPrefix}-${name}`;
  const error = meta.error;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    if (error) helpers.setError(undefined);
  };
  const common = {
    id,
    name,
    value: field.value ?? '',
    onChange,
    onBlur: field.onBlur,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [help ? `${id}-help` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
      {help ? (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
    </div>
  );
}
