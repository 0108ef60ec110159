import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik, type FormikErrors, type FormikHelpers, setIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { data, type LoaderFunctionArgs, useBlocker, useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ProductPacking } from '../../../shared/catalogue';
import { estimateContainers } from '../../../shared/container-estimate';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { quotesApi, type QuoteWorkspace } from '../../../shared/contracts/quotes';
import { formatUsd, MINIMUM_ORDER_PER_COLOUR, QUOTE_MESSAGES } from '../../../shared/quotes';
import { adminPaths } from '../../../shared/staff/addresses';
import { KIND_NAMES } from '../../../shared/staff/inbox';
import { quantityError } from '../../../shared/validation/quote-rules';
import { AppLink } from '../../components/app-link';
import { ContainerEstimatePanel } from '../../components/container-estimate/container-estimate-panel';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FocusOnFailedSubmit, focusFirstError } from '../../forms/focus-on-failed-submit';
import { formatDateTime, formatShortDateTime } from '../dates';
import { StatusBadge } from '../inbox/inbox-labels';
import { QuoteOutcomeText } from '../quotes/quote-outcome';
import { ProductFinder } from '../quotes/product-finder';
import { bodyOf, formFieldOf, formValuesOf, type QuoteFormValues, quoteFormSchema, typedAmountCents } from '../quotes/quote-form';
import { QuoteLines } from '../quotes/quote-lines';
import { QuoteTerms } from '../quotes/quote-terms';
import { sendConsequence } from '../quotes/send-consequence';
import { useRefusal } from '../refusal';
import { callStaffApi, loadFromStaffApi, StaffApiError } from '../staff-client';
import { staffIntlLocale } from '../staff-i18n';

// The quote builder of one inquiry: the lines per product and colour (started from what the buyer asked for),
// the terms, and beside them the total and how full a container the order makes, recomputed as sales type. A save
// on a quote someone else saved meanwhile is refused (409); the form keeps what was typed until "Reload".

export async function loader({ request, params }: LoaderFunctionArgs): Promise<QuoteWorkspace> {
  const id = params.id ?? '';
  if (!/^\d{1,18}$/.test(id)) throw data(null, { status: 404 });
  const workspace = await loadFromStaffApi(request, quotesApi.workspace, { params: { id } });
  if (!workspace) throw data(null, { status: 404 });
  return workspace;
}

