import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { ProductPacking } from '../../../shared/catalogue';
import { PACKING_ALLOWANCE, estimateContainers, type ContainerEstimate, type ContainerFill } from '../../../shared/container-estimate';
import { useSiteLocale } from '../../i18n/site-i18n';
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

/** How full the last of the containers an order takes is, of one. */
const lastShare = (fill: ContainerFill) => Math.min(1, fill.share - (fill.containers - 1));

/**
 * The panel's words and numbers: the buyer's in the page's language (BuyerWords), sales' in English in the quote
 * builder (STAFF_WORDS), which has no message catalogue of its own yet.
 */
interface EstimateWords {
  heading: ReactNode;
  caption: ReactNode;
  product: ReactNode;
  cartons: ReactNode;
  volumeTitle: string;
  weightTitle: string;
  onRequestCell: ReactNode;
  total: ReactNode;
  whole: (value: number) => string;
  /** The columns name the units, so the narrow drawer has room for the numbers alone. */
  m3: (value: number) => string;
  /** How full a container is, in words: one container's share, or how many and how full the last. */
  fill: (fill: ContainerFill) => string;
  fillLabel: (label: string, text: string) => string;
  toFill: (toFill: NonNullable<ContainerEstimate['toFill']>) => ReactNode;
  onRequest: (estimate: ContainerEstimate, counted: boolean) => ReactNode;
  footnote: ReactNode;
}

const englishWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const englishPercent = (share: number) => (share > 0 && share < 0.005 ? 'under 1 %' : `${Math.round(share * 100)} %`);
const ALLOWANCE_PERCENT = Math.round(PACKING_ALLOWANCE * 100);

const STAFF_WORDS: EstimateWords = {
  heading: 'Container estimate',
  caption: 'Cartons, volume and gross weight of each product',
  product: 'Product',
  cartons: 'Cartons',
  volumeTitle: 'Volume in cubic metres',
  weightTitle: 'Gross weight in kilograms',
  onRequestCell: 'Estimate on request',
  total: 'Total',
  whole: (value) => englishWhole.format(value),
  m3: (value) => value.toFixed(2),
  fill(fill) {
    const last = englishPercent(lastShare(fill));
    const words = fill.containers === 1 ? `${last} full` : `${fill.containers} containers, the last ${last} full`;
    return fill.limitedBy === 'weight' ? `${words} (by weight)` : words;
  },
  fillLabel: (label, text) => `${label}: ${text}`,
  toFill: ({ pieces, name }) => `Add ${englishWhole.format(pieces)} more pieces of ${name} to fill a 40' HQ.`,
  onRequest: (estimate) => `The catalogue has no carton figures for ${estimate.onRequest.join(', ')} yet: not counted above.`,
  footnote: `Estimated from each product's export carton, keeping ${ALLOWANCE_PERCENT} % of every container for stowage.`,
};

/** The buyer's words, in the page's language. */
function useBuyerWords(): EstimateWords {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const whole = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { maximumFractionDigits: 0 });
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percentOf = (share: number) => {
    const percent = Math.round(share * 100);
    return share > 0 && share < 0.005 ? t`under 1 %` : t`${percent} %`;
  };
  const listSeparator = locale === 'ja' ? '、' : ', ';
  return {
    heading: <Trans>Container estimate</Trans>,
    caption: <Trans>Cartons, volume and gross weight of each product</Trans>,
    product: <Trans>Product</Trans>,
    cartons: <Trans>Cartons</Trans>,
    volumeTitle: t`Volume in cubic metres`,
    weightTitle: t`Gross weight in kilograms`,
    onRequestCell: <Trans>Estimate on request</Trans>,
    total: <Trans>Total</Trans>,
    whole: (value) => whole.format(value),
    // English as it always was (no grouping); other languages with their own decimal sign.
    m3: (value) => (locale === 'en' ? value.toFixed(2) : twoDecimals.format(value)),
    fill(fill) {
      const share = percentOf(lastShare(fill));
      const containers = fill.containers;
      const byWeight = fill.limitedBy === 'weight';
      if (containers === 1) return byWeight ? t`${share} full (by weight)` : t`${share} full`;
      return byWeight
        ? t`${containers} containers, the last ${share} full (by weight)`
        : t`${containers} containers, the last ${share} full`;
    },
    fillLabel: (label, text) => t`${label}: ${text}`,
    toFill({ pieces, name }) {
      const count = whole.format(pieces);
      return (
        <Plural
          value={pieces}
          one={`Add ${count} more piece of ${name} to fill a 40' HQ.`}
          other={`Add ${count} more pieces of ${name} to fill a 40' HQ.`}
        />
      );
    },
    onRequest(estimate, counted) {
      const names = estimate.onRequest.join(listSeparator);
      if (!counted) return <Trans>We have no carton figures for {names} yet: the estimate is worked out with your quotation.</Trans>;
      return estimate.onRequest.length > 1 ? (
        <Trans>We have no carton figures for {names} yet: their share is worked out with your quotation.</Trans>
      ) : (
        <Trans>We have no carton figures for {names} yet: its share is worked out with your quotation.</Trans>
      );
    },
    footnote: (
      <Trans>
        Estimated from each product&apos;s export carton, keeping {ALLOWANCE_PERCENT} % of every container for stowage. Your quotation
        confirms the figures.
      </Trans>
    ),
  };
}

