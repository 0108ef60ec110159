import { Trans, useLingui } from '@lingui/react/macro';
import { FieldArray, Form as FormikForm, Formik, useField } from 'formik';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type InboxSettings, inboxApi } from '../../../shared/contracts/inbox';
import { MESSAGES } from '../../../shared/validation/rules';
import { FOLLOW_UP_DAYS_MAX } from '../../../shared/staff/inbox';
import { useMe } from '../admin-layout';
import { formatDay } from '../dates';
import { callStaffApi, loadFromStaffApi, StaffApiError } from '../staff-client';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

/** The contract's limits for a holiday's name and the list (shared/contracts/inbox.ts, saveSettings). */
const HOLIDAY_NAME_MAX = 100;
const HOLIDAYS_MAX = 100;

type Holiday = InboxSettings['holidays'][number];

export async function loader({ request }: { request: Request }): Promise<InboxSettings> {
  return loadFromStaffApi(request, inboxApi.settings);
}

const byDay = (a: Holiday, b: Holiday) => a.day.localeCompare(b.day);

/** Owners change how the inbox works; sales staff see the same settings, read-only. */
export function Component() {
  const { t } = useLingui();
  const settings = useLoaderData() as InboxSettings;
  const me = useMe();
  const revalidator = useRevalidator();
  const canEdit = me.role === 'owner';
  return (
    <div className="admin-settings">
      <h1 className="h3 mb-3">
        <Trans>Inbox settings</Trans>
      </h1>
      {canEdit ? null : (
        <p className="alert alert-info">
          <Trans>Only an owner can change these settings.</Trans>
        </p>
      )}
      <Formik
        initialValues={{
          autoAssign: settings.autoAssign,
          followUpDays: settings.followUpDays,
          holidays: [...settings.holidays].sort(byDay),
        }}
        enableReinitialize
        onSubmit={async (values, { setStatus }) => {
          setStatus(null);
          try {
            await callStaffApi(inboxApi.saveSettings, {
              body: { autoAssign: values.autoAssign, followUpDays: Number(values.followUpDays), holidays: values.holidays },
            });
            toast.success(t`Inbox settings saved.`);
            await revalidator.revalidate();
          } catch (error) {
            const message =
              error instanceof StaffApiError
                ? [error.message, ...Object.values(error.fieldErrors)].filter(Boolean).join(' ')
                : t`The server could not be reached. Please try again.`;
            setStatus(message);
          }
        }}
      >
        {({ values, isSubmitting, status, dirty }) => (
          <FormikForm noValidate aria-label={t`Inbox settings`}>
            <FocusOnFailedSubmit />
            <fieldset disabled={!canEdit || isSubmitting}>
              <section className="admin-card mb-3" aria-labelledby="assign-heading">
                <h2 id="assign-heading" className="h5">
                  <Trans>Assigning new inquiries</Trans>
                </h2>
                <AutoAssignSwitch />
                <p className="small text-body-secondary mb-0">
                  <Trans>
                    On: each new inquiry goes to the next sales person in turn. Off: new inquiries stay unassigned until someone takes them.
                  </Trans>
                </p>
              </section>
              <section className="admin-card mb-3" aria-labelledby="follow-up-heading">
                <h2 id="follow-up-heading" className="h5">
                  <Trans>Following up quotes</Trans>
                </h2>
                <FollowUpDays />
              </section>
              <section className="admin-card mb-3" aria-labelledby="holidays-heading">
                <h2 id="holidays-heading" className="h5">
                  <Trans>Public holidays</Trans>
                </h2>
                <p className="small text-body-secondary">
                  <Trans>The reply clock does not run on these days.</Trans>
                </p>
                <FieldArray name="holidays">
                  {({ remove, form }) => (
                    <>
                      {values.holidays.length === 0 ? (
                        <p className="text-body-secondary">
                          <Trans>No holidays yet.</Trans>
                        </p>
                      ) : (
                        <ul className="list-group mb-3" aria-label={t`Holidays`}>
                          {values.holidays.map((holiday, i) => {
                            const holidayName = holiday.name;
                            const holidayDay = formatDay(holiday.day);
                            return (
                              <li key={holiday.day} className="list-group-item d-flex align-items-center gap-2">
                                <time dateTime={holiday.day} className="text-nowrap inquiry-field-label">
                                  {holidayDay}
                                </time>
                                <span className="me-auto admin-wrap">{holiday.name}</span>
                                {canEdit ? (
                                  <button
                                    type="button"
                                    className="btn btn-sm btn-outline-danger"
                                    aria-label={t`Remove ${holidayName} (${holidayDay})`}
                                    onClick={() => remove(i)}
                                  >
                                    <Trans>Remove</Trans>
                                  </button>
                                ) : null}
                              </li>
                            );
                          })}
                        </ul>
                      )}
                      {canEdit ? (
                        <AddHoliday
                          holidays={values.holidays}
                          add={(holiday) => form.setFieldValue('holidays', [...values.holidays, holiday].sort(byDay))}
                        />
                      ) : null}
                    </>
                  )}
                </FieldArray>
              </section>
              {status ? (
                <div className="alert alert-danger" role="alert">
                  {String(status)}
                </div>
              ) : null}
              {canEdit ? (
                <button type="submit" className="btn btn-primary" disabled={isSubmitting || !dirty}>
                  {isSubmitting ? t`Saving…` : t`Save settings`}
                </button>
              ) : null}
            </fieldset>
          </FormikForm>
        )}
      </Formik>
    </div>
  );
}

