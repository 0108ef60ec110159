import type { ColumnType } from 'kysely';
import type { ContentChoice, ContentField } from '../../shared/content/fields';
import type { ContentFieldsOf, ContentTypeKey } from '../../shared/content/content-types';
import type { Picture } from '../../shared/picture';
import type { StoredDocument } from '../../shared/certificates';

// The columns of each kind of content, derived from its declaration in shared/content/content-types.ts: a field's
// name is its column's name, and its kind says how the column is typed (see content-storage.ts for how values are
// written). A field added to a kind is a column here at once; database.ts adds only the columns no field has (ids,
// order, timestamps).

/** A column that may be left out when a row is inserted, and may hold null. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A column with a default, which a row may leave out but never holds null. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: written as JSON text, read as the value. */
type JsonOf<T> = ColumnType<T, string, string>;
type NullableJsonOf<T> = ColumnType<T | null, string | null | undefined, string | null>;

type Required<F> = F extends { required: true } ? true : false;
/** A choice's stored value: the options' values are strings, or numbers (a FAQ's group). */
type ChoiceValue<F> = F extends { options: readonly (infer O extends ContentChoice)[] }
  ? O['value'] extends number
    ? number
    : string
  : never;
type Plain<F, T> = Required<F> extends true ? T : Nullable<T>;

/** The column type of one field, by its kind. */
export type ColumnOf<F extends ContentField> = F extends { kind: 'text' | 'textarea' | 'rich-text' | 'svg-icon' }
  ? // An optional text left empty is empty text, never null (the columns default to '').
    Required<F> extends true
    ? string
    : Defaulted<string>
  : F extends { kind: 'number'; decimals: 0 }
    ? Plain<F, number>
    : F extends { kind: 'number' }
      ? // numeric columns come back as strings: pg does not guess their precision.
        ColumnType<string | null, number | string | null | undefined, number | string | null>
      : F extends { kind: 'boolean' }
        ? Defaulted<boolean>
        : F extends { kind: 'choice' }
          ? Plain<F, ChoiceValue<F>>
          : // Dates are kept as text, 'YYYY-MM-DD' (db/connect.ts).
            F extends { kind: 'date' }
            ? Plain<F, string>
            : F extends { kind: 'reference' }
              ? Plain<F, number>
              : F extends { kind: 'document' }
                ? JsonOf<StoredDocument>
                : F extends { kind: 'product-list' }
                  ? JsonOf<number[]>
                  : F extends { kind: 'picture' }
                    ? Required<F> extends true
                      ? JsonOf<Picture>
                      : NullableJsonOf<Picture>
                    : F extends { kind: 'gallery' }
                      ? ColumnType<Picture[], string | undefined, string>
                      : F extends { kind: 'text-list' }
                        ? Defaulted<string[]>
                        : never;

/** The columns of a kind's fields. */
export type ContentColumns<K extends ContentTypeKey> = {
  -readonly [Name in keyof ContentFieldsOf<K>]: ContentFieldsOf<K>[Name] extends ContentField ? ColumnOf<ContentFieldsOf<K>[Name]> : never;
};
