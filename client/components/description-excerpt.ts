import { excerpt, textOfHtml } from '../../shared/plain-text';

/**
 * How much of a description a product card or a search result shows: about three lines on a phone's two-column
 * grid. Cut on a word or at a sentence's end, so it never ends in ".…" as clipped HTML did.
 */
const DESCRIPTION_EXCERPT_LENGTH = 80;

/** The plain-text excerpt of a product's description (sanitised HTML). */
export const descriptionExcerpt = (descriptionHtml: string) => excerpt(textOfHtml(descriptionHtml), DESCRIPTION_EXCERPT_LENGTH);
