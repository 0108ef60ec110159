import { englishOf } from '../i18n/english';
import { z } from 'zod';
import { ORDERING_MESSAGES } from '../ordering';
import { RICH_TEXT_MESSAGES } from '../rich-text';
import { MESSAGES } from '../validation/rules';
import { reorderBody, richText } from './editing-fields';

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => (result.success ? null : result.error.issues[0]!.message);

describe('richText', () => {
  it('takes HTML up to its length', () => {
    expect(richText(z, { max: 20 }).parse('<p>Rattan trays</p>')).toBe('<p>Rattan trays</p>');
  });

  it('refuses a longer text, saying how long it may be', () => {
    expect(firstMessage(richText(z, { max: 10 }).safeParse('<p>Rattan trays</p>'))).toBe(englishOf(RICH_TEXT_MESSAGES.tooLong(10)));
    expect(englishOf(RICH_TEXT_MESSAGES.tooLong(20_000))).toBe('Must be at most 20,000 characters (formatting included).');
  });

  it('refuses what is not text', () => {
    expect(firstMessage(richText(z).safeParse(42))).toBe(englishOf(RICH_TEXT_MESSAGES.notText));
  });

  it('when required, refuses the empty editor', () => {
    expect(firstMessage(richText(z, { required: true }).safeParse('<p></p>'))).toBe(MESSAGES.required);
    expect(firstMessage(richText(z, { required: true }).safeParse('<p>&nbsp;</p>'))).toBe(MESSAGES.required);
    expect(richText(z).parse('<p></p>')).toBe('<p></p>');
  });
});

describe('reorderBody', () => {
  it('takes a list of distinct ids', () => {
    expect(reorderBody(z).parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
  });

  it.each([
    ['no list', {}, ORDERING_MESSAGES.ids],
    ['an empty list', { ids: [] }, ORDERING_MESSAGES.ids],
    ['1,001 ids', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, ORDERING_MESSAGES.ids],
    ['an id twice', { ids: [1, 2, 1] }, ORDERING_MESSAGES.repeated],
    ['a fraction', { ids: [1, 2.5] }, ORDERING_MESSAGES.id],
    ['zero', { ids: [0, 1] }, ORDERING_MESSAGES.id],
    ['text', { ids: ['1'] }, ORDERING_MESSAGES.id],
    ['a number too large for the column', { ids: [2 ** 31] }, ORDERING_MESSAGES.id],
  ])('refuses %s', (_case, body, message) => {
    expect(firstMessage(reorderBody(z).safeParse(body))).toBe(message);
  });

  it('takes 1,000 ids', () => {
    expect(reorderBody(z).parse({ ids: Array.from({ length: 1000 }, (_, i) => i + 1) }).ids).toHaveLength(1000);
  });
});
