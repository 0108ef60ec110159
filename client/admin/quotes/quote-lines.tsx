import { Trans, useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import type { ProductPacking } from '../../../shared/catalogue';
import { formatUsd, MINIMUM_ORDER_PER_COLOUR } from '../../../shared/quotes';
import { quantityError } from '../../../shared/validation/quote-rules';
import { QuoteField } from './quote-field';
import { type QuoteFormValues, type QuoteLineValues, typedAmountCents } from './quote-form';

// The quote's lines, grouped by product as a buyer's basket is: each colour of a product on its own line, with its
// pieces, unit price and amount. A colour quoted below the minimum order asks for the reason on its line.

interface ProductGroup {
  path: string;
  name: string;
  /** Each line of the product, with its index in the form's list. */
  lines: { line: QuoteLineValues; index: number }[];
}

function groupsOf(lines: QuoteLineValues[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  lines.forEach((line, index) => {
    const group = groups.get(line.path) ?? { path: line.path, name: line.name, lines: [] };
    group.lines.push({ line, index });
    groups.set(line.path, group);
  });
  return [...groups.values()];
}

const belowMinimum = (line: QuoteLineValues) => !quantityError(line.quantity) && Number(line.quantity) < MINIMUM_ORDER_PER_COLOUR;

/** The next colour the product offers that the quote does not have yet ('' when all are quoted). */
const nextColour = (offered: readonly string[], quoted: readonly string[]) =>
  offered.find((colour) => !quoted.some((q) => q.trim().toLowerCase() === colour.toLowerCase())) ?? '';

export function QuoteLines({ packing }: { packing: ReadonlyMap<string, ProductPacking> }) {
  const { t } = useLingui();
  const { values, setFieldValue, errors } = useFormikContext<QuoteFormValues>();
  const groups = groupsOf(values.lines);
  const setLines = (lines: QuoteLineValues[]) => void setFieldValue('lines', lines, false);
  const listError = typeof errors.lines === 'string' ? errors.lines : null;

  if (groups.length === 0) {
    return (
      <p className="text-body-secondary">
        <Trans>No products yet: add one below.</Trans>
      </p>
    );
  }
  return (
    <>
      {listError ? (
        <div className="alert alert-danger" role="alert">
          {listError}
        </div>
      ) : null}
      {groups.map((group) => {
        const product = packing.get(group.path);
        const offered = product?.colours ?? [];
        const listId = `quote-colours-${group.path}`;
        const addColour = () => {
          const last = group.lines[group.lines.length - 1]!.index;
          const colour = nextColour(
            offered,
            group.lines.map(({ line }) => line.colour),
          );
          const added: QuoteLineValues = {
            path: group.path,
            name: group.name,
            colour,
            quantity: String(MINIMUM_ORDER_PER_COLOUR),
            price: '',
            belowMinimumReason: '',
          };
          setLines([...values.lines.slice(0, last + 1), added, ...values.lines.slice(last + 1)]);
        };
        const removeProduct = () => setLines(values.lines.filter((line) => line.path !== group.path));
        // The server's refusal of the product itself (gone from the catalogue) belongs to no field of a line.
        const productError = group.lines
          .map(({ index }) => getIn(errors, `lines.${index}.path`) as unknown)
          .find((e) => typeof e === 'string') as string | undefined;
        return (
          <section key={group.path} className="quote-product border-top pt-3 mt-3" aria-label={group.name}>
            <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
              <div className="me-auto">
                <h3 className="h6 mb-0 admin-wrap">{group.name}</h3>
                <div className="small text-body-secondary admin-wrap">
                  {group.path}
                  {product?.packingNote ? ` · ${product.packingNote}` : ''}
                </div>
              </div>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={removeProduct}>
                <Trans>Remove product</Trans>
              </button>
            </div>
            {productError ? (
              <div className="alert alert-danger py-2" role="alert">
                {productError}
              </div>
            ) : null}
            {offered.length ? (
              <datalist id={listId}>
                {offered.map((colour) => (
                  <option key={colour} value={colour} />
                ))}
              </datalist>
            ) : null}
            {group.lines.map(({ line, index }) => {
              const amount = typedAmountCents(line);
              const productName = group.name;
              const lineNumber = index + 1;
              const { colour } = line;
              return (
                <div key={index} className="quote-line" role="group" aria-label={t`${productName}, line ${lineNumber}`}>
                  <QuoteField
                    name={`lines.${index}.colour`}
                    label={t`Colour`}
                    className="quote-line-colour"
                    list={offered.length ? listId : undefined}
                  />
                  <QuoteField name={`lines.${index}.quantity`} label={t`Pieces`} className="quote-line-pieces" inputMode="numeric" />
                  <QuoteField
                    name={`lines.${index}.price`}
                    label={t`Unit price`}
                    className="quote-line-price"
                    inputMode="decimal"
                    suffix="USD"
                  />
                  <div className="quote-line-amount">
                    <div className="form-label small mb-1">
                      <Trans>Amount</Trans>
                    </div>
                    <output className="d-block py-2 text-nowrap" aria-label={t`Amount of line ${lineNumber}`}>
                      {amount === null ? '—' : formatUsd(amount)}
                    </output>
                  </div>
                  <div className="quote-line-remove">
                    <button
                      type="button"
                      className="btn btn-sm btn-link text-danger px-0"
                      aria-label={colour ? t`Remove line ${lineNumber} (${colour})` : t`Remove line ${lineNumber} (no colour)`}
                      onClick={() => setLines(values.lines.filter((_, i) => i !== index))}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                  {belowMinimum(line) ? (
                    <QuoteField
                      name={`lines.${index}.belowMinimumReason`}
                      label={t`Why fewer than ${MINIMUM_ORDER_PER_COLOUR} pieces?`}
                      className="quote-line-reason"
                      help={t`Kept in the audit log with the quote.`}
                    />
                  ) : null}
                </div>
              );
            })}
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={addColour}>
              <Trans>+ Add a colour</Trans>
            </button>
          </section>
        );
      })}
    </>
  );
}
