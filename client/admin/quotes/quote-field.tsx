import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';

// One field of the quote builder: a visible label, its error under it (gone as soon as it is edited), and the
// input's own attributes (a number keyboard for pieces and prices, a suggestion list for colours).

export function QuoteField({
  name,
  label,
  className = 'mb-2',
  inputMode,
  list,
  type = 'text',
  multiline = false,
  help,
  suffix,
}: {
  name: string;
  label: string;
  className?: string;
  inputMode?: 'numeric' | 'decimal';
  /** The id of a datalist of suggestions. */
  list?: string;
  type?: 'text' | 'date';
  multiline?: boolean;
  help?: ReactNode;
  /** Shown after the input, in the same group (a unit). */
  suffix?: string;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const id = `quote-${name.replace(/\./g, '-')}`;
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    if (error) helpers.setError(undefined);
  };
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
  const common = {
    id,
    name,
    value: field.value ?? '',
    onChange,
    onBlur: field.onBlur,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const input = multiline ? (
    <textarea rows={3} {...common} />
  ) : (
    <input type={type} inputMode={inputMode} list={list} autoComplete="off" {...common} />
  );
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      {suffix ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {input}
          <span className="input-group-text">{suffix}</span>
          {error ? (
            <div id={`${id}-error`} className="invalid-feedback">
              {error}
            </div>
          ) : null}
        </div>
      ) : (
        <>
          {input}
          {error ? (
            <div id={`${id}-error`} className="invalid-feedback">
              {error}
            </div>
          ) : null}
        </>
      )}
      {help ? (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
    </div>
  );
}
