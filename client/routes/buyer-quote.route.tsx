import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BUYER_PAGE_MESSAGES, BUYER_STAGE_LABELS, BUYER_STAGES, type BuyerStage } from '../../shared/buyer-quote';
import { buyerQuoteApi, type BuyerQuoteView, type SentQuote } from '../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../shared/contracts/endpoint-url';
import { paymentTermsMessage } from '../../shared/quotes';
import { apiOf } from '../api/route-context';
import { AnswerQuote, AskQuestion, useQuoteFormats } from './buyer-quote-actions';
import { AppLink } from '../components/app-link';
import { telHref } from '../components/tel-href';
import { PageMeta } from '../head/page-meta';
import { paths } from '../../shared/paths';
import { useLayoutData } from './layout-data';
import { notFound } from './route-params';

// The buyer's own page of an inquiry: where it is (received, being prepared, quoted, accepted or declined) and
// what it asked about, with the company's contacts. An unknown link is the not-found page; an expired one says so
// (410) and shows nothing of the inquiry.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = await apiOf(context)(buyerQuoteApi.view, { params: { token: params.token ?? notFound() } });
  if (!answer) return notFound();
  return answer.state === 'expired' ? data(answer, { status: 410 }) : answer;
}

export function Component() {
  const answer = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  return answer.state === 'expired' ? <Expired /> : <Inquiry inquiry={answer} token={token} />;
}

function Contacts() {
  const { site } = useLayoutData();
  const { phone } = site;
  const email = site.email[0];
  return (
    <p className="mb-0">
      {site.companyName}
      <br />
      <Trans>
        Phone: <a href={telHref(phone)}>{phone}</a>
      </Trans>
      {email ? (
        <>
          <br />
          <Trans>
            E-mail: <a href={`mailto:${email}`}>{email}</a>
          </Trans>
        </>
      ) : null}
    </p>
  );
}

/** The head's keywords of both of the page's states. */
const KEYWORDS = msg`quotation`;

function Expired() {
  const { i18n } = useLingui();
  const title = i18n._(BUYER_PAGE_MESSAGES.expiredTitle);
  const expired = i18n._(BUYER_PAGE_MESSAGES.expired);
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <PageMeta title={title} description={expired} keywords={i18n._(KEYWORDS)} noIndex />
      <h1 className="h3">{title}</h1>
      <p>{expired}</p>
      <Contacts />
    </div>
  );
}

const STAGE_TEXT: Partial<Record<BuyerStage, MessageDescriptor>> = {
  received: BUYER_PAGE_MESSAGES.received,
  'being-prepared': BUYER_PAGE_MESSAGES.preparing,
  closed: BUYER_PAGE_MESSAGES.closed,
};

