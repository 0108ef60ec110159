import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { type ChangeEvent, type ReactNode, useEffect, useRef } from 'react';
import { choicesOf, type ContentField, pathFromName } from '../../../shared/content/fields';
import type { ContentOption } from '../../../shared/content/content-types';
import type { Picture } from '../../../shared/picture';
import { GalleryField, PictureField } from './picture-fields';
import { RichTextEditor } from '../components/rich-text-editor';
import type { StoredDocument } from '../../../shared/certificates';
import { DocumentField } from './document-field';
import { ProductListField } from './product-list-field';
import { declarationWord } from './declaration-words';

// One field of a content form, drawn for its kind: the label, the control, the hint, and the error under it (read
// with the control). The form's values are the API's: strings, numbers, booleans, lists and pictures.

export interface ContentFieldProps {
  name: string;
  field: ContentField;
  idPrefix: string;
  /** The choices of a reference field (categories, materials). */
  options?: ContentOption[];
  /** The language typed into the control when it is not the screen's (a translation): the browser checks its spelling. */
  lang?: string;
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
}

export function FieldFrame({
  id,
  field,
  error,
  children,
  asGroup = false,
  moreHint,
}: {
  id: string;
  field: ContentField;
  error?: string;
  children: ReactNode;
  asGroup?: boolean;
  /** A sentence of the form's own after the declaration's hint (how the control is filled in). */
  moreHint?: string;
}) {
  const { i18n } = useLingui();
  const label = declarationWord(i18n, field.label);
  const hint = [field.hint ? declarationWord(i18n, field.hint) : '', moreHint ?? ''].filter(Boolean).join(' ');
  const labelText = field.required ? (
    label
  ) : (
    <Trans>
      {label}
      <span className="text-body-secondary fw-normal"> (optional)</span>
    </Trans>
  );
  const notes = (
    <>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </>
  );
  if (asGroup) {
    return (
      <fieldset className="mb-3" aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}>
        <legend className="form-label fs-6 mb-2">{labelText}</legend>
        {children}
        {notes}
      </fieldset>
    );
  }
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {labelText}
      </label>
      {children}
      {notes}
    </div>
  );
}

/**
 * A new item's path follows its name, made into an address, until the editor types a path of their own. An item
 * saved before keeps its path whatever its name becomes: its address is public, and links to it are out there. An
 * item without a path is a new one (a saved item always has one). Returns what the path's own input calls.
 */
function usePathFromName(name: string, field: ContentField): () => void {
  const source = field.kind === 'text' ? field.pathFrom : undefined;
  const { values, initialValues, setFieldValue, setFieldError } = useFormikContext<Record<string, unknown>>();
  const typedByHand = useRef(false);
  const follows = source !== undefined && String(initialValues[name] ?? '') === '';
  const sourceText = source ? String(values[source] ?? '') : '';
  useEffect(() => {
    if (!follows || typedByHand.current) return;
    void setFieldValue(name, pathFromName(sourceText), false);
    setFieldError(name, undefined);
  }, [follows, sourceText, name, setFieldValue, setFieldError]);
  return () => {
    typedByHand.current = true;
  };
}

/**
 * A choice whose options depend on another field (a page's sections): what the editor chose is cleared when that
 * field changes and takes it away, so the form never holds a section of another page. Returns the options.
 */
function useDependentChoices(name: string, field: ContentField) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const choices = field.kind === 'choice' ? choicesOf(field, values) : [];
  const dependsOn = field.kind === 'choice' ? field.optionsBy?.field : undefined;
  const other = dependsOn ? String(values[dependsOn] ?? '') : '';
  const chosen = String(values[name] ?? '');
  const offered = chosen === '' || choices.some((choice) => String(choice.value) === chosen);
  const otherBefore = useRef(other);
  useEffect(() => {
    if (otherBefore.current === other) return;
    otherBefore.current = other;
    if (!offered) void setFieldValue(name, '', false);
  }, [other, offered, name, setFieldValue]);
  return { choices, waitsFor: dependsOn && other === '' ? dependsOn : null };
}

