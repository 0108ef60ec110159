import { Trans, useLingui } from '@lingui/react/macro';
import { MINIMUM_ORDER_PER_COLOUR } from '../../../shared/inquiries';
import type { BasketVariant } from './basket-store';

/**
 * Pieces per colour of one product, as the quote basket and the /order planner ask for them: a colour (offered
 * colours suggested, any other allowed), a whole number of pieces, the minimum order checked per colour.
 */
export function ColourQuantityRows({
  idPrefix,
  variants,
  colours,
  onChange,
}: {
  /** Makes the rows' ids unique on the page. */
  idPrefix: string;
  variants: BasketVariant[];
  /** The colours the product is offered in, suggested as the colour is typed. */
  colours?: readonly string[] | undefined;
  onChange: (variants: BasketVariant[]) => void;
}) {
  const { t } = useLingui();
  const change = (index: number, patch: Partial<BasketVariant>) =>
    onChange(variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)));
  const suggestions = colours?.length ? `${idPrefix}-colours` : undefined;
  return (
    <>
      {suggestions ? (
        <datalist id={suggestions}>
          {colours!.map((colour) => (
            <option key={colour} value={colour} />
          ))}
        </datalist>
      ) : null}
      {variants.map((variant, index) => {
        const below = variant.quantity < MINIMUM_ORDER_PER_COLOUR;
        const id = `${idPrefix}-${index}`;
        const colourName = variant.colour || index + 1;
        return (
          <div key={index} className="row g-2 align-items-end mb-2">
            <div className="col-6">
              <label className="form-label small mb-0" htmlFor={`${id}-colour`}>
                <Trans>Colour</Trans>
              </label>
              <input
                id={`${id}-colour`}
                className="form-control form-control-sm"
                value={variant.colour}
                maxLength={80}
                list={suggestions}
                onChange={(e) => change(index, { colour: e.target.value })}
              />
            </div>
            <div className="col-4">
              <label className="form-label small mb-0" htmlFor={`${id}-quantity`}>
                <Trans>Pieces</Trans>
              </label>
              <input
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className={`form-control form-control-sm${below ? ' border-warning' : ''}`}
                value={Number.isFinite(variant.quantity) ? variant.quantity : ''}
                onChange={(e) => change(index, { quantity: Math.max(0, Math.floor(Number(e.target.value))) })}
                aria-describedby={below ? `${id}-moq` : undefined}
              />
            </div>
            <div className="col-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary w-100"
                aria-label={t`Remove colour ${colourName}`}
                disabled={variants.length === 1}
                onClick={() => onChange(variants.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </div>
            {below ? (
              <div id={`${id}-moq`} className="col-12 small text-warning-emphasis">
                <Trans>
                  Below our minimum order of {MINIMUM_ORDER_PER_COLOUR} pieces per colour: fine for samples, we will quote accordingly.
                </Trans>
              </div>
            ) : null}
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-sm btn-link px-0"
        onClick={() => onChange([...variants, { colour: nextColour(colours, variants), quantity: MINIMUM_ORDER_PER_COLOUR }])}
      >
        <Trans>+ Add a colour</Trans>
      </button>
    </>
  );
}

/** The first offered colour not asked for yet, or nothing for the buyer to type. */
const nextColour = (colours: readonly string[] | undefined, variants: BasketVariant[]) =>
  colours?.find((colour) => !variants.some((variant) => variant.colour.trim().toLowerCase() === colour.toLowerCase())) ?? '';
