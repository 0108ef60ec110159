import { ALT_MAX, type Picture } from '../picture';
import { withoutAccents } from '../search';
import { EMAIL_PATTERN, MESSAGES, PHONE_PATTERN } from '../validation/rules';
import { VIDEO_ID_PATTERN } from '../video-tiles';
import { DOCUMENT_MESSAGES, isStoredDocument } from '../certificates';
import { isColourOrGradient } from './css-background';

// The kinds of field the back office's editors have, with the one check each kind's values must pass. The server
// (zod, server/features/content/content-values.ts) and the browser's forms (yup, client/admin/content/) both run
// `contentFieldError`, so they refuse the same values with the same words.

interface FieldBase {
  label: string;
  required?: boolean;
  /** Said under the field before anybody gets it wrong. */
  hint?: string;
  /** Fields next to each other with the same group are shown together, under its name. */
  group?: string;
  /**
   * The fields of its group marked so are filled in all or none: details that are of no use in part (a bank
   * account without its bank's SWIFT code).
   */
  allOrNone?: boolean;
  /**
   * Of the fields of its group marked so, at least one is filled in: the company's messaging apps, any of which
   * will do. The first of them carries the message.
   */
  atLeastOne?: boolean;
  /**
   * Buyers read it: it is translated into each site locale, kept beside the English source
   * (server/features/translations). Storage, the translation screen, XLIFF and the pages all derive from this mark.
   */
  translatable?: true;
}

export interface ContentChoice {
  value: string | number;
  label: string;
}

export type ContentField =
  | (FieldBase & {
      kind: 'text';
      maxLength: number;
      format?: 'email' | 'phone' | 'tel' | 'url' | 'link' | 'path' | 'video-id' | 'colour' | 'swift' | 'account-number' | 'hs-code';
      /** A new item's path is made from this field as it is typed (`pathFromName`), until the editor types one. */
      pathFrom?: string;
    })
  | (FieldBase & { kind: 'textarea'; maxLength: number })
  | (FieldBase & { kind: 'rich-text'; maxLength: number })
  /** Inline SVG markup of a small icon: cleaned on the server to shapes alone. */
  | (FieldBase & { kind: 'svg-icon'; maxLength: number })
  | (FieldBase & {
      kind: 'number';
      min: number;
      max: number;
      decimals: number;
      unit?: string;
      /** Another number field of the item this one may not exceed when both are filled in (net weight ≤ gross). */
      atMost?: string;
    })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & {
      kind: 'choice';
      options: readonly ContentChoice[];
      /** Choices that depend on another field: those of the value chosen there (a page's sections). `options` holds them all. */
      optionsBy?: { field: string; options: Readonly<Record<string, readonly ContentChoice[]>> };
    })
  /** `notBefore`: another date field of the item this one may not come before (valid until, after valid from). */
  | (FieldBase & { kind: 'date'; notBefore?: string })
  | (FieldBase & { kind: 'reference'; to: 'category' | 'material' })
  /** An uploaded PDF or picture (a certificate's scan), checked by its contents on upload. */
  | (FieldBase & { kind: 'document' })
  /** Several published products, by id, chosen with a search. */
  | (FieldBase & { kind: 'product-list'; max: number })
  | (FieldBase & { kind: 'picture' })
  | (FieldBase & { kind: 'gallery'; max: number })
  | (FieldBase & { kind: 'text-list'; maxItems: number; maxLength: number; format?: 'email' });

export type ContentFields = Record<string, ContentField>;

export const PATH_MAX = 100;
/** Lower-case words joined by hyphens: what the site's addresses are made of. */
export const PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words an address's last part may not be: the listing pages' own segments. */
export const RESERVED_PATHS = ['page', 'new', 'preview', 'admin', 'api'] as const;

/**
 * The last part of an address made from a name, as PATH_PATTERN wants it: 'Giỏ cói Hội An' → 'gio-coi-hoi-an'. Cut
 * between words to fit PATH_MAX, so no word is left in half.
 */
export function pathFromName(name: string): string {
  const words = withoutAccents(name)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let path = '';
  for (const word of words) {
    const longer = path ? `${path}-${word}` : word;
    if (longer.length > PATH_MAX) break;
    path = longer;
  }
  return path || (words[0]?.slice(0, PATH_MAX) ?? '');
}
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/**
 * A link on the site: an address of the site (`/products/page/1`) or a full web address. `//host` and `/\\host`
 * are another site's address to a browser, so an address of the site never starts with them.
 */
