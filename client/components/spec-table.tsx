import { Trans, useLingui } from '@lingui/react/macro';
import { type ProductSpec, specRows, type SpecRowKey } from '../../shared/product-spec';

/**
 * A product's spec table, as the quote PDF and the PDF catalogue print it (shared/product-spec.ts). Each fact a row
 * with its name as the row's header, so a screen reader says which fact a value is; long values wrap, so a phone
 * never scrolls sideways.
 */
export function SpecTable({ spec, without }: { spec: ProductSpec; without?: readonly SpecRowKey[] }) {
  const { i18n } = useLingui();
  const rows = specRows(spec, { without, i18n });
  if (rows.length === 0) return null;
  return (
    <section className="product-spec mt-4" aria-labelledby="product-spec-heading">
      <h2 id="product-spec-heading" className="h5">
        <Trans>Specifications</Trans>
      </h2>
      <table className="table table-sm mb-0">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-semibold text-secondary">
                {row.label}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
