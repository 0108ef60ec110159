import { PATH_MAX } from './fields';

// Duplicating an item: the copy's name and address, and the words both sides use.

export const DUPLICATE_MESSAGES = {
  noDrafts: /*i18n*/ {
    id: 'Only products, slides, page blocks and testimonials can be duplicated: their copy starts as a draft, off the public site.',
  },
  /** The copy's first history entry says where it came from. */
  copiedFrom: (title: string, id: number) => `Copied from “${title}” (#${id}).`,
  done: (title: string) => `Duplicated as “${title}”, a draft.`,
} as const;

const COPY = ' (copy)';

/** "<name> (copy)", shortened at the end of the name when the field holds no more. */
export const copyTitleOf = (title: string, maxLength: number) => `${title.slice(0, maxLength - COPY.length).trimEnd()}${COPY}`;

/** The paths a copy tries in turn: "<path>-copy", "<path>-copy-2", …, each within PATH_MAX. */
export function copyPathOf(path: string, attempt: number): string {
  const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
  return `${path.slice(0, PATH_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