const LINK_PATTERN = /^(\/(?![/\\])[^\s]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;
/** A telephone number as the company writes it for buyers abroad: a country code, groups of digits. */
const TEL_PATTERN = /^\+?[0-9][0-9 ().-]{5,29}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A bank's SWIFT (BIC) code as banks print it: bank, country, place and, for a branch, its three characters. */
const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
/** An account number or IBAN, written in groups as a bank prints it: letters and digits, spaces or hyphens between. */
const ACCOUNT_NUMBER_PATTERN = /^(?=(?:[^0-9]*[0-9]){4})[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;
/**
 * A customs tariff (HS) code: the 6 digits every country shares, and up to 4 of its own, with dots between groups
 * as customs write it (4602.12, 4602.12.10, 460212).
 */
const HS_CODE_PATTERN = /^(?=(?:\.?\d){6,10}$)\d+(?:\.\d+)*$/;

export const CONTENT_MESSAGES = {
  path: 'Use lower-case letters, digits and single hyphens, like "seagrass-basket".',
  reservedPath: (path: string) => `"${path}" is one of the site's own addresses: choose another.`,
  url: 'Use a full web address starting with https://.',
  link: 'Use an address of this site starting with / or a full web address starting with https://.',
  videoId: 'Use the 11-character id from the video address (after "v=").',
  tel: 'Use digits, spaces and + ( ) - . only, like +84 24 3791 6688.',
  swift: "Use the bank's SWIFT code of 8 or 11 capital letters and digits, like BFTVVNVX.",
  hsCode: 'Use an HS code of 6 to 10 digits, with dots between groups as customs write it, like 4602.12.10.',
  atMost: (label: string, other: string) => `${label} cannot be more than ${other.toLowerCase()}.`,
  accountNumber: 'Use capital letters and digits, with single spaces or hyphens between groups, like 0451 0003 86917.',
  allOrNone: (group: string) => `Fill this in as well, or leave all of "${group}" empty.`,
  atLeastOne: (group: string) => `Fill in at least one of "${group}".`,
  publishedOnlyWith: (group: string) => `Fill in all of "${group}" before publishing: until then it stays a draft.`,
  colour: 'Use one colour, like #2d4f5c, or a gradient of colours, like linear-gradient(135deg, #4d7482 0%, #2d4f5c 100%).',
  date: 'Use a date as YYYY-MM-DD.',
  dateBefore: (label: string, other: string) => `${label} cannot be before ${other.toLowerCase()}.`,
  products: (max: number) => `Choose at most ${max} products, each once.`,
  number: (min: number, max: number, decimals: number) =>
    decimals === 0 ? `Use a whole number from ${min} to ${max}.` : `Use a number from ${min} to ${max}, with at most ${decimals} decimals.`,
  choice: 'Choose one of the options.',
  choiceOf: (label: string, of: string) => `Choose a ${label.toLowerCase()} of the ${of.toLowerCase()} chosen.`,
  picture: 'Choose a picture.',
  gallery: (max: number) => `Use at most ${max} pictures.`,
  ownAltTooLong: (position: number | null) =>
    `${position === null ? 'The alt text on this page' : `Picture ${position}'s alt text on this page`} must be at most ${ALT_MAX} characters.`,
  list: (max: number) => `Use at most ${max} entries.`,
  listEntryTooLong: (max: number) => `Each entry must be at most ${max} characters.`,
  duplicateEntry: 'Each entry may appear only once.',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** Nothing filled in, a list of none included: what the rules over a group of fields count as empty. */
const isEmpty = (value: unknown) => isBlank(value) || (Array.isArray(value) && value.every(isBlank));

function textError(field: Extract<ContentField, { kind: 'text' }>, value: string): string | null {
  if (field.format === 'email' && !EMAIL_PATTERN.test(value)) return MESSAGES.invalid(field.label);
  if (field.format === 'phone' && !PHONE_PATTERN.test(value)) return MESSAGES.invalid(field.label);
  if (field.format === 'url' && !URL_PATTERN.test(value)) return CONTENT_MESSAGES.url;
  if (field.format === 'link' && !LINK_PATTERN.test(value)) return CONTENT_MESSAGES.link;
  if (field.format === 'video-id' && !VIDEO_ID_PATTERN.test(value)) return CONTENT_MESSAGES.videoId;
  if (field.format === 'tel' && !TEL_PATTERN.test(value)) return CONTENT_MESSAGES.tel;
  if (field.format === 'colour' && !isColourOrGradient(value)) return CONTENT_MESSAGES.colour;
  if (field.format === 'swift' && !SWIFT_PATTERN.test(value)) return CONTENT_MESSAGES.swift;
  if (field.format === 'account-number' && !ACCOUNT_NUMBER_PATTERN.test(value)) return CONTENT_MESSAGES.accountNumber;
  if (field.format === 'hs-code' && !HS_CODE_PATTERN.test(value)) return CONTENT_MESSAGES.hsCode;
  if (field.format === 'path') {
    if (!PATH_PATTERN.test(value)) return CONTENT_MESSAGES.path;
    if ((RESERVED_PATHS as readonly string[]).includes(value)) return CONTENT_MESSAGES.reservedPath(value);
  }
  return null;
}

type NumberField = Extract<ContentField, { kind: 'number' }>;

/** The field's value as a number when it passes the field's own check, else null. */
function validNumber(field: NumberField, raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const decimals = field.decimals === 0 ? '' : `(\\.\\d{1,${field.decimals}})?`;
  const value = Number(text);
  return new RegExp(`^\\d+${decimals}$`).test(text) && value >= field.min && value <= field.max ? value : null;
}

function numberError(field: NumberField, raw: unknown, item: ContentItemValues | undefined): string | null {
  const value = validNumber(field, raw);
  if (value === null) return CONTENT_MESSAGES.number(field.min, field.max, field.decimals);
  // Said on this field alone: the other one may be right, and is checked on its own.
  const other = field.atMost ? item?.fields[field.atMost] : undefined;
  if (other?.kind === 'number') {
    const limit = validNumber(other, item!.values[field.atMost!]);
    if (limit !== null && value > limit) return CONTENT_MESSAGES.atMost(field.label, other.label);
  }
  return null;
}

const isPicture = (value: unknown): value is Picture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Picture).src === 'string' &&
  ['string', 'undefined'].includes(typeof (value as Picture).ownAlt);

const ownAltTooLong = (picture: Picture) => (picture.ownAlt?.trim().length ?? 0) > ALT_MAX;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE_PATTERN.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()));

