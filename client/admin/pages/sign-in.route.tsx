import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { staffApi } from '../../../shared/contracts/staff';
import { adminPaths } from '../../../shared/staff/addresses';
import { signInRules } from '../../../shared/validation/sign-in-rules';
import { SIGN_IN_THROTTLED } from '../../../shared/validation/staff-rules';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { refusalText } from '../refusal';
import { callStaffApi, safeNext, StaffApiError, fieldErrorsOf } from '../staff-client';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

const schema = yupSchemaOf(signInRules);

/** The throttle's answer says when to come back (from Retry-After), in the same words as the server's rule. */
function refusalOf(error: unknown): string {
  if (error instanceof StaffApiError && error.status === 429) return SIGN_IN_THROTTLED(error.retryAfterSeconds ?? 60);
  return refusalText(error);
}

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <main className="container py-5 admin-narrow" id="main">
      <h1 className="h3 mb-4">Sign in to the back office</h1>
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
            <FormField idPrefix="sign-in" name="email" label="E-mail address" type="email" autoComplete="username" />
            <PasswordField />
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in…' : 'Sign in'}
            </button>
            <p className="mt-3 mb-0 text-center">
              <AppLink to={adminPaths.forgotPassword}>Forgot your password?</AppLink>
            </p>
          </FormikForm>
        )}
      </Formik>
    </main>
  );
}

function PasswordField() {
  return <FormField idPrefix="sign-in" name="password" label="Password" type="password" autoComplete="current-password" />;
}
