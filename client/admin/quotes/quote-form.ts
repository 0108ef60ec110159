import * as yup from 'yup';
import type { QuoteDraftInput, QuoteVersionView } from '../../../shared/contracts/quotes';
import {
  centsOfPriceText,
  type Incoterm,
  lineAmountCents,
  type PaymentTerms,
  priceTextOf,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
} from '../../../shared/quotes';
import {
  belowMinimumError,
  leadDaysError,
  leadOrderError,
  portError,
  priceTextError,
  quantityError,
  repeatedColourLines,
  validUntilError,
} from '../../../shared/validation/quote-rules';
import { MESSAGES } from '../../../shared/validation/rules';
import { checkedBy } from '../staff-schemas';

// The quote builder's form: its values as typed (text), the yup schema that runs the shared quote rules on them,
// and the body the staff contract takes (numbers, whole cents). The server runs the same rules on that body.

export interface QuoteLineValues {
  path: string;
  /** The product's name, shown; the server takes the catalogue's. */
  name: string;
  colour: string;
  quantity: string;
  /** US dollars as typed: '12.50'. */
  price: string;
  belowMinimumReason: string;
}

export interface DaysValues {
  from: string;
  to: string;
}

export interface QuoteFormValues {
  incoterm: Incoterm;
  port: string;
  paymentTerms: PaymentTerms;
  samplesDays: DaysValues;
  productionDays: DaysValues;
  validUntil: string;
  notes: string;
  lines: QuoteLineValues[];
}

export function formValuesOf(draft: QuoteVersionView): QuoteFormValues {
  return {
    incoterm: draft.incoterm,
    port: draft.port ?? '',
    paymentTerms: draft.paymentTerms,
    samplesDays: { from: String(draft.samplesDays.from), to: String(draft.samplesDays.to) },
    productionDays: { from: String(draft.productionDays.from), to: String(draft.productionDays.to) },
    validUntil: draft.validUntil ?? '',
    notes: draft.notes,
    lines: draft.lines.map((line) => ({
      path: line.path,
      name: line.name,
      colour: line.colour,
      quantity: String(line.quantity),
      price: priceTextOf(line.unitPriceCents),
      belowMinimumReason: line.belowMinimumReason ?? '',
    })),
  };
}

/** A number the rules accepted, as typed. */
const wholeNumber = (text: string) => Number(text.trim());

/** The contract's body from values the schema accepted. */
export function bodyOf(values: QuoteFormValues, version: number | null): QuoteDraftInput {
  return {
    version,
    incoterm: values.incoterm,
    port: values.incoterm === 'cif' ? values.port.trim() : '',
    paymentTerms: values.paymentTerms,
    samplesDays: { from: wholeNumber(values.samplesDays.from), to: wholeNumber(values.samplesDays.to) },
    productionDays: { from: wholeNumber(values.productionDays.from), to: wholeNumber(values.productionDays.to) },
    validUntil: values.validUntil.trim() || null,
    notes: values.notes.trim(),
    lines: values.lines.map((line) => ({
      path: line.path,
      colour: line.colour.trim(),
      quantity: wholeNumber(line.quantity),
      unitPriceCents: centsOfPriceText(line.price),
      belowMinimumReason: line.belowMinimumReason.trim(),
    })),
  };
}

/** The field of the form that the server's field name refers to ('lines.2.unitPriceCents' → 'lines.2.price'). */
export const formFieldOf = (serverField: string) => serverField.replace(/\.unitPriceCents$/, '.price');

/** The pieces and amount of a line as typed, when its quantity (and price) read as numbers; else null. */
export function typedAmountCents(line: QuoteLineValues): number | null {
  if (quantityError(line.quantity) || priceTextError(line.price)) return null;
  const cents = centsOfPriceText(line.price);
  return cents === null ? null : lineAmountCents(wholeNumber(line.quantity), cents);
}

const text = (max: number, required: boolean) =>
  checkedBy((value) => {
    const typed = typeof value === 'string' ? value.trim() : '';
    if (typed === '') return required ? MESSAGES.required : null;
    return typed.length > max ? MESSAGES.tooLong(max) : null;
  });

const days = () =>
  yup.object({
    from: checkedBy(leadDaysError),
    to: yup.mixed().test('days', '', function check(value) {
      const from = (this.parent as DaysValues).from;
      const message = leadDaysError(value) ?? (leadDaysError(from) ? null : leadOrderError(wholeNumber(from), wholeNumber(String(value))));
      return message ? this.createError({ message }) : true;
    }),
  });

/** The builder's schema, `today` being the company's day (a quote is valid until today or later). */
export function quoteFormSchema(today: string) {
  return yup.object({
    incoterm: yup.string(),
    port: yup.mixed().test('port', '', function check(value) {
      const parent = this.parent as QuoteFormValues;
      const message =
        portError(parent.incoterm, typeof value === 'string' ? value : '') ??
        (String(value ?? '').trim().length > QUOTE_LIMITS.portMax ? MESSAGES.tooLong(QUOTE_LIMITS.portMax) : null);
      return message ? this.createError({ message }) : true;
    }),
    paymentTerms: yup.string(),
    samplesDays: days(),
    productionDays: days(),
    validUntil: checkedBy((value) => validUntilError(value, today)),
    notes: text(QUOTE_LIMITS.notesMax, false),
    lines: yup
      .array()
      .of(
        yup.object({
          colour: text(QUOTE_LIMITS.colourMax, true),
          quantity: checkedBy(quantityError),
          price: checkedBy(priceTextError),
          belowMinimumReason: yup.mixed().test('reason', '', function check(value) {
            const { quantity } = this.parent as QuoteLineValues;
            const reason = typeof value === 'string' ? value : '';
            const message = quantityError(quantity)
              ? null
              : (belowMinimumError(wholeNumber(quantity), reason) ??
                (reason.trim().length > QUOTE_LIMITS.reasonMax ? MESSAGES.tooLong(QUOTE_LIMITS.reasonMax) : null));
            return message ? this.createError({ message }) : true;
          }),
        }),
      )
      .max(QUOTE_LIMITS.maxLines, QUOTE_MESSAGES.tooManyLines)
      .test('lines', '', function check(value) {
        const lines = (value ?? []) as QuoteLineValues[];
        const [repeated] = repeatedColourLines(lines);
        if (repeated !== undefined) return this.createError({ path: `lines.${repeated}.colour`, message: QUOTE_MESSAGES.duplicateColour });
        const total = lines.reduce((sum, line) => sum + (typedAmountCents(line) ?? 0), 0);
        return total > QUOTE_LIMITS.maxTotalCents ? this.createError({ message: QUOTE_MESSAGES.totalTooLarge }) : true;
      }),
  });
}
