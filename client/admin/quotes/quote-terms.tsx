import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import {
  formatUsd,
  INCOTERM_MESSAGES,
  INCOTERMS,
  LETTER_OF_CREDIT_ABOVE_CENTS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_MESSAGES,
  suggestsLetterOfCredit,
} from '../../../shared/quotes';
import { QuoteField } from './quote-field';
import type { QuoteFormValues } from './quote-form';

// The quote's terms: Incoterm (and the port for CIF), payment, lead times, validity and notes. A first order above
// the L/C threshold is suggested an L/C as soon as its total gets there.

function Choice({ name, label, options }: { name: string; label: string; options: readonly { value: string; label: string }[] }) {
  const [field] = useField<string>(name);
  const id = `quote-${name}`;
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select id={id} className="form-select" {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Days({ name, legend }: { name: 'samplesDays' | 'productionDays'; legend: string }) {
  const { t } = useLingui();
  return (
    <fieldset className="mb-2">
      <legend className="form-label small mb-1">{legend}</legend>
      <div className="d-flex gap-2 align-items-start">
        <QuoteField name={`${name}.from`} label={t`From`} className="flex-fill" inputMode="numeric" suffix={t`days`} />
        <QuoteField name={`${name}.to`} label={t`To`} className="flex-fill" inputMode="numeric" suffix={t`days`} />
      </div>
    </fieldset>
  );
}

export function QuoteTerms({ totalCents, firstOrder }: { totalCents: number; firstOrder: boolean }) {
  const { t, i18n } = useLingui();
  const { values, setFieldValue } = useFormikContext<QuoteFormValues>();
  const threshold = formatUsd(LETTER_OF_CREDIT_ABOVE_CENTS);
  const suggestLc = suggestsLetterOfCredit(totalCents, firstOrder) && values.paymentTerms !== 'lc';
  return (
    <>
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <Choice
            name="incoterm"
            label={t`Incoterm`}
            options={INCOTERMS.map((value) => ({ value, label: i18n._(INCOTERM_MESSAGES[value]) }))}
          />
        </div>
        <div className="col-12 col-sm-6">
          {values.incoterm === 'cif' ? <QuoteField name="port" label={t`Port of destination`} /> : null}
        </div>
      </div>
      <Choice
        name="paymentTerms"
        label={t`Payment`}
        options={PAYMENT_TERMS.map((value) => ({ value, label: i18n._(PAYMENT_TERMS_MESSAGES[value]) }))}
      />
      {suggestLc ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2" role="status">
          <span className="me-auto">
            <Trans>A first order above {threshold}: the company asks for an L/C.</Trans>
          </span>
          <button type="button" className="btn btn-sm btn-info" onClick={() => void setFieldValue('paymentTerms', 'lc')}>
            <Trans>Use L/C</Trans>
          </button>
        </div>
      ) : null}
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <Days name="samplesDays" legend={t`Samples in`} />
        </div>
        <div className="col-12 col-sm-6">
          <Days name="productionDays" legend={t`Production in`} />
        </div>
      </div>
      <QuoteField name="validUntil" label={t`Valid until`} type="date" help={t`Needed before the quote can be sent.`} />
      <QuoteField name="notes" label={t`Notes for the buyer`} multiline />
    </>
  );
}
