import { TRANSLATED_KINDS, TRANSLATION_LOCALES, type TranslatedValues, type TranslationState } from '../content/translatable';
import { ACCESS } from '../staff/roles';
import { defineContract, responseOf, type Zod } from './define-endpoint';

// Translating the content: one item's source and its translations side by side, the work left per language, and
// the XLIFF files an outside translator works on. Which fields are translated is the content declaration's mark
// (shared/content/translatable.ts).

/** One item's translation into one locale, as the translation screen shows it. */
export interface ItemTranslation {
  locale: (typeof TRANSLATION_LOCALES)[number];
  state: TranslationState;
  /** What the site shows (empty while nothing is published). */
  published: TranslatedValues;
  /** The English text the published translation was made from. */
  publishedFrom: TranslatedValues;
  /** The fields whose English text changed since they were translated: the editor sees both. */
  changedSource: string[];
  /** Unpublished work, when there is some. */
  draft: TranslatedValues | null;
  /** When the draft is to be published by itself (ISO date and time); null: only when an editor publishes it. */
  publishAt: string | null;
  /** Its address in that locale; null: the English one. */
  path: string | null;
  /** 0 while the item has never been translated into the locale. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface TranslationItem {
  kind: (typeof TRANSLATED_KINDS)[number];
  id: number;
  title: string;
  /** The translated fields, in the declaration's order. */
  fields: string[];
  /** The English text of those fields, as published. */
  source: TranslatedValues;
  translations: ItemTranslation[];
  /** A machine-translation provider is configured: the screen offers to draft the empty fields with it. */
  machineTranslation: boolean;
}

export interface TranslationQueueEntry {
  kind: (typeof TRANSLATED_KINDS)[number];
  id: number;
  title: string;
  state: TranslationState;
}

export interface TranslationQueue {
  /** Per locale, how many items are in each state. */
  counts: Record<(typeof TRANSLATION_LOCALES)[number], Record<TranslationState, number>>;
  /** The chosen locale's items that are missing, outdated or only drafted, in the kinds' order. */
  items: TranslationQueueEntry[];
}

/** One publication of a translation, as its history lists it. */
export interface TranslationRevisionEntry {
  id: string;
  /** Counts the publications of this translation: 1 for the first. */
  version: number;
  /** Its address in that locale; null: the English one. */
  path: string | null;
  /** Who published it; null: scheduled publishing (or an account since removed). */
  by: string | null;
  at: string;
}

/** One publication's values, and the English text they were translated from. */
export interface TranslationRevision {
  values: TranslatedValues;
  source: TranslatedValues;
}

export interface TranslationImportResult {
  /** The units saved as drafts (every unit of the file, or none). */
  saved: number;
  /** Each unit refused, by its id in the file, with why: when any is, nothing is saved. */
  refused: { unit: string; message: string }[];
}

const MAX_ID = 2_147_483_647;
const kindParam = (z: Zod) => z.enum(TRANSLATED_KINDS, { error: 'This kind of content is not translated' });
const localeParam = (z: Zod) => z.enum(TRANSLATION_LOCALES, { error: `Choose one of: ${TRANSLATION_LOCALES.join(', ')}` });
const itemParams = (z: Zod) =>
  z.object({
    kind: kindParam(z),
    id: z
      .string()
      .regex(/^\d{1,9}$/, 'Unknown item')
      .transform(Number),
  });

const version = (z: Zod) => z.number({ error: 'version must be a whole number' }).int().min(0).max(MAX_ID);
const localeParams = (z: Zod) => itemParams(z).extend({ locale: localeParam(z) });
const revisionId = (z: Zod) => z.string().regex(/^\d{1,18}$/, 'Unknown version');

/** The largest XLIFF file an import reads: a whole language of a large catalogue. */
export const XLIFF_MAX_BYTES = 20 * 1024 * 1024;