export function Component() {
  const { t, i18n } = useLingui();
  const loaded = useLoaderData() as QuoteWorkspace;
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  // The answer of the last save replaces the loaded one, until the loader runs again ("Reload").
  const [saved, setSaved] = useState<{ basis: QuoteWorkspace; workspace: QuoteWorkspace } | null>(null);
  const workspace = saved?.basis === loaded ? saved.workspace : loaded;
  const [stale, setStale] = useState<string | null>(null);
  const [added, setAdded] = useState<ProductPacking[]>([]);
  const packing = useMemo(
    () => new Map([...workspace.products, ...added].map((product) => [product.path, product])),
    [workspace.products, added],
  );
  const schema = useMemo(() => quoteFormSchema(workspace.today), [workspace.today]);
  const { inquiry, draft } = workspace;
  const { reference } = inquiry;
  const who = [inquiry.name, inquiry.companyDomain, inquiry.countryName].filter(Boolean).join(' · ') || t`No name given`;
  const kind = i18n._(KIND_NAMES[inquiry.kind]);
  const received = formatShortDateTime(inquiry.receivedAt);
  const missing = workspace.missingProducts.join(', ');
  const missingCount = workspace.missingProducts.length;
  const mergedReference = inquiry.mergedInto?.reference ?? '';

  const save = async (values: QuoteFormValues, helpers: FormikHelpers<QuoteFormValues>) => {
    try {
      const next = await callStaffApi(quotesApi.saveDraft, { params: { id: inquiry.id }, body: bodyOf(values, workspace.quoteVersion) });
      if (!next) {
        toast.error(t`This inquiry no longer exists.`);
        return;
      }
      setSaved({ basis: loaded, workspace: next });
      setStale(null);
      helpers.resetForm({ values: formValuesOf(next.draft) });
      const { number } = next.draft;
      toast.success(t`Version ${number} is saved as a draft.`);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) setStale(error.message);
      else if (error instanceof StaffApiError && Object.keys(error.fieldErrors).length) {
        showAtFields(error.fieldErrors, helpers.setErrors);
      } else toast.error(refusal(error));
    }
  };

  const reload = async () => {
    await revalidator.revalidate();
    setStale(null);
  };

  return (
    <>
      <nav aria-label={t`Breadcrumb`}>
        <ol className="breadcrumb mb-2">
          <li className="breadcrumb-item">
            <AppLink to={adminPaths.inbox}>
              <Trans>Inquiries</Trans>
            </AppLink>
          </li>
          <li className="breadcrumb-item">
            <AppLink to={adminPaths.inquiry(inquiry.id)}>{inquiry.reference}</AppLink>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            <Trans>Quote</Trans>
          </li>
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0">
          <Trans>Quote for {reference}</Trans>
        </h1>
        <StatusBadge status={inquiry.status} />
      </div>
      <p className="text-body-secondary admin-wrap">
        <Trans>
          {who} · {kind}, received {received}
        </Trans>
      </p>
      {stale ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{stale}</span>
          <button type="button" className="btn btn-warning" disabled={revalidator.state !== 'idle'} onClick={() => void reload()}>
            {revalidator.state !== 'idle' ? <Trans>Reloading…</Trans> : <Trans>Reload</Trans>}
          </button>
        </div>
      ) : null}
      {inquiry.mergedInto ? (
        <div className="alert alert-info" role="status">
          <Trans>
            This inquiry is merged into <AppLink to={adminPaths.quote(inquiry.mergedInto.id)}>{mergedReference}</AppLink>: quote there.
          </Trans>
        </div>
      ) : null}
      {workspace.missingProducts.length ? (
        <div className="alert alert-warning" role="status">
          <Plural
            value={missingCount}
            one={`The buyer also asked for ${missing}, which is no longer in the catalogue.`}
            other={`The buyer also asked for ${missing}, which are no longer in the catalogue.`}
          />
        </div>
      ) : null}

      <Formik
        // A save's answer (or "Reload") starts the form again from what the server has.
        key={`${workspace.quoteVersion ?? 'new'}-${loaded === workspace ? 'loaded' : 'saved'}`}
        initialValues={formValuesOf(draft)}
        validationSchema={schema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={save}
      >
        {({ isSubmitting, dirty, values, setFieldValue }) => (
          <FormikForm noValidate aria-label={t`Quote for ${reference}`} className="quote-layout">
            <FocusOnFailedSubmit />
            <LeaveGuard dirty={dirty && !isSubmitting} />
            <div className="quote-main">
              <section className="admin-card mb-3" aria-labelledby="lines-heading">
                <h2 id="lines-heading" className="h5 mb-0">
                  <Trans>Products and colours</Trans>
                </h2>
                <p className="small text-body-secondary mb-0">
                  <Trans>Minimum order {MINIMUM_ORDER_PER_COLOUR} pieces per colour; prices in US dollars a piece.</Trans>
                </p>
                <QuoteLines packing={packing} />
                <ProductFinder
                  quoted={new Set(values.lines.map((line) => line.path))}
                  add={(product) => {
                    setAdded((before) => [...before.filter((p) => p.path !== product.path), product]);
                    void setFieldValue(
                      'lines',
                      [
                        ...values.lines,
                        {
                          path: product.path,
                          name: product.name,
                          colour: product.colours[0] ?? '',
                          quantity: String(MINIMUM_ORDER_PER_COLOUR),
                          price: '',
                          belowMinimumReason: '',
                        },
                      ],
                      false,
                    );
                  }}
                />
              </section>
              <section className="admin-card mb-3" aria-labelledby="terms-heading">
                <h2 id="terms-heading" className="h5">
                  <Trans>Terms</Trans>
                </h2>
                <QuoteTerms totalCents={totalOf(values)} firstOrder={workspace.firstOrder} />
              </section>
            </div>
            <aside className="quote-side" aria-label={t`Total and container`}>
              <QuoteSummary workspace={workspace} packing={packing} saving={isSubmitting} dirty={dirty} />
              {workspace.draftSaved ? (
                <SendQuote
                  workspace={workspace}
                  dirty={dirty}
                  onSent={(next) => {
                    setSaved({ basis: loaded, workspace: next });
                    const { number } = workspace.draft;
                    const { email } = workspace.inquiry;
                    toast.success(t`Version ${number} is on its way to ${email}.`);
                  }}
                  onStale={setStale}
                />
              ) : null}
            </aside>
          </FormikForm>
        )}
      </Formik>
    </>
  );
}

