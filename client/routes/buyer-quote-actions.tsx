import { useId, useState } from 'react';
import { BUYER_ACTION_MESSAGES } from '../../shared/buyer-quote';
import { BUYER_QUESTION_MAX, BUYER_REASON_MAX } from '../../shared/buyer-quote-address';
import { buyerQuoteApi, type BuyerQuoteView, type SentQuote } from '../../shared/contracts/buyer-quote';
import { formatUsd } from '../../shared/quotes';
import { MESSAGES } from '../../shared/validation/rules';
import { ApiError, fetchEndpoint, FieldErrors } from '../api/fetch-endpoint';

// What the buyer can do on their page: accept the latest quotation or decline it with a reason (once per version),
// and ask a question at any time. Each answers with the page's facts as they are now, which the page then shows;
// a refusal because the page has changed meanwhile (a newer version, an expired link) reads the page again.

const FAILED = 'That did not work. Please try again in a moment.';

/** The words for a refusal the page cannot show at a field: the page is read again, it may have changed. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return BUYER_ACTION_MESSAGES.staleVersion;
  if (error instanceof ApiError && error.status === 410) return BUYER_ACTION_MESSAGES.expired;
  if (error instanceof ApiError && error.status === 429) return BUYER_ACTION_MESSAGES.tooManyQuestions;
  return FAILED;
}

const checkText = (value: string, max: number) =>
  value.trim() === '' ? MESSAGES.required : value.trim().length > max ? MESSAGES.tooLong(max) : null;

/** Shows the page's facts as the server now has them. */
type Changed = (view: BuyerQuoteView) => void;

/** The page as the server has it now, after a refusal that says it changed. */
const readAgain = () => window.location.reload();

/** A labelled text area with its message under it, read with it by screen readers. */
function TextBox(props: {
  id: string;
  label: string;
  rows: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { id, label, rows, value, error, onChange } = props;
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control mb-2${error ? ' is-invalid' : ''}`}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      ) : null}
    </>
  );
}

export function AnswerQuote({ token, quote, onChanged }: { token: string; quote: SentQuote; onChanged: Changed }) {
  const id = useId();
  const [mode, setMode] = useState<'choose' | 'accept' | 'decline'>('choose');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (quote.answer) {
    const on = new Date(quote.answer.at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    return (
      <div className={`alert ${quote.answer.answer === 'accepted' ? 'alert-success' : 'alert-secondary'}`} role="status">
        {quote.answer.answer === 'accepted'
          ? `You accepted version ${quote.number} on ${on}. ${BUYER_ACTION_MESSAGES.accepted}`
          : `You declined version ${quote.number} on ${on}. ${BUYER_ACTION_MESSAGES.declined}`}
      </div>
    );
  }

  const submit = async (answer: 'accept' | 'decline') => {
    if (answer === 'decline') {
      const message = checkText(reason, BUYER_REASON_MAX);
      setFieldError(message);
      if (message) return;
    }
    setBusy(true);
    setError(null);
    try {
      const view = await fetchEndpoint(buyerQuoteApi.answer, {
        params: { token },
        body: { version: quote.number, answer, reason: reason.trim() },
      });
      if (view) onChanged(view);
    } catch (failure) {
      if (failure instanceof FieldErrors) setFieldError(failure.errors.reason ?? Object.values(failure.errors)[0] ?? FAILED);
      else {
        setError(refusalOf(failure));
        if (failure instanceof ApiError && (failure.status === 409 || failure.status === 410)) readAgain();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="border rounded p-3 my-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6">
        Your answer
      </h2>
      {error ? (
        <div className="alert alert-warning" role="alert">
          {error}
        </div>
      ) : null}
      {mode === 'choose' ? (
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => setMode('accept')}>
            Accept this quotation
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setMode('decline')}>
            Decline
          </button>
        </div>
      ) : mode === 'accept' ? (
        <div>
          <p>
            Accept version {quote.number}, {formatUsd(quote.totalCents)}, valid until {quote.validUntil}? Our sales team will contact you
            about the order.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit('accept')}>
              {busy ? 'Sending…' : `Accept version ${quote.number}`}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setMode('choose')}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit('decline');
          }}
        >
          <TextBox
            id={`${id}-reason`}
            label="Why are you declining? It helps us do better."
            rows={3}
            value={reason}
            error={fieldError}
            onChange={(value) => {
              setReason(value);
              setFieldError(null);
            }}
          />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {busy ? 'Sending…' : `Decline version ${quote.number}`}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setMode('choose')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export function AskQuestion({ token, onChanged }: { token: string; onChanged: Changed }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const problem = checkText(message, BUYER_QUESTION_MAX);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    setDone(null);
    try {
      const view = await fetchEndpoint(buyerQuoteApi.ask, { params: { token }, body: { message: message.trim() } });
      setMessage('');
      setDone(BUYER_ACTION_MESSAGES.asked);
      if (view) onChanged(view);
    } catch (failure) {
      if (failure instanceof FieldErrors) setFieldError(failure.errors.message ?? FAILED);
      else {
        setFieldError(refusalOf(failure));
        if (failure instanceof ApiError && failure.status === 410) readAgain();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="my-4"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="h5">
        Ask us a question
      </h2>
      <TextBox
        id={`${id}-message`}
        label="Your question"
        rows={4}
        value={message}
        error={fieldError}
        onChange={(value) => {
          setMessage(value);
          setFieldError(null);
        }}
      />
      {done ? (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send the question'}
      </button>
    </form>
  );
}