export const translationsApi = defineContract({
  queue: {
    method: 'GET',
    path: '/staff/translations',
    access: ACCESS.content,
    query: (z: Zod) => z.object({ locale: localeParam(z) }),
    response: responseOf<TranslationQueue>(),
  },
  item: {
    method: 'GET',
    path: '/staff/translations/:kind/:id',
    access: ACCESS.content,
    params: itemParams,
    response: responseOf<TranslationItem>(),
    notFound: 'Unknown item',
  },
  /** Saves the locale's translation as a draft, or publishes it; `version` is the one the editor saw (0: none yet). */
  save: {
    method: 'POST',
    path: '/staff/translations/:kind/:id/:locale',
    access: ACCESS.content,
    params: (z: Zod) => itemParams(z).extend({ locale: localeParam(z) }),
    body: (z: Zod) =>
      z.object({
        values: z.record(z.string(), z.union([z.string(), z.array(z.string())]), { error: 'values must be an object of texts' }),
        version: z.number({ error: 'version must be a whole number' }).int().min(0).max(MAX_ID),
        publish: z.boolean({ error: 'publish must be true or false' }),
      }),
    response: responseOf<TranslationItem>(),
    notFound: 'Unknown item',
  },
  /**
   * Fills the fields the locale's translation has no text for (in its draft, else as published) by machine
   * translation, and saves the whole as a draft, never published: an editor reviews and publishes it.
   * `version` is the one the editor saw. Refused (409) when no provider is configured.
   */
  machineDraft: {
    method: 'POST',
    path: '/staff/translations/:kind/:id/:locale/machine-draft',
    access: ACCESS.content,
    params: (z: Zod) => itemParams(z).extend({ locale: localeParam(z) }),
    body: (z: Zod) => z.object({ version: z.number({ error: 'version must be a whole number' }).int().min(0).max(MAX_ID) }),
    response: responseOf<TranslationItem>(),
    notFound: 'Unknown item',
  },
  /**
   * Saves `values` as the locale's draft and has it published at `publishAt` (an ISO date and time in the future),
   * as a source draft is scheduled; `version` is the one the editor saw.
   */
  schedule: {
    method: 'POST',
    path: '/staff/translations/:kind/:id/:locale/schedule',
    access: ACCESS.content,
    params: localeParams,
    body: (z: Zod) =>
      z.object({
        values: z.record(z.string(), z.union([z.string(), z.array(z.string())]), { error: 'values must be an object of texts' }),
        version: version(z),
        publishAt: z.iso.datetime({ offset: true, error: 'Use a date and time.' }),
      }),
    response: responseOf<TranslationItem>(),
    notFound: 'Unknown item',
  },
  /** Cancels the time the locale's draft was to be published at; the draft stays. */
  unschedule: {
    method: 'POST',
    path: '/staff/translations/:kind/:id/:locale/unschedule',
    access: ACCESS.content,
    params: localeParams,
    body: (z: Zod) => z.object({ version: version(z) }),
    response: responseOf<TranslationItem>(),
    notFound: 'Unknown item',
  },
  /** The locale's publications of the item, the newest first. */
  history: {
    method: 'GET',
    path: '/staff/translations/:kind/:id/:locale/history',
    access: ACCESS.content,
    params: localeParams,
    response: responseOf<TranslationRevisionEntry[]>(),
    notFound: 'Unknown item',
  },
  /** One publication's values: what restoring it brings back. */
  historyVersion: {
    method: 'GET',
    path: '/staff/translations/:kind/:id/:locale/history/:revisionId',
    access: ACCESS.content,
    params: (z: Zod) => localeParams(z).extend({ revisionId: revisionId(z) }),
    response: responseOf<TranslationRevision>(),
    notFound: 'Unknown version',
  },
  /**
   * Puts an earlier publication's values into the locale's draft, never on the site: an editor publishes the
   * draft. A schedule the draft had is cancelled. `version` is the one the editor saw.
   */
  restore: {
    method: 'POST',
    path: '/staff/translations/:kind/:id/:locale/restore',
    access: ACCESS.content,
    params: localeParams,
    body: (z: Zod) => z.object({ revisionId: revisionId(z), version: version(z) }),
    response: responseOf<TranslationItem>(),
    notFound: 'Unknown item',
  },
  exportXliff: {
    method: 'GET',
    path: '/staff/translations/export',
    access: ACCESS.content,
    query: (z: Zod) =>
      z.object({
        locale: localeParam(z),
        only: z.enum(['all', 'todo'], { error: "Choose 'all' or 'todo'" }).optional(),
      }),
    download: true,
    response: responseOf<never>(),
  },
  importXliff: {
    method: 'POST',
    path: '/staff/translations/import',
    access: ACCESS.content,
    /** The language the file is for: its `trgLang` must say the same. */
    query: (z: Zod) => z.object({ locale: localeParam(z) }),
    rawBody: { maxBytes: XLIFF_MAX_BYTES, tooLarge: 'The file is larger than 20 MB.', atOnce: 2 },
    response: responseOf<TranslationImportResult>(),
  },
});
