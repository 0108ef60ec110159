import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import type { MessageDescriptor } from '@lingui/core';
import { CONTENT_MESSAGES, unpublishableErrors } from '../../../shared/content/fields';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type PictureFinder } from './content-values';
import { findDraft } from './content-draft.repository';

// What every part of content editing shares: the options it is built with, the words it refuses with, and the small
// rules about one item that no part owns alone.

/** What the content service's parts are built with (server/services.ts builds it once). */
export interface ContentContext {
  db: Db;
  findPicture: PictureFinder;
  clock: () => Date;
  baseUrl: string;
}

/** How a save is recorded, and which version of pending changes it publishes. */
export interface UpdateOptions {
  action?: 'updated' | 'restored';
  extra?: Record<string, unknown>;
  publishes?: number;
}

/** A change of an item's state: `version` is the item's, `draftVersion` that of a published item's pending changes. */
export interface StateChange {
  state: 'published' | 'draft' | 'scheduled';
  publishAt?: string;
  version: number;
  draftVersion?: number;
}

export interface ContentServiceOptions {
  findPicture: PictureFinder;
  clock?: () => Date;
  baseUrl: string;
}

/** The content service's refusals: messages of the back office's catalogue, their ids the English text. */
export const CONTENT_SERVICE_MESSAGES = {
  stale: (name: string | null, at: string | null): MessageDescriptor => {
    const who = name ?? /*i18n*/ { id: 'Someone' };
    return at
      ? /*i18n*/ {
          id: '{who} saved this at {at} after you opened it. Reload to see their change; nothing of yours was saved.',
          values: { who, at },
        }
      : /*i18n*/ { id: '{who} saved this after you opened it. Reload to see their change; nothing of yours was saved.', values: { who } };
  },
  notOrdered: /*i18n*/ { id: 'This kind of content has no order to set.' },
  singleton: /*i18n*/ { id: 'There is only one of these: edit it.' },
  pathTaken: /*i18n*/ { id: 'Another item already uses this path.' },
  inUse: (count: number, what: string): MessageDescriptor => /*i18n*/ ({
    id: '{count, plural, one {# product uses this {what}: move it to another {what} first.} other {# products use this {what}: move them to another {what} first.}}',
    values: { count, what },
  }),
  redirectTarget: /*i18n*/ { id: 'Choose a published product to send its address to.' },
  noDrafts: /*i18n*/ { id: 'This kind of content is published as soon as it is saved.' },
  publishAtPast: /*i18n*/ { id: 'Choose a time in the future, or publish now.' },
  historyUnknown: /*i18n*/ { id: 'Unknown version' },
  notPublished: /*i18n*/ { id: 'This item is not published yet: Save keeps it a draft.' },
  noPendingChanges: /*i18n*/ {
    id: 'There are no unpublished changes: they were published or discarded meanwhile. Reload to see it as it is.',
  },
  nothingScheduled: /*i18n*/ { id: 'Nothing is scheduled for this item.' },
};

/** What happened to one item, as its history and the audit log's `content.<change>` name it. */
export type ContentChange = Exclude<ContentActionOf<AuditAction>, 'reordered' | 'imported'>;
type ContentActionOf<A> = A extends `content.${infer Change}` ? Change : never;

export const typeOf = (key: ContentTypeKey) => CONTENT_TYPES[key] as ContentType;
export const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
export const titleOf = (type: ContentType, values: Record<string, unknown>) => String(values[type.titleField] ?? '').slice(0, 200);

export function columnText(type: ContentType, name: string, value: unknown): string {
  const field = type.fields[name];
  if (field?.kind === 'choice') return field.options.find((o) => String(o.value) === String(value))?.label ?? String(value ?? '');
  if (field?.kind === 'boolean') return value ? 'Yes' : 'No';
  if (value == null) return '';
  return String(value).slice(0, 200);
}

export function thumbnailOf(type: ContentType, values: Record<string, unknown>): string | null {
  for (const [name, field] of Object.entries(type.fields)) {
    const value = values[name] as Picture | Picture[] | null | undefined;
    if (field.kind === 'picture' && value && !Array.isArray(value)) return value.variants?.[0]?.src ?? value.src;
    if (field.kind === 'gallery' && Array.isArray(value) && value[0]) return value[0].variants?.[0]?.src ?? value[0].src;
  }
  return null;
}

/** The picture library's items among an item's values. */
export function mediaIdsOf(type: ContentType, values: Record<string, unknown>): number[] {
  const ids = new Set<number>();
  for (const [name, field] of Object.entries(type.fields)) {
    const value = values[name] as Picture | Picture[] | null | undefined;
    const pictures =
      field.kind === 'gallery' && Array.isArray(value) ? value : field.kind === 'picture' && value && !Array.isArray(value) ? [value] : [];
    for (const picture of pictures) if (typeof picture.mediaId === 'number') ids.add(picture.mediaId);
  }
  return [...ids];
}

/**
 * The fields an item must have filled in before it is published, by its kind's `publishedOnlyWith` (a testimonial's
 * consent), that `values` leave empty; none for the other kinds.
 */
export function publishingErrors(key: ContentTypeKey, values: Record<string, unknown>): Record<string, string> {
  const type = typeOf(key);
  return type.publishedOnlyWith ? unpublishableErrors(type.fields, type.publishedOnlyWith, values) : {};
}

/** Refuses (400, nothing written) to put on the site values that lack what their kind needs to be published. */
export function checkPublishable(key: ContentTypeKey, values: Record<string, unknown>): void {
  const errors = publishingErrors(key, values);
  const group = typeOf(key).publishedOnlyWith;
  if (group && Object.keys(errors).length > 0) throw new HttpError(400, CONTENT_MESSAGES.publishedOnlyWith(group), errors);
}

export const staleEdit = (name: string | null, at: Date | string | null | undefined) =>
  new HttpError(409, CONTENT_SERVICE_MESSAGES.stale(name, at ? new Date(at).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : null));

/** The write of a draft's row that found another version than the one edited: who saved it, and when. */
export async function staleDraft(executor: Db, key: ContentTypeKey, id: number): Promise<HttpError> {
  const now = await findDraft(executor, key, id);
  return staleEdit(now?.updated_by_name ?? null, now?.updated_at ?? null);
}

/** An item's place in its kind's order is counted within this field's value (a FAQ's group), if the kind has one. */
export function scopeOf(type: ContentType, values: Record<string, unknown>) {
  const field = type.ordered?.scope;
  return field ? { field, value: values[field] } : undefined;
}
