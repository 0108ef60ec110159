import { englishOf } from '../i18n/english';
import { ORDERING_MESSAGES, REORDER_MAX } from '../ordering';
import { RICH_TEXT_MAX, RICH_TEXT_MESSAGES, richTextHasWords } from '../rich-text';
import { MESSAGES } from '../validation/rules';
import type { Zod } from './define-endpoint';

// Request fields of the staff side's editors. Apart from request-fields.ts, which the public contracts import: the
// rich-text rules these read would otherwise ride along in every public page's script.

/**
 * A rich-text field (HTML from the back office's editor), at most `max` characters. Only its type, length and
 * whether it has words are checked here; what it holds is checked and cleaned by the service that stores it
 * (`cleanRichTextFields`, server/features/content/rich-text-input.public.ts), before anything is written.
 */
export const richText = (z: Zod, { max = RICH_TEXT_MAX, required = false }: { max?: number; required?: boolean } = {}) =>
  z
    .string({ error: englishOf(RICH_TEXT_MESSAGES.notText) })
    .max(max, englishOf(RICH_TEXT_MESSAGES.tooLong(max)))
    .refine((html) => !required || richTextHasWords(html), MESSAGES.required);

/** `{ids}`: a whole list's item ids in their new order (see shared/ordering.ts). */
export const reorderBody = (z: Zod) =>
  z.object({
    ids: z
      .array(
        z
          .number({ error: ORDERING_MESSAGES.id })
          .int(ORDERING_MESSAGES.id)
          .min(1, ORDERING_MESSAGES.id)
          .max(2_147_483_647, ORDERING_MESSAGES.id),
        {
          error: ORDERING_MESSAGES.ids,
        },
      )
      .min(1, ORDERING_MESSAGES.ids)
      .max(REORDER_MAX, ORDERING_MESSAGES.ids)
      .refine((ids) => new Set(ids).size === ids.length, ORDERING_MESSAGES.repeated),
  });