/** A version's PDF, which the browser shows in a tab of its own. */
const pdfHref = (inquiryId: string, number: number) => endpointUrl(quotesApi.pdf, { params: { id: inquiryId, number: String(number) } });

/** The server's refusal shown at the form's fields (its names mapped to the form's), the first of them focused. */
function showAtFields(fieldErrors: Record<string, string>, setErrors: (errors: FormikErrors<QuoteFormValues>) => void) {
  let errors: FormikErrors<QuoteFormValues> = {};
  for (const [field, message] of Object.entries(fieldErrors)) errors = setIn(errors, formFieldOf(field), message);
  setErrors(errors);
  focusFirstError(Object.keys(fieldErrors).map(formFieldOf));
}

/** Sends the saved draft, after asking: what is sent is the version saved, which is never changed again. */
function SendQuote({
  workspace,
  dirty,
  onSent,
  onStale,
}: {
  workspace: QuoteWorkspace;
  dirty: boolean;
  onSent: (next: QuoteWorkspace) => void;
  onStale: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const { setErrors } = useFormikContext<QuoteFormValues>();
  const { inquiry, draft } = workspace;
  const { email } = inquiry;
  const { number } = draft;
  const total = formatUsd(draft.totalCents);
  const lineCount = draft.lines.length;
  const validUntil = draft.validUntil ?? '—';
  const send = async () => {
    try {
      const next = await callStaffApi(quotesApi.send, {
        params: { id: inquiry.id },
        body: { version: workspace.quoteVersion!, number: draft.number },
      });
      setAsking(false);
      if (next) onSent(next);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) {
        setAsking(false);
        onStale(error.message);
      } else if (error instanceof StaffApiError && Object.keys(error.fieldErrors).length) {
        // Shown at the fields that stop it, as a refused save would be.
        setAsking(false);
        showAtFields(error.fieldErrors, setErrors);
      } else throw error;
    }
  };
  return (
    <section className="admin-card mb-3" aria-labelledby="send-heading">
      <h2 id="send-heading" className="h6 text-body-secondary">
        <Trans>Send to the buyer</Trans>
      </h2>
      {email ? (
        <>
          <p className="small mb-2">
            <Trans>
              The PDF of version {number} goes to <span className="admin-wrap">{email}</span> with a link to their page. A version sent is
              never changed again: a revision is the next version.
            </Trans>
          </p>
          {dirty ? <p className="small text-danger mb-2">{QUOTE_MESSAGES.sendSavedFirst}</p> : null}
          <button type="button" className="btn btn-success w-100" disabled={dirty} onClick={() => setAsking(true)}>
            <Trans>Send version {number}</Trans>
          </button>
        </>
      ) : (
        <p className="small mb-0">{QUOTE_MESSAGES.noBuyerAddress}</p>
      )}
      {asking ? (
        <ConfirmDialog title={t`Send version ${number}?`} confirmLabel={t`Send`} onConfirm={send} onClose={() => setAsking(false)}>
          <p className="mb-0">
            <Trans>
              {total} for <Plural value={lineCount} one="# line" other="# lines" />, valid until {validUntil}, to{' '}
              <span className="admin-wrap">{email}</span>.
            </Trans>{' '}
            {sendConsequence(workspace, i18n)}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

const totalOf = (values: QuoteFormValues) => values.lines.reduce((sum, line) => sum + (typedAmountCents(line) ?? 0), 0);

/** Unsaved changes are not lost by a click elsewhere in the back office, a reload or closing the tab. */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t`The quote has changes that are not saved. Leave without saving them?`)) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return null;
}

function QuoteSummary({
  workspace,
  packing,
  saving,
  dirty,
}: {
  workspace: QuoteWorkspace;
  packing: ReadonlyMap<string, ProductPacking>;
  saving: boolean;
  dirty: boolean;
}) {
  const { t } = useLingui();
  const { values } = useFormikContext<QuoteFormValues>();
  const { draft } = workspace;
  const { number } = draft;
  const counted = values.lines.filter((line) => !quantityError(line.quantity));
  const pieces = counted.reduce((sum, line) => sum + Number(line.quantity), 0);
  const piecesText = new Intl.NumberFormat(staffIntlLocale()).format(pieces);
  const priced = values.lines.filter((line) => typedAmountCents(line) !== null).length;
  const lineCount = values.lines.length;
  const savedAt = draft.updatedAt ? formatDateTime(draft.updatedAt) : '';
  const savedBy = draft.updatedBy;
  // One estimate line per product, its colours as typed (a colour's cartons are its own).
  const products = [...new Set(values.lines.map((line) => line.path))];
  const estimate = estimateContainers(
    products.map((path) => ({
      name: packing.get(path)?.name ?? values.lines.find((line) => line.path === path)!.name,
      carton: packing.get(path)?.carton ?? null,
      colours: counted.filter((line) => line.path === path).map((line) => ({ colour: line.colour, quantity: Number(line.quantity) })),
    })),
  );
  return (
    <>
      <section className="admin-card mb-3 quote-total" aria-labelledby="total-heading">
        <h2 id="total-heading" className="h6 text-body-secondary">
          {workspace.draftSaved
            ? dirty
              ? t`Version ${number} · draft · unsaved changes`
              : t`Version ${number} · draft`
            : dirty
              ? t`Version ${number} · not saved yet · unsaved changes`
              : t`Version ${number} · not saved yet`}
        </h2>
        <output className="d-block fs-4" aria-label={t`Quote total`}>
          {formatUsd(totalOf(values))}
        </output>
        <p className="small text-body-secondary">
          <Trans>
            {piecesText} pieces · {priced} of {lineCount} lines priced
          </Trans>
        </p>
        <button type="submit" className="btn btn-primary w-100" disabled={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save draft</Trans>}
        </button>
        {draft.updatedAt ? (
          <p className="small text-body-secondary mt-2 mb-0">
            {savedBy ? (
              <Trans>
                Saved {savedAt} by {savedBy}
              </Trans>
            ) : (
              <Trans>Saved {savedAt}</Trans>
            )}{' '}
            ·{' '}
            <a href={pdfHref(workspace.inquiry.id, number)} target="_blank" rel="noopener">
              {dirty ? <Trans>Preview the PDF as saved</Trans> : <Trans>Preview the PDF</Trans>}
            </a>
          </p>
        ) : null}
      </section>
      {products.length ? (
        <ContainerEstimatePanel estimate={estimate} notes={products.map((path) => packing.get(path)?.packingNote)} forStaff />
      ) : null}
      {workspace.versions.length ? (
        <section className="admin-card mb-3" aria-labelledby="versions-heading">
          <h2 id="versions-heading" className="h6 text-body-secondary">
            <Trans>Versions</Trans>
          </h2>
          <ol className="list-unstyled mb-0 small" reversed>
            {workspace.versions.map((version) => {
              const number = version.number;
              const sentAt = version.status === 'sent' ? formatShortDateTime(version.sentAt!) : '';
              return (
                <li key={number} className="d-flex justify-content-between gap-2 border-bottom py-1">
                  <span>
                    {version.status === 'sent' ? t`Version ${number} · sent ${sentAt}` : t`Version ${number} · draft`}
                    {version.outcome ? (
                      <span className="d-block">
                        <QuoteOutcomeText outcome={version.outcome} />
                      </span>
                    ) : null}
                  </span>
                  <span className="text-nowrap">
                    {formatUsd(version.totalCents)} ·{' '}
                    <a href={pdfHref(workspace.inquiry.id, version.number)} target="_blank" rel="noopener">
                      <Trans>
                        PDF<span className="visually-hidden"> of version {number}</span>
                      </Trans>
                    </a>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </>
  );
}