/** A date before the one it may not come before (both valid: the other's own message speaks for it otherwise). */
function dateOrderError(field: Extract<ContentField, { kind: 'date' }>, day: string, item: ContentItemValues | undefined): string | null {
  const other = field.notBefore ? item?.fields[field.notBefore] : undefined;
  const otherDay = field.notBefore ? item?.values[field.notBefore] : undefined;
  if (!other || !isDate(otherDay)) return null;
  // Days as YYYY-MM-DD compare as text.
  return day < otherDay.trim() ? CONTENT_MESSAGES.dateBefore(field.label, other.label) : null;
}

/** The item a value belongs to, for the rules that look at its other fields (`allOrNone`). */
export interface ContentItemValues {
  fields: ContentFields;
  values: Record<string, unknown>;
}

/** The message for a field left empty while another of its all-or-none group is filled in, or null. */
function allOrNoneError(field: ContentField, value: unknown, item: ContentItemValues | undefined): string | null {
  if (!field.allOrNone || !field.group || !item || !isEmpty(value)) return null;
  // This field is empty, so any field of the group that is filled in is another.
  const filled = Object.entries(item.fields).some(
    ([name, other]) => other.allOrNone && other.group === field.group && !isEmpty(item.values[name]),
  );
  return filled ? CONTENT_MESSAGES.allOrNone(field.group) : null;
}

/** The message for the first field of an at-least-one group when every field of the group is empty, or null. */
function atLeastOneError(field: ContentField, value: unknown, item: ContentItemValues | undefined): string | null {
  if (!field.atLeastOne || !field.group || !item || !isEmpty(value)) return null;
  const group = Object.entries(item.fields).filter(([, other]) => other.atLeastOne && other.group === field.group);
  if (group[0]?.[1] !== field) return null;
  return group.every(([name]) => isEmpty(item.values[name])) ? CONTENT_MESSAGES.atLeastOne(field.group) : null;
}

/**
 * The fields of `group` (its all-or-none fields) left empty in `values`, each with the message that says it must be
 * filled in before publishing: what a kind's `publishedOnlyWith` asks of an item before it is published.
 */
export function unpublishableErrors(fields: ContentFields, group: string, values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name, field]) => field.allOrNone && field.group === group && isEmpty(values[name]))
      .map(([name]) => [name, CONTENT_MESSAGES.publishedOnlyWith(group)]),
  );
}