function FillBar({ fill, words }: { fill: ContainerFill; words: EstimateWords }) {
  const last = lastShare(fill);
  const text = words.fill(fill);
  return (
    <li className="mb-2">
      <div className="d-flex justify-content-between gap-2 small">
        <span className="fw-semibold">{fill.label}</span>
        <span>{text}</span>
      </div>
      {/* Drawn with its own few styles: the stylesheet every page loads stays as it is. */}
      <div
        role="progressbar"
        aria-label={words.fillLabel(fill.label, text)}
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

interface PanelProps {
  estimate: ContainerEstimate;
  /** Sales' words in the quote builder, instead of the buyer's. */
  forStaff?: boolean;
  /** Under a section's own heading, the panel's is one level down. */
  headingLevel?: 2 | 3;
  /** The editor's nesting or knock-down note of each line, in the estimate's order. */
  notes?: readonly (string | null | undefined)[];
}

export function ContainerEstimatePanel({ forStaff = false, ...props }: PanelProps) {
  return forStaff ? <EstimateTable {...props} words={STAFF_WORDS} /> : <BuyerEstimate {...props} />;
}

function BuyerEstimate(props: Omit<PanelProps, 'forStaff'>) {
  return <EstimateTable {...props} words={useBuyerWords()} />;
}

function EstimateTable({ estimate, notes, headingLevel = 2, words }: Omit<PanelProps, 'forStaff'> & { words: EstimateWords }) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const counted = estimate.lines.some((line) => line.cartons !== null);
  const kg = words.whole;
  return (
    <section className="container-estimate border rounded p-2 mb-3" aria-labelledby={titleId}>
      <Heading id={titleId} className="h6">
        {words.heading}
      </Heading>
      <table className="table small mb-2">
        <caption className="visually-hidden">{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.product}</th>
            <th scope="col" className="text-end">
              {words.cartons}
            </th>
            <th scope="col" className="text-end">
              <abbr title={words.volumeTitle}>m³</abbr>
            </th>
            <th scope="col" className="text-end">
              <abbr title={words.weightTitle}>kg</abbr>
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
                  {words.onRequestCell}
                </td>
              ) : (
                <>
                  <td className="text-end">{words.whole(line.cartons)}</td>
                  <td className="text-end">{words.m3(line.volumeM3!)}</td>
                  <td className="text-end">{kg(line.grossKg!)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        {counted && estimate.lines.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">{words.total}</th>
              <td className="text-end fw-semibold">{words.whole(estimate.cartons)}</td>
              <td className="text-end fw-semibold">{words.m3(estimate.volumeM3)}</td>
              <td className="text-end fw-semibold">{kg(estimate.grossKg)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {counted ? (
        <>
          <ul className="list-unstyled mb-2">
            {estimate.fills.map((fill) => (
              <FillBar key={fill.key} fill={fill} words={words} />
            ))}
          </ul>
          {estimate.toFill ? <p className="small mb-2">{words.toFill(estimate.toFill)}</p> : null}
        </>
      ) : null}
      {estimate.onRequest.length ? <p className="small mb-2">{words.onRequest(estimate, counted)}</p> : null}
      <p className="small text-secondary mb-0">{words.footnote}</p>
    </section>
  );
}
