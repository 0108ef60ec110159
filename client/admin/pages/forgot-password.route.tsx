import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { staffApi } from '../../../shared/contracts/staff';
import { adminPaths } from '../../../shared/staff/addresses';
import { passwordResetRules } from '../../../shared/validation/staff-form-rules';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { PASSWORD_RESET_SENT } from '../password-reset-words';
import { refusalText } from '../refusal';
import { callStaffApi, fieldErrorsOf } from '../staff-client';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

const schema = yupSchemaOf(passwordResetRules);

// The answer is the same whether or not the address has an account: this page must not tell anybody which do.

export function Component() {
  const { i18n, t } = useLingui();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <main className="container py-5 admin-narrow" id="main">
      <h1 className="h3 mb-3">
        <Trans>Forgot your password?</Trans>
      </h1>
      {sent ? (
        <div className="alert alert-success" role="status">
          {i18n._(PASSWORD_RESET_SENT)}
        </div>
      ) : (
        <>
          <p>
            <Trans>Give the e-mail address of your account: we will send it a link to choose a new password.</Trans>
          </p>
          {refusal ? (
            <div className="alert alert-danger" role="alert">
              {refusal}
            </div>
          ) : null}
          <Formik
            initialValues={{ email: '' }}
            validationSchema={schema}
            validateOnBlur={false}
            validateOnChange={false}
            onSubmit={async (values, { setErrors }) => {
              setRefusal(null);
              try {
                await callStaffApi(staffApi.requestPasswordReset, { body: { email: values.email.trim() } });
                setSent(true);
              } catch (error) {
                const fields = fieldErrorsOf(error);
                if (fields) setErrors(fields);
                else setRefusal(refusalText(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <FormikForm noValidate className="admin-card">
                <FocusOnFailedSubmit />
                <FormField idPrefix="forgot" name="email" label={t`E-mail address`} type="email" autoComplete="username" />
                <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
                  {isSubmitting ? t`Sending…` : t`Send me a link`}
                </button>
              </FormikForm>
            )}
          </Formik>
        </>
      )}
      <p className="mt-3 text-center">
        <AppLink to={adminPaths.signIn}>
          <Trans>Back to signing in</Trans>
        </AppLink>
      </p>
    </main>
  );
}
