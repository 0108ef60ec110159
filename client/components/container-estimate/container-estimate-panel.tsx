import { useId } from 'react';
import type { ProductPacking } from '../../../shared/catalogue';
import { PACKING_ALLOWANCE, estimateContainers, type ContainerEstimate, type ContainerFill } from '../../../shared/container-estimate';
import type { BasketVariant } from '../basket/basket-store';

// The buyer's container estimate, in the quote basket and on /order: cartons, volume and weight per product, how
// full each container would be, and how much more fills a 40' HQ. No price: those come with the quotation.

export interface PlannedProduct {
  path: string;
  name: string;
  variants: BasketVariant[];
}

/** The estimate of planned products, each with its packing (null or missing: estimate on request). */
export function estimateOf(products: PlannedProduct[], packing: ReadonlyMap<string, ProductPacking | null>): ContainerEstimate {
  return estimateContainers(
    products.map((product) => ({
      name: product.name,
      carton: packing.get(product.path)?.carton ?? null,
      colours: product.variants,
    })),
  );
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
// The columns name the units, so the narrow drawer has room for the numbers alone.
const m3 = (value: number) => value.toFixed(2);
const kg = (value: number) => whole.format(value);
const percent = (share: number) => (share > 0 && share < 0.005 ? 'under 1 %' : `${Math.round(share * 100)} %`);

/** How full the last of the containers an order takes is, of one. */
const lastShare = (fill: ContainerFill) => Math.min(1, fill.share - (fill.containers - 1));

/** How full a container is, in words: one container's share, or how many and how full the last. */
function fillText(fill: ContainerFill): string {
  const last = lastShare(fill);
  const words = fill.containers === 1 ? `${percent(last)} full` : `${fill.containers} containers, the last ${percent(last)} full`;
  return fill.limitedBy === 'weight' ? `${words} (by weight)` : words;
}

function FillBar({ fill }: { fill: ContainerFill }) {
  const last = lastShare(fill);
  const text = fillText(fill);
  return (
    <li className="mb-2">
      <div className="d-flex justify-content-between gap-2 small">
        <span className="fw-semibold">{fill.label}</span>
        <span>{text}</span>
      </div>
      {/* Drawn with its own few styles: the stylesheet every page loads stays as it is. */}
      <div
        role="progressbar"
        aria-label={`${fill.label}: ${text}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(last * 100)}
        style={{ height: 6, borderRadius: 3, background: '#e9e4dc', overflow: 'hidden' }}
      >
        <div style={{ width: `${last * 100}%`, height: '100%', background: 'var(--bs-primary)' }} />
      </div>
    </li>
  );
}

export function ContainerEstimatePanel({
  estimate,
  notes,
  headingLevel = 2,
  forStaff = false,
}: {
  estimate: ContainerEstimate;
  /** Sales' words in the quote builder, instead of the buyer's. */
  forStaff?: boolean;
  /** Under a section's own heading, the panel's is one level down. */
  headingLevel?: 2 | 3;
  /** The editor's nesting or knock-down note of each line, in the estimate's order. */
  notes?: readonly (string | null | undefined)[];
}) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const counted = estimate.lines.some((line) => line.cartons !== null);
  return (
    <section className="container-estimate border rounded p-2 mb-3" aria-labelledby={titleId}>
      <Heading id={titleId} className="h6">
        Container estimate
      </Heading>
      <table className="table small mb-2">
        <caption className="visually-hidden">Cartons, volume and gross weight of each product</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end">
              Cartons
            </th>
            <th scope="col" className="text-end">
              <abbr title="Volume in cubic metres">m³</abbr>
            </th>
            <th scope="col" className="text-end">
              <abbr title="Gross weight in kilograms">kg</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" style={{ fontWeight: 'normal' }}>
                {line.name}
                {notes?.[index] ? <div className="text-secondary">{notes[index]}</div> : null}
              </th>
              {line.cartons === null ? (
                <td colSpan={3} className="text-end text-secondary">
                  Estimate on request
                </td>
              ) : (
                <>
                  <td className="text-end">{whole.format(line.cartons)}</td>
                  <td className="text-end">{m3(line.volumeM3!)}</td>
                  <td className="text-end">{kg(line.grossKg!)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        {counted && estimate.lines.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="text-end fw-semibold">{whole.format(estimate.cartons)}</td>
              <td className="text-end fw-semibold">{m3(estimate.volumeM3)}</td>
              <td className="text-end fw-semibold">{kg(estimate.grossKg)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {counted ? (
        <>
          <ul className="list-unstyled mb-2">
            {estimate.fills.map((fill) => (
              <FillBar key={fill.key} fill={fill} />
            ))}
          </ul>
          {estimate.toFill ? (
            <p className="small mb-2">
              Add {whole.format(estimate.toFill.pieces)} more pieces of {estimate.toFill.name} to fill a 40&apos; HQ.
            </p>
          ) : null}
        </>
      ) : null}
      {estimate.onRequest.length ? (
        <p className="small mb-2">
          {forStaff ? 'The catalogue has' : 'We have'} no carton figures for {estimate.onRequest.join(', ')} yet:{' '}
          {forStaff
            ? 'not counted above.'
            : `${!counted ? 'the estimate is' : estimate.onRequest.length > 1 ? 'their share is' : 'its share is'} worked out with your quotation.`}
        </p>
      ) : null}
      <p className="small text-secondary mb-0">
        Estimated from each product&apos;s export carton, keeping {Math.round(PACKING_ALLOWANCE * 100)} % of every container for stowage.
        {forStaff ? '' : ' Your quotation confirms the figures.'}
      </p>
    </section>
  );
}