/** The choices a choice field offers, given the item's other values (those of the page chosen, for a section). */
export function choicesOf(
  field: Extract<ContentField, { kind: 'choice' }>,
  values: Record<string, unknown> | undefined,
): readonly ContentChoice[] {
  if (!field.optionsBy || !values) return field.options;
  return field.optionsBy.options[String(values[field.optionsBy.field] ?? '')] ?? [];
}

function choiceError(field: Extract<ContentField, { kind: 'choice' }>, value: unknown, item: ContentItemValues | undefined): string | null {
  if (choicesOf(field, item?.values).some((option) => String(option.value) === String(value))) return null;
  const other = field.optionsBy && item?.fields[field.optionsBy.field];
  return other ? CONTENT_MESSAGES.choiceOf(field.label, other.label) : CONTENT_MESSAGES.choice;
}

/** The message for one value of a field, or null when it passes. Rich text is checked for length here, for what it
 * holds on the server (its sanitiser is not in the browser bundle). */
export function contentFieldError(field: ContentField, value: unknown, item?: ContentItemValues): string | null {
  const missing = allOrNoneError(field, value, item) ?? atLeastOneError(field, value, item);
  if (missing) return missing;
  if (field.kind === 'boolean') return typeof value === 'boolean' ? null : CONTENT_MESSAGES.choice;
  if (field.kind === 'gallery') {
    if (!Array.isArray(value)) return CONTENT_MESSAGES.picture;
    if (value.length === 0 && field.required) return MESSAGES.required;
    if (value.length > field.max) return CONTENT_MESSAGES.gallery(field.max);
    if (!value.every(isPicture)) return CONTENT_MESSAGES.picture;
    const tooLong = value.findIndex(ownAltTooLong);
    return tooLong === -1 ? null : CONTENT_MESSAGES.ownAltTooLong(tooLong + 1);
  }
  if (field.kind === 'text-list') {
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) return MESSAGES.invalid(field.label);
    const entries = value.map((entry: string) => entry.trim()).filter(Boolean);
    if (entries.length === 0) return field.required ? MESSAGES.required : null;
    if (entries.length > field.maxItems) return CONTENT_MESSAGES.list(field.maxItems);
    if (entries.some((entry) => entry.length > field.maxLength)) return CONTENT_MESSAGES.listEntryTooLong(field.maxLength);
    if (new Set(entries.map((entry) => entry.toLowerCase())).size !== entries.length) return CONTENT_MESSAGES.duplicateEntry;
    if (field.format === 'email' && !entries.every((entry) => EMAIL_PATTERN.test(entry))) return MESSAGES.invalid(field.label);
    return null;
  }
  if (field.kind === 'product-list') {
    if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id) && (id as number) > 0)) return CONTENT_MESSAGES.choice;
    if (value.length === 0) return field.required ? MESSAGES.required : null;
    return value.length > field.max || new Set(value).size !== value.length ? CONTENT_MESSAGES.products(field.max) : null;
  }
  if (isBlank(value)) {
    if (!field.required) return null;
    return field.kind === 'picture' ? CONTENT_MESSAGES.picture : field.kind === 'document' ? DOCUMENT_MESSAGES.choose : MESSAGES.required;
  }
  switch (field.kind) {
    case 'picture':
      if (!isPicture(value)) return CONTENT_MESSAGES.picture;
      return ownAltTooLong(value) ? CONTENT_MESSAGES.ownAltTooLong(null) : null;
    case 'number':
      return numberError(field, value, item);
    case 'reference':
      return Number.isInteger(Number(value)) && Number(value) > 0 ? null : CONTENT_MESSAGES.choice;
    case 'choice':
      return choiceError(field, value, item);
    case 'document':
      return isStoredDocument(value) ? null : DOCUMENT_MESSAGES.choose;
    case 'date':
      if (!isDate(value)) return CONTENT_MESSAGES.date;
      return dateOrderError(field, value.trim(), item);
    default: {
      if (typeof value !== 'string') return MESSAGES.invalid(field.label);
      const text = value.trim();
      if (text.length > field.maxLength) return MESSAGES.tooLong(field.maxLength);
      return field.kind === 'text' ? textError(field, text) : null;
    }
  }
}

/** Every field's message, by field name; empty when the values pass. */
export function contentErrors(fields: ContentFields, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const message = contentFieldError(field, values[name], { fields, values });
    if (message) errors[name] = message;
  }
  return errors;
}

/** The value a new item's form starts with. */
export function emptyValueOf(field: ContentField): unknown {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'gallery':
    case 'text-list':
    case 'product-list':
      return [];
    case 'picture':
    case 'document':
      return null;
    default:
      return '';
  }
}