function AutoAssignSwitch() {
  const [field, , helpers] = useField<boolean>('autoAssign');
  return (
    <div className="form-check form-switch mb-2">
      <input
        id="auto-assign"
        type="checkbox"
        role="switch"
        className="form-check-input"
        name={field.name}
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
      />
      <label htmlFor="auto-assign" className="form-check-label">
        <Trans>Assign new inquiries in turn (round robin)</Trans>
      </label>
    </div>
  );
}

function FollowUpDays() {
  const [field] = useField<number | string>('followUpDays');
  return (
    <>
      <label htmlFor="follow-up-days" className="form-label">
        <Trans>Remind the assignee after this many working days without an answer to a quote</Trans>
      </label>
      <input
        id="follow-up-days"
        type="number"
        inputMode="numeric"
        min={0}
        max={FOLLOW_UP_DAYS_MAX}
        step={1}
        className="form-control admin-number-input"
        aria-describedby="follow-up-help"
        {...field}
      />
      <p id="follow-up-help" className="small text-body-secondary mt-1 mb-0">
        <Trans>Once per quote, unless the buyer answered, asked something or wrote, or someone replied meanwhile. 0: no reminders.</Trans>
      </p>
    </>
  );
}

/** The row that adds a holiday to the list (saved with the rest by "Save settings"). */
function AddHoliday({ holidays, add }: { holidays: Holiday[]; add: (holiday: Holiday) => void }) {
  const { t } = useLingui();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ day?: string; name?: string }>({});
  const submit = () => {
    const found = {
      day: !day ? MESSAGES.required : holidays.some((holiday) => holiday.day === day) ? t`That day is already in the list.` : undefined,
      name: !name.trim() ? MESSAGES.required : name.trim().length > HOLIDAY_NAME_MAX ? MESSAGES.tooLong(HOLIDAY_NAME_MAX) : undefined,
    };
    if (holidays.length >= HOLIDAYS_MAX) found.day = t`At most ${HOLIDAYS_MAX} holidays.`;
    setErrors(found);
    if (found.day || found.name) return;
    add({ day, name: name.trim() });
    setDay('');
    setName('');
  };
  const invalid = (message: string | undefined) => (message ? ' is-invalid' : '');
  return (
    <div className="row g-2 align-items-end" role="group" aria-label={t`Add a holiday`}>
      <div className="col-sm-4">
        <label htmlFor="holiday-day" className="form-label">
          <Trans>Date</Trans>
        </label>
        <input
          id="holiday-day"
          type="date"
          className={`form-control${invalid(errors.day)}`}
          value={day}
          aria-invalid={errors.day ? true : undefined}
          aria-describedby={errors.day ? 'holiday-day-error' : undefined}
          onChange={(event) => setDay(event.target.value)}
        />
        {errors.day ? (
          <div id="holiday-day-error" className="invalid-feedback">
            {errors.day}
          </div>
        ) : null}
      </div>
      <div className="col-sm-5">
        <label htmlFor="holiday-name" className="form-label">
          <Trans context="of a thing">Name</Trans>
        </label>
        <input
          id="holiday-name"
          className={`form-control${invalid(errors.name)}`}
          value={name}
          maxLength={HOLIDAY_NAME_MAX}
          placeholder={t`e.g. Reunification Day`}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'holiday-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        {errors.name ? (
          <div id="holiday-name-error" className="invalid-feedback">
            {errors.name}
          </div>
        ) : null}
      </div>
      <div className="col-sm-3">
        <button type="button" className="btn btn-outline-primary w-100" onClick={submit}>
          <Trans>Add holiday</Trans>
        </button>
      </div>
    </div>
  );
}
