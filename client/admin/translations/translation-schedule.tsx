import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { TranslationLocale } from '../../../shared/content/translatable';
import { type ItemTranslation, type TranslationItem, translationsApi } from '../../../shared/contracts/translations';
import { formatDateTime } from '../dates';
import { useRefusal } from '../refusal';
import { callStaffApi, fieldErrorsOf } from '../staff-client';

// Publishing a translation at a time, as a source draft is: the form's values saved as the draft and published
// when the time comes, or the time cancelled (the draft stays). Inside the translation's form, whose values it
// schedules and whose messages it shows.

type FormValues = Record<string, string | string[]>;

export function TranslationSchedule({
  item,
  translation,
  locale,
}: {
  item: TranslationItem;
  translation: ItemTranslation;
  locale: TranslationLocale;
}) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const { values, setErrors, setStatus, isSubmitting } = useFormikContext<FormValues>();
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [timeError, setTimeError] = useState<string | null>(null);
  const params = { kind: item.kind, id: item.id, locale };

  async function act(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    setStatus(null);
    setTimeError(null);
    try {
      await call();
      toast.success(done);
      await revalidator.revalidate();
    } catch (failure) {
      const { publishAt: refusedTime, ...fieldErrors } = fieldErrorsOf(failure) ?? {};
      if (refusedTime) setTimeError(refusedTime);
      else {
        setErrors(fieldErrors);
        setStatus(refusal(failure));
      }
    } finally {
      setBusy(false);
    }
  }

  const schedule = () =>
    act(
      () =>
        callStaffApi(translationsApi.schedule, {
          params,
          body: { values, version: translation.version, publishAt: new Date(publishAt).toISOString() },
        }),
      t`Publishing scheduled.`,
    );
  const unschedule = () =>
    act(
      () => callStaffApi(translationsApi.unschedule, { params, body: { version: translation.version } }),
      t`The schedule is cancelled; the draft is kept.`,
    );

  const when = translation.publishAt ? formatDateTime(translation.publishAt) : '';
  const disabled = busy || isSubmitting;
  return (
    <div className="border-top pt-3 mt-3">
      {translation.publishAt ? (
        <p className="mb-2">
          <strong>{t`Scheduled for ${when}`}</strong>{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" disabled={disabled} onClick={() => void unschedule()}>
            <Trans>Cancel the schedule</Trans>
          </button>
        </p>
      ) : null}
      <div className="row g-2 align-items-end">
        <div className="col-12 col-sm-7">
          <label htmlFor={`translation-${locale}-publish-at`} className="form-label">
            <Trans>Publish at</Trans>
          </label>
          <input
            id={`translation-${locale}-publish-at`}
            type="datetime-local"
            className={`form-control${timeError ? ' is-invalid' : ''}`}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? `translation-${locale}-publish-at-error` : undefined}
          />
          {timeError ? (
            <div id={`translation-${locale}-publish-at-error`} className="invalid-feedback" role="alert">
              {timeError}
            </div>
          ) : null}
        </div>
        <div className="col-12 col-sm-5">
          <button type="button" className="btn btn-outline-primary w-100" disabled={disabled || !publishAt} onClick={() => void schedule()}>
            <Trans>Schedule</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
