import { z } from 'zod';
import type { ValidationError } from 'yup';
import { quoteDraftBody } from '../../../shared/contracts/quotes';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import { MESSAGES } from '../../../shared/validation/rules';
import { bodyOf, formFieldOf, type QuoteFormValues, quoteFormSchema } from './quote-form';

// One table of cases through both sides: what sales type, refused by the builder's yup schema, and what a client
// would send for it, refused by the contract's zod schema, with the same message on the same field.

const TODAY = '2026-11-24';

const valid: QuoteFormValues = {
  incoterm: 'fob-hai-phong',
  port: '',
  paymentTerms: 'tt-30',
  samplesDays: { from: '5', to: '10' },
  productionDays: { from: '35', to: '65' },
  validUntil: '2026-12-24',
  notes: '',
  lines: [
    { path: 'seagrass-basket', name: 'Seagrass basket', colour: 'Natural', quantity: '300', price: '12.35', belowMinimumReason: '' },
    { path: 'seagrass-basket', name: 'Seagrass basket', colour: 'Black', quantity: '100', price: '', belowMinimumReason: '' },
  ],
};

type Body = ReturnType<typeof bodyOf>;
const withLine = (index: number, typed: Partial<QuoteFormValues['lines'][number]>) => (values: QuoteFormValues) => ({
  ...values,
  lines: values.lines.map((line, i) => (i === index ? { ...line, ...typed } : line)),
});
const withSentLine = (index: number, sent: Record<string, unknown>) => (body: Body) => ({
  ...body,
  lines: body.lines.map((line, i) => (i === index ? { ...line, ...sent } : line)),
});

async function yupErrors(values: QuoteFormValues): Promise<Record<string, string>> {
  try {
    await quoteFormSchema(TODAY).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) if (inner.path) errors[inner.path.replace(/\[(\d+)\]/g, '.$1')] ??= inner.message;
    return errors;
  }
}

function zodErrors(body: unknown): Record<string, string> {
  const parsed = quoteDraftBody(z).safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[formFieldOf(issue.path.join('.'))] ??= issue.message;
  return errors;
}

const CASES: [string, (v: QuoteFormValues) => QuoteFormValues, (b: Body) => unknown, string, string][] = [
  ['no pieces', withLine(0, { quantity: '' }), withSentLine(0, { quantity: null }), 'lines.0.quantity', MESSAGES.required],
  ['negative pieces', withLine(0, { quantity: '-5' }), withSentLine(0, { quantity: -5 }), 'lines.0.quantity', QUOTE_MESSAGES.quantity],
  ['half a piece', withLine(0, { quantity: '2.5' }), withSentLine(0, { quantity: 2.5 }), 'lines.0.quantity', QUOTE_MESSAGES.quantity],
  ['no piece at all', withLine(0, { quantity: '0' }), withSentLine(0, { quantity: 0 }), 'lines.0.quantity', QUOTE_MESSAGES.quantity],
  [
    '11 digits of pieces',
    withLine(0, { quantity: '12345678901' }),
    withSentLine(0, { quantity: 12_345_678_901 }),
    'lines.0.quantity',
    QUOTE_MESSAGES.tooManyDigits,
  ],
  ['a negative price', withLine(0, { price: '-1' }), withSentLine(0, { unitPriceCents: -100 }), 'lines.0.price', QUOTE_MESSAGES.price],
  [
    'a price that is no number',
    withLine(0, { price: '12.5x' }),
    withSentLine(0, { unitPriceCents: '12.5x' }),
    'lines.0.price',
    QUOTE_MESSAGES.price,
  ],
  [
    'a price of 11 digits',
    withLine(0, { price: '100000000.00' }),
    withSentLine(0, { unitPriceCents: 10_000_000_000 }),
    'lines.0.price',
    QUOTE_MESSAGES.tooManyDigits,
  ],
  [
    'fewer pieces than the minimum without a reason',
    withLine(1, { quantity: '60' }),
    withSentLine(1, { quantity: 60 }),
    'lines.1.belowMinimumReason',
    QUOTE_MESSAGES.belowMinimum,
  ],
  ['no colour', withLine(1, { colour: ' ' }), withSentLine(1, { colour: ' ' }), 'lines.1.colour', MESSAGES.required],
  [
    'a colour of 81 letters',
    withLine(1, { colour: 'x'.repeat(81) }),
    withSentLine(1, { colour: 'x'.repeat(81) }),
    'lines.1.colour',
    MESSAGES.tooLong(80),
  ],
  [
    'a colour twice',
    withLine(1, { colour: 'natural ' }),
    withSentLine(1, { colour: 'natural ' }),
    'lines.1.colour',
    QUOTE_MESSAGES.duplicateColour,
  ],
  ['CIF without its port', (v) => ({ ...v, incoterm: 'cif' }), (b) => ({ ...b, incoterm: 'cif', port: '' }), 'port', QUOTE_MESSAGES.port],
  [
    'production ending before it starts',
    (v) => ({ ...v, productionDays: { from: '65', to: '35' } }),
    (b) => ({ ...b, productionDays: { from: 65, to: 35 } }),
    'productionDays.to',
    QUOTE_MESSAGES.leadDaysOrder,
  ],
  [
    'samples in half days',
    (v) => ({ ...v, samplesDays: { from: '1.5', to: '10' } }),
    (b) => ({ ...b, samplesDays: { from: 1.5, to: 10 } }),
    'samplesDays.from',
    QUOTE_MESSAGES.leadDays,
  ],
  [
    'notes of 5,001 characters',
    (v) => ({ ...v, notes: 'n'.repeat(5_001) }),
    (b) => ({ ...b, notes: 'n'.repeat(5_001) }),
    'notes',
    MESSAGES.tooLong(5_000),
  ],
];

describe('the quote builder and the staff contract agree', () => {
  it('accept a valid draft, and send it in whole cents', async () => {
    expect(await yupErrors(valid)).toEqual({});
    const body = bodyOf(valid, 3);
    expect(zodErrors(body)).toEqual({});
    expect(body.lines.map((line) => [line.quantity, line.unitPriceCents])).toEqual([
      [300, 1235],
      [100, null],
    ]);
    expect(body).toMatchObject({ version: 3, samplesDays: { from: 5, to: 10 }, validUntil: '2026-12-24', port: '' });
  });

  it.each(CASES)('refuse %s with the same words on the same field', async (_name, typed, sent, field, message) => {
    expect((await yupErrors(typed(valid)))[field]).toBe(message);
    expect(zodErrors(sent(bodyOf(valid, null)))[field]).toBe(message);
  });

  it('the builder refuses a validity day before today, as the service does', async () => {
    expect((await yupErrors({ ...valid, validUntil: '2026-11-23' })).validUntil).toBe(QUOTE_MESSAGES.validUntilPast);
    expect(await yupErrors({ ...valid, validUntil: TODAY })).toEqual({});
  });
});
