/** Where a draft's preview link leads: the server renders the draft there (server/features/content/content-preview.public.ts). */
export const PREVIEW_PREFIX = '/preview/';
