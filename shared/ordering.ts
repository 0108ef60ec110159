// Putting a list in order (slides, badges, categories, materials, featured products, gallery pictures, FAQs,
// socials): the browser sends the whole list's ids in their new order, and the server stores that order only when
// the list is still the one the person was looking at.

/** The most items one reorder may name. */
export const REORDER_MAX = 1000;

export const ORDERING_MESSAGES = {
  ids: `ids must be a list of 1 to ${REORDER_MAX} item ids`,
  id: 'each id must be a whole number of 1 or more',
  repeated: 'ids must name each item once',
  /** The list was changed (an item added or removed) since it was shown: its order would drop or miss items. */
  stale: /*i18n*/ { id: 'The list changed meanwhile (an item was added or removed). Reload it and put it in order again.' },
} as const;
