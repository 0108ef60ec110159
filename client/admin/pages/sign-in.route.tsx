import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { staffApi } from '../../../shared/contracts/staff';
import { adminPaths } from '../../../shared/staff/addresses';
import { signInRules } from '../../../shared/validation/sign-in-rules';
import { SIGN_IN_FAILED } from '../../../shared/validation/staff-rules';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { refusalText } from '../refusal';
import { callStaffApi, safeNext, StaffApiError, fieldErrorsOf } from '../staff-client';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

const schema = yupSchemaOf(signInRules);

/**
 * The throttle's answer says when to come back (from Retry-After), in the words of the server's rule
 * (SIGN_IN_THROTTLED) and the staff member's language; a failed sign-in in the one answer's words.
 */
function useRefusalOf(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    if (error instanceof StaffApiError && error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      if (minutes < 60) {
        return t({
          message: plural(minutes, {
            one: 'Too many attempts. Try again in # minute.',
            other: 'Too many attempts. Try again in # minutes.',
          }),
        });
      }
      const hours = Math.ceil(minutes / 60);
      return t({
        message: plural(hours, { one: 'Too many attempts. Try again in # hour.', other: 'Too many attempts. Try again in # hours.' }),
      });
    }
    if (error instanceof StaffApiError && error.status === 401 && error.message === SIGN_IN_FAILED)
      return t`Wrong e-mail address or password.`;
    return refusalText(error);
  };
}

export function Component() {
  const { t } = useLingui();
  const refusalOf = useRefusalOf();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <main className="container py-5 admin-narrow" id="main">
      <h1 className="h3 mb-4">
        <Trans>Sign in to the back office</Trans>
      </h1>
      {refusal ? (
        <div className="alert alert-danger" role="alert">
          {refusal}
        </div>
      ) : null}
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={schema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, { setErrors }) => {
          setRefusal(null);
          try {
            await callStaffApi(staffApi.signIn, { body: values });
            await navigate(safeNext(params.get('next')), { replace: true });
          } catch (error) {
            const fields = fieldErrorsOf(error);
            if (fields) setErrors(fields);
            else setRefusal(refusalOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate className="admin-card">
            <FocusOnFailedSubmit />
            <FormField idPrefix="sign-in" name="email" label={t`E-mail address`} type="email" autoComplete="username" />
            <FormField idPrefix="sign-in" name="password" label={t`Password`} type="password" autoComplete="current-password" />
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {isSubmitting ? t`Signing in…` : t`Sign in`}
            </button>
            <p className="mt-3 mb-0 text-center">
              <AppLink to={adminPaths.forgotPassword}>
                <Trans>Forgot your password?</Trans>
              </AppLink>
            </p>
          </FormikForm>
        )}
      </Formik>
    </main>
  );
}
