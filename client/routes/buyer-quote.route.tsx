import { useState } from 'react';
import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BUYER_QUOTE_TEXT, BUYER_STAGE_LABELS, BUYER_STAGES, type BuyerStage } from '../../shared/buyer-quote';
import { buyerQuoteApi, type BuyerQuoteView, type SentQuote } from '../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../shared/contracts/endpoint-url';
import { formatCents } from '../../shared/quotes';
import { apiOf } from '../api/route-context';
import { AnswerQuote, AskQuestion } from './buyer-quote-actions';
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

const RECEIVED = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

export function Component() {
  const answer = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  return answer.state === 'expired' ? <Expired /> : <Inquiry inquiry={answer} token={token} />;
}

function Contacts() {
  const { site } = useLayoutData();
  return (
    <p className="mb-0">
      {site.companyName}
      <br />
      Phone: <a href={telHref(site.phone)}>{site.phone}</a>
      {site.email[0] ? (
        <>
          <br />
          E-mail: <a href={`mailto:${site.email[0]}`}>{site.email[0]}</a>
        </>
      ) : null}
    </p>
  );
}

function Expired() {
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <PageMeta title={BUYER_QUOTE_TEXT.expiredTitle} description={BUYER_QUOTE_TEXT.expired} keywords="quotation" noIndex />
      <h1 className="h3">{BUYER_QUOTE_TEXT.expiredTitle}</h1>
      <p>{BUYER_QUOTE_TEXT.expired}</p>
      <Contacts />
    </div>
  );
}

const STAGE_TEXT: Partial<Record<BuyerStage, string>> = {
  received: BUYER_QUOTE_TEXT.received,
  'being-prepared': BUYER_QUOTE_TEXT.preparing,
  closed: BUYER_QUOTE_TEXT.closed,
};

/** The stages in order, each done, current or still to come. */
function Stages({ stage }: { stage: BuyerStage }) {
  // Accepted and declined are two ends of one step: the one that happened is shown.
  const shown = BUYER_STAGES.filter((each) => (stage === 'declined' ? each !== 'accepted' : each !== 'declined'));
  const current = shown.indexOf(stage as (typeof shown)[number]);
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 my-3" aria-label="Where your inquiry is">
      {shown.map((each, index) => {
        const state = current === -1 || index > current ? 'to come' : index === current ? 'now' : 'done';
        return (
          <li
            key={each}
            aria-current={state === 'now' ? 'step' : undefined}
            className={`badge rounded-pill fs-6 fw-normal ${state === 'now' ? 'text-bg-primary' : state === 'done' ? 'text-bg-success' : 'text-bg-light border'}`}
          >
            {state === 'done' ? '✓ ' : ''}
            {BUYER_STAGE_LABELS[each]}
            <span className="visually-hidden">{state === 'now' ? ' (now)' : state === 'done' ? ' (done)' : ' (to come)'}</span>
          </li>
        );
      })}
    </ol>
  );
}

const usd = (cents: number) => `USD ${formatCents(cents)}`;

/** The quote table's columns: their headers, and on a phone each line's labels. */
const COLUMN = { pieces: 'Pieces', unitPrice: 'Unit price', amount: 'Amount' } as const;

/** The latest quote sent, as in its PDF (which it links to): lines, total, terms. */
function SentQuoteView({ quote, token }: { quote: SentQuote; token: string }) {
  return (
    <section className="my-4" aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="h5">
        {`Our quotation, version ${quote.number}`}
      </h2>
      <p className="mb-2">
        Sent {RECEIVED.format(new Date(quote.sentAt))}, valid until {RECEIVED.format(new Date(`${quote.validUntil}T12:00:00Z`))}.{' '}
        <a href={endpointUrl(buyerQuoteApi.pdf, { params: { token } })} target="_blank" rel="noopener">
          Download the PDF
        </a>
      </p>
      {/* On a phone each line is a block of its own (site.css, .quote-lines): the product's whole name on its line,
          then the pieces, unit price and amount under it, each with its column's name. */}
      <table className="table table-sm align-middle quote-lines">
        <caption className="visually-hidden">The quoted products, colours, pieces and prices in US dollars</caption>
        <thead>
          <tr>
            <th scope="col">Product and colour</th>
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
                {line.quantity.toLocaleString('en')}
              </td>
              <td className="text-end" data-label={COLUMN.unitPrice}>
                {formatCents(line.unitPriceCents)}
              </td>
              <td className="text-end" data-label={COLUMN.amount}>
                {formatCents(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="text-end">
              Total
            </th>
            <td className="text-end fw-semibold text-nowrap">{usd(quote.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="row small mb-0">
        <dt className="col-sm-3">Delivery</dt>
        <dd className="col-sm-9">{quote.delivery}</dd>
        <dt className="col-sm-3">Payment</dt>
        <dd className="col-sm-9">{quote.payment}</dd>
        <dt className="col-sm-3">Samples</dt>
        <dd className="col-sm-9">
          {quote.samplesDays.from} to {quote.samplesDays.to} days
        </dd>
        <dt className="col-sm-3">Production</dt>
        <dd className="col-sm-9">
          {quote.productionDays.from} to {quote.productionDays.to} days
        </dd>
        {quote.notes ? (
          <>
            <dt className="col-sm-3">Notes</dt>
            <dd className="col-sm-9" style={{ whiteSpace: 'pre-wrap' }}>
              {quote.notes}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Inquiry({ inquiry: loaded, token }: { inquiry: BuyerQuoteView; token: string }) {
  // After the buyer's action, its answer (the page's facts then) replaces the loaded ones.
  const [changed, setChanged] = useState<{ basis: BuyerQuoteView; view: BuyerQuoteView } | null>(null);
  const inquiry = changed?.basis === loaded ? changed.view : loaded;
  const onChanged = (view: BuyerQuoteView) => setChanged({ basis: loaded, view });
  const title = `Your inquiry ${inquiry.reference}`;
  return (
    <div className="container py-4" style={{ maxWidth: 820 }}>
      <PageMeta title={title} description="Where your inquiry is, and our quotation." keywords="quotation" noIndex />
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-secondary">Received {RECEIVED.format(new Date(inquiry.receivedAt))}</p>
      <Stages stage={inquiry.stage} />
      {STAGE_TEXT[inquiry.stage] ? <p>{STAGE_TEXT[inquiry.stage]}</p> : null}
      {inquiry.quote ? <SentQuoteView quote={inquiry.quote} token={token} /> : null}
      {inquiry.quote && inquiry.stage !== 'closed' ? <AnswerQuote token={token} quote={inquiry.quote} onChanged={onChanged} /> : null}
      {inquiry.products.length ? (
        <section className="my-4" aria-labelledby="asked-heading">
          <h2 id="asked-heading" className="h5">
            You asked about
          </h2>
          <ul>
            {inquiry.products.map((product) => (
              <li key={product.path}>
                <AppLink to={paths.product(product.path)}>{product.name}</AppLink>
                {product.pieces ? ` (${product.pieces.toLocaleString('en')} pieces)` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {inquiry.stage !== 'closed' ? <AskQuestion token={token} onChanged={onChanged} /> : null}
      <section className="border rounded p-3 mt-4" aria-labelledby="contacts-heading">
        <h2 id="contacts-heading" className="h6">
          Questions? Contact us
        </h2>
        <Contacts />
      </section>
    </div>
  );
}
