/** Where a draft's preview link leads: the server renders the draft there (server/features/content/content-preview.public.ts). */
export const PREVIEW_PREFIX = '/preview/';

/** The strip across the top of every preview, so that nobody takes it for the site as buyers see it. */
export const PREVIEW_NOTICE = 'Preview of unpublished changes: buyers see them only once they are published.';