/** The stages in order, each done, current or still to come. */
function Stages({ stage }: { stage: BuyerStage }) {
  const { t, i18n } = useLingui();
  const stateText = { now: t`(now)`, done: t`(done)`, 'to come': t`(to come)` };
  // Accepted and declined are two ends of one step: the one that happened is shown.
  const shown = BUYER_STAGES.filter((each) => (stage === 'declined' ? each !== 'accepted' : each !== 'declined'));
  const current = shown.indexOf(stage as (typeof shown)[number]);
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 my-3" aria-label={t`Where your inquiry is`}>
      {shown.map((each, index) => {
        const state = current === -1 || index > current ? 'to come' : index === current ? 'now' : 'done';
        return (
          <li
            key={each}
            aria-current={state === 'now' ? 'step' : undefined}
            className={`badge rounded-pill fs-6 fw-normal ${state === 'now' ? 'text-bg-primary' : state === 'done' ? 'text-bg-success' : 'text-bg-light border'}`}
          >
            {state === 'done' ? '✓ ' : ''}
            {i18n._(BUYER_STAGE_LABELS[each])}
            <span className="visually-hidden">{` ${stateText[state]}`}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The latest quote sent, as in its PDF (which it links to): lines, total, terms. */
function SentQuoteView({ quote, token }: { quote: SentQuote; token: string }) {
  const { t, i18n } = useLingui();
  const formats = useQuoteFormats();
  // The quote table's columns: their headers, and on a phone each line's labels.
  const COLUMN = { pieces: t`Pieces`, unitPrice: t`Unit price`, amount: t`Amount` };
  const { number } = quote;
  const sent = formats.day(new Date(quote.sentAt));
  const validUntil = formats.day(new Date(`${quote.validUntil}T12:00:00Z`));
  const payment = paymentTermsMessage(quote.payment);
  return (
    <section className="my-4" aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="h5">
        <Trans>Our quotation, version {number}</Trans>
      </h2>
      <p className="mb-2">
        <Trans>
          Sent {sent}, valid until {validUntil}.
        </Trans>{' '}
        <a href={endpointUrl(buyerQuoteApi.pdf, { params: { token } })} target="_blank" rel="noopener">
          <Trans>Download the PDF</Trans>
        </a>
      </p>
      {/* On a phone each line is a block of its own (site.css, .quote-lines): the product's whole name on its line,
          then the pieces, unit price and amount under it, each with its column's name. */}
      <table className="table table-sm align-middle quote-lines">
        <caption className="visually-hidden">
          <Trans>The quoted products, colours, pieces and prices in US dollars</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product and colour</Trans>
            </th>
            <th scope="col" className="text-end">
              {COLUMN.pieces}
            </th>
            <th scope="col" className="text-end">
              {COLUMN.unitPrice}
            </th>
            <th scope="col" className="text-end">
              {COLUMN.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className="fw-normal">
                {line.name}
                <div className="small text-secondary">{line.colour}</div>
              </th>
              <td className="text-end" data-label={COLUMN.pieces}>
                {formats.number(line.quantity)}
              </td>
              <td className="text-end" data-label={COLUMN.unitPrice}>
                {formats.cents(line.unitPriceCents)}
              </td>
              <td className="text-end" data-label={COLUMN.amount}>
                {formats.cents(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="text-end">
              <Trans>Total</Trans>
            </th>
            <td className="text-end fw-semibold text-nowrap">{formats.usd(quote.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="row small mb-0">
        <dt className="col-sm-3">
          <Trans>Delivery</Trans>
        </dt>
        <dd className="col-sm-9">{quote.delivery}</dd>
        <dt className="col-sm-3">
          <Trans>Payment</Trans>
        </dt>
        <dd className="col-sm-9">{payment ? i18n._(payment) : quote.payment}</dd>
        <dt className="col-sm-3">
          <Trans>Samples</Trans>
        </dt>
        <dd className="col-sm-9">
          <DaysRange days={quote.samplesDays} />
        </dd>
        <dt className="col-sm-3">
          <Trans>Production</Trans>
        </dt>
        <dd className="col-sm-9">
          <DaysRange days={quote.productionDays} />
        </dd>
        {quote.notes ? (
          <>
            <dt className="col-sm-3">
              <Trans>Notes</Trans>
            </dt>
            <dd className="col-sm-9" style={{ whiteSpace: 'pre-wrap' }}>
              {quote.notes}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** How many pieces the buyer asked for: '(500 pieces)'. */
function PiecesAsked({ pieces }: { pieces: number }) {
  const count = useQuoteFormats().number(pieces);
  return <Plural value={pieces} one={`(${count} piece)`} other={`(${count} pieces)`} />;
}

/** A lead time: '5 to 10 days'. */
function DaysRange({ days }: { days: { from: number; to: number } }) {
  const { from, to } = days;
  return (
    <Trans>
      {from} to {to} days
    </Trans>
  );
}

function Inquiry({ inquiry: loaded, token }: { inquiry: BuyerQuoteView; token: string }) {
  // After the buyer's action, its answer (the page's facts then) replaces the loaded ones.
  const [changed, setChanged] = useState<{ basis: BuyerQuoteView; view: BuyerQuoteView } | null>(null);
  const inquiry = changed?.basis === loaded ? changed.view : loaded;
  const onChanged = (view: BuyerQuoteView) => setChanged({ basis: loaded, view });
  const { t, i18n } = useLingui();
  const formats = useQuoteFormats();
  const { reference } = inquiry;
  const title = t`Your inquiry ${reference}`;
  const received = formats.day(new Date(inquiry.receivedAt));
  const stageText = STAGE_TEXT[inquiry.stage];
  return (
    <div className="container py-4" style={{ maxWidth: 820 }}>
      <PageMeta title={title} description={t`Where your inquiry is, and our quotation.`} keywords={i18n._(KEYWORDS)} noIndex />
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-secondary">
        <Trans>Received {received}</Trans>
      </p>
      <Stages stage={inquiry.stage} />
      {stageText ? <p>{i18n._(stageText)}</p> : null}
      {inquiry.quote ? <SentQuoteView quote={inquiry.quote} token={token} /> : null}
      {inquiry.quote && inquiry.stage !== 'closed' ? <AnswerQuote token={token} quote={inquiry.quote} onChanged={onChanged} /> : null}
      {inquiry.products.length ? (
        <section className="my-4" aria-labelledby="asked-heading">
          <h2 id="asked-heading" className="h5">
            <Trans>You asked about</Trans>
          </h2>
          <ul>
            {inquiry.products.map((product) => (
              <li key={product.path}>
                <AppLink to={paths.product(product.path)}>{product.name}</AppLink>
                {product.pieces ? (
                  <>
                    {' '}
                    <PiecesAsked pieces={product.pieces} />
                  </>
                ) : (
                  ''
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {inquiry.stage !== 'closed' ? <AskQuestion token={token} onChanged={onChanged} /> : null}
      <section className="border rounded p-3 mt-4" aria-labelledby="contacts-heading">
        <h2 id="contacts-heading" className="h6">
          <Trans>Questions? Contact us</Trans>
        </h2>
        <Contacts />
      </section>
    </div>
  );
}
