import { FIELD_MESSAGES } from '../../shared/validation/rules';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { BUYER_ACTION_TEXT } from '../../shared/buyer-quote';
import { BUYER_QUESTION_MAX, BUYER_REASON_MAX } from '../../shared/buyer-quote-address';
import { buyerQuoteApi, type BuyerQuoteView, type SentQuote } from '../../shared/contracts/buyer-quote';
import { type QuoteFormats, quoteFormats } from '../../shared/quote-formats';
import { ApiError, fetchEndpoint, FieldErrors } from '../api/fetch-endpoint';
import { useSiteLocale } from '../i18n/site-i18n';

// What the buyer can do on their page: accept the latest quotation or decline it with a reason (once per version),
// and ask a question at any time. Each answers with the page's facts as they are now, which the page then shows;
// a refusal because the page has changed meanwhile (a newer version, an expired link) reads the page again.

const FAILED = msg`That did not work. Please try again in a moment.`;

/** The words for a refusal the page cannot show at a field: the page is read again, it may have changed. */
function refusalOf(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.status === 409) return BUYER_ACTION_TEXT.staleVersion;
  if (error instanceof ApiError && error.status === 410) return BUYER_ACTION_TEXT.expired;
  if (error instanceof ApiError && error.status === 429) return BUYER_ACTION_TEXT.tooManyQuestions;
  return FAILED;
}

// The forms' own words for these two rules (shared/validation/rules.ts' MESSAGES), in the page's language.
const checkText = (i18n: I18n, value: string, max: number) =>
  value.trim() === '' ? i18n._(FIELD_MESSAGES.required) : value.trim().length > max ? i18n._(FIELD_MESSAGES.tooLong.id, { max }) : null;

/** Dates, numbers and dollars on the buyer's page, as its language writes them (English as it always has). */
export function useQuoteFormats(): QuoteFormats {
  return quoteFormats(useSiteLocale());
}

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
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const formats = useQuoteFormats();
  const id = useId();
  const { number } = quote;
  const [mode, setMode] = useState<'choose' | 'accept' | 'decline'>('choose');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (quote.answer) {
    const on = formats.localDay(new Date(quote.answer.at));
    return (
      <div className={`alert ${quote.answer.answer === 'accepted' ? 'alert-success' : 'alert-secondary'}`} role="status">
        {quote.answer.answer === 'accepted'
          ? `${t`You accepted version ${number} on ${on}.`} ${i18n._(BUYER_ACTION_TEXT.accepted)}`
          : `${t`You declined version ${number} on ${on}.`} ${i18n._(BUYER_ACTION_TEXT.declined)}`}
      </div>
    );
  }

  const total = formats.usd(quote.totalCents);
  // English shows the day as the quote has it (2026-12-31); other languages as they write a day.
  const validUntil = locale === 'en' ? quote.validUntil : formats.day(new Date(`${quote.validUntil}T12:00:00Z`));
  const submit = async (answer: 'accept' | 'decline') => {
    if (answer === 'decline') {
      const message = checkText(i18n, reason, BUYER_REASON_MAX);
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
      if (failure instanceof FieldErrors) setFieldError(failure.errors.reason ?? Object.values(failure.errors)[0] ?? i18n._(FAILED));
      else {
        setError(i18n._(refusalOf(failure)));
        if (failure instanceof ApiError && (failure.status === 409 || failure.status === 410)) readAgain();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="border rounded p-3 my-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6">
        <Trans>Your answer</Trans>
      </h2>
      {error ? (
        <div className="alert alert-warning" role="alert">
          {error}
        </div>
      ) : null}
      {mode === 'choose' ? (
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => setMode('accept')}>
            <Trans>Accept this quotation</Trans>
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setMode('decline')}>
            <Trans>Decline</Trans>
          </button>
        </div>
      ) : mode === 'accept' ? (
        <div>
          <p>
            <Trans>
              Accept version {number}, {total}, valid until {validUntil}? Our sales team will contact you about the order.
            </Trans>
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit('accept')}>
              {busy ? t`Sending…` : t`Accept version ${number}`}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setMode('choose')}>
              <Trans>Cancel</Trans>
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
            label={t`Why are you declining? It helps us do better.`}
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
              {busy ? t`Sending…` : t`Decline version ${number}`}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setMode('choose')}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export function AskQuestion({ token, onChanged }: { token: string; onChanged: Changed }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const problem = checkText(i18n, message, BUYER_QUESTION_MAX);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    setDone(null);
    try {
      const view = await fetchEndpoint(buyerQuoteApi.ask, { params: { token }, body: { message: message.trim() } });
      setMessage('');
      setDone(i18n._(BUYER_ACTION_TEXT.asked));
      if (view) onChanged(view);
    } catch (failure) {
      if (failure instanceof FieldErrors) setFieldError(failure.errors.message ?? i18n._(FAILED));
      else {
        setFieldError(i18n._(refusalOf(failure)));
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
        <Trans>Ask us a question</Trans>
      </h2>
      <TextBox
        id={`${id}-message`}
        label={t`Your question`}
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
        {busy ? t`Sending…` : t`Send the question`}
      </button>
    </form>
  );
}
