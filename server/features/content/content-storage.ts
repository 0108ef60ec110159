import type { ContentField } from '../../../shared/content/fields';
import type { ContentValuesOf } from '../../../shared/content/content-types';
import {
  CONTENT_TYPE_KEYS,
  CONTENT_TYPES,
  type ContentTableOf,
  type ContentType,
  type ContentTypeKey,
} from '../../../shared/content/content-types';

// Where each kind of content is kept, and how a form's values become a row's columns and back. A field's name is
// its column's name; only the kinds of field decide the conversions.

/** Each kind's table, as its declaration names it. */
export const CONTENT_TABLE = Object.fromEntries(CONTENT_TYPE_KEYS.map((key) => [key, CONTENT_TYPES[key].table])) as {
  [K in ContentTypeKey]: ContentTableOf<K>;
};

const fieldsOf = (key: ContentTypeKey): [string, ContentField][] => Object.entries((CONTENT_TYPES[key] as ContentType).fields);

/** The columns of a row, from checked values (see content-values.ts). */
export function toColumns(key: ContentTypeKey, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(key)) {
    const value = values[name];
    columns[name] =
      field.kind === 'picture' || field.kind === 'gallery' || field.kind === 'document' || field.kind === 'product-list'
        ? value == null
          ? null
          : JSON.stringify(value)
        : value === undefined || (value === '' && ['number', 'reference', 'choice', 'date'].includes(field.kind))
          ? null
          : value;
  }
  return columns;
}

/** A date field's day: from a Date (as pg reads a column), or the day of a timestamp's text. */
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value == null ? '' : String(value).replace(/^(\d{4}-\d{2}-\d{2})T.*$/, '$1');

/** A form's values, from a row (or a draft's kept values). */
export function toValues<K extends ContentTypeKey>(key: K, row: Record<string, unknown>): ContentValuesOf<K> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(key)) {
    const value = row[name];
    switch (field.kind) {
      case 'date':
        values[name] = day(value);
        break;
      case 'number':
        values[name] = value == null || value === '' ? '' : String(Number(value));
        break;
      case 'picture':
      case 'document':
        values[name] = value ?? null;
        break;
      case 'product-list':
      case 'gallery':
      case 'text-list':
        values[name] = value ?? [];
        break;
      case 'boolean':
        values[name] = Boolean(value);
        break;
      case 'reference':
        values[name] = value == null || value === '' ? '' : Number(value);
        break;
      case 'choice':
        values[name] = value == null ? '' : value;
        break;
      default:
        values[name] = value ?? '';
    }
  }
  // Made field by field by its kind, as ContentValuesOf describes each.
  return values as ContentValuesOf<K>;
}

/** A value as the form holds it, whatever it came from: a number as its text, a reference as a number. */
function comparable(field: ContentField, value: unknown): unknown {
  if (field.kind === 'number') return value == null || value === '' ? '' : String(Number(value));
  if (field.kind === 'reference') return value == null || value === '' ? '' : Number(value);
  // As the database gives it back (jsonb orders an object's keys its own way) or as the form sends it.
  if (field.kind === 'document' && value) {
    const { hash, fileName, contentType, size } = value as Record<string, unknown>;
    return [hash, fileName, contentType, size];
  }
  return value ?? null;
}

/** The names of the fields whose values differ (checked values against a form's: 45 and "45" are the same). */
export function changedFields(key: ContentTypeKey, before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return fieldsOf(key)
    .filter(
      ([name, field]) =>
        before === null || JSON.stringify(comparable(field, before[name])) !== JSON.stringify(comparable(field, after[name])),
    )
    .map(([name]) => name);
}