export function ContentFieldInput({ name, field, idPrefix, options = [], lang }: ContentFieldProps) {
  const { t, i18n } = useLingui();
  const [input, meta, helpers] = useField<unknown>(name);
  const typedPath = usePathFromName(name, field);
  const dependent = useDependentChoices(name, field);
  const id = `${idPrefix}-${name}`;
  const error = meta.touched || meta.error ? meta.error : undefined;
  const invalid = Boolean(error);
  const common = {
    id,
    name,
    onBlur: input.onBlur,
    lang,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, Boolean(field.hint), invalid),
  };
  const set = (value: unknown) => {
    void helpers.setValue(value);
    if (error) helpers.setError(undefined);
  };
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(event.target.value);
  const value = input.value;
  const label = declarationWord(i18n, field.label);
  const hint = field.hint ? declarationWord(i18n, field.hint) : undefined;
  /** The label of a control that draws its own: "(optional)" after it when the field may stay empty. */
  const ownLabel = field.required ? label : t`${label} (optional)`;

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="form-check mb-3">
          <input
            type="checkbox"
            className="form-check-input"
            {...common}
            checked={value === true}
            onChange={(event) => set(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={id}>
            {label}
          </label>
        </div>
      );
    case 'rich-text':
      return (
        <div className="mb-3">
          <RichTextEditor
            id={id}
            label={ownLabel}
            value={String(value ?? '')}
            onChange={set}
            onBlur={() => void helpers.setTouched(true, false)}
            error={error ?? null}
            {...(hint ? { hint } : {})}
          />
        </div>
      );
    case 'picture':
      return (
        <div className="mb-3">
          <PictureField value={(value as Picture | null) ?? null} onChange={set} label={ownLabel} error={error} />
          {hint ? <div className="form-text">{hint}</div> : null}
        </div>
      );
    case 'document':
    case 'product-list': {
      const control = {
        id,
        label: ownLabel,
        error,
        describedBy: field.hint ? `${id}-hint` : undefined,
      };
      return (
        <>
          {field.kind === 'document' ? (
            <DocumentField {...control} value={(value as StoredDocument | null) ?? null} onChange={set} />
          ) : (
            <ProductListField {...control} value={(value as number[]) ?? []} onChange={set} />
          )}
          {hint ? (
            <div id={`${id}-hint`} className="form-text mt-n2 mb-3">
              {hint}
            </div>
          ) : null}
        </>
      );
    }
    case 'gallery':
      return (
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">{label}</legend>
          <GalleryField value={(value as Picture[]) ?? []} onChange={set} label={label} error={error} max={field.max} />
          {hint ? <div className="form-text">{hint}</div> : null}
        </fieldset>
      );
    case 'choice':
    case 'reference': {
      const choices =
        field.kind === 'choice'
          ? dependent.choices.map((o) => ({ value: String(o.value), label: declarationWord(i18n, o.label) }))
          : options.map((o) => ({ value: String(o.id), label: o.title }));
      // The field chosen first is named by its key, as the English always did ("Choose the page first").
      const waitsFor = dependent.waitsFor;
      const waitsForText = waitsFor === 'page' ? t`Choose the page first` : t`Choose the ${waitsFor} first`;
      return (
        <FieldFrame id={id} field={field} error={error}>
          <select
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            {...common}
            value={value == null ? '' : String(value)}
            onChange={onText}
          >
            <option value="">{dependent.waitsFor ? waitsForText : t`Choose…`}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    }
    case 'text-list':
      return (
        <FieldFrame id={id} field={field} moreHint={t`One per line.`} error={error}>
          <textarea
            rows={Math.min(6, Math.max(2, ((value as string[]) ?? []).length + 1))}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            {...common}
            aria-describedby={describedBy(id, true, invalid)}
            value={((value as string[]) ?? []).join('\n')}
            onChange={(event) => set(event.target.value.split('\n'))}
          />
        </FieldFrame>
      );
    case 'number':
      return (
        <FieldFrame id={id} field={field} error={error}>
          <div className="input-group">
            <input
              type="text"
              inputMode="decimal"
              className={`form-control${invalid ? ' is-invalid' : ''}`}
              {...common}
              value={String(value ?? '')}
              onChange={onText}
            />
            {field.unit ? <span className="input-group-text">{field.unit}</span> : null}
          </div>
        </FieldFrame>
      );
    case 'date':
      return (
        <FieldFrame id={id} field={field} error={error}>
          <input
            type="date"
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            {...common}
            value={String(value ?? '')}
            onChange={onText}
          />
        </FieldFrame>
      );
    case 'textarea':
    case 'svg-icon':
      return (
        <FieldFrame id={id} field={field} error={error}>
          <textarea
            rows={field.kind === 'svg-icon' ? 4 : 3}
            className={`form-control${invalid ? ' is-invalid' : ''}${field.kind === 'svg-icon' ? ' font-monospace small' : ''}`}
            {...common}
            maxLength={field.maxLength}
            value={String(value ?? '')}
            onChange={onText}
          />
        </FieldFrame>
      );
    default:
      return (
        <FieldFrame id={id} field={field} error={error}>
          <input
            type={field.format === 'email' ? 'email' : field.format === 'url' ? 'url' : field.format === 'phone' ? 'tel' : 'text'}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            {...common}
            maxLength={field.maxLength}
            spellCheck={field.format === 'path' ? false : undefined}
            value={String(value ?? '')}
            onChange={(event) => {
              typedPath();
              onText(event);
            }}
          />
        </FieldFrame>
      );
  }
}
