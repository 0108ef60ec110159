import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Field, Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { type LinkInfo, staffApi } from '../../../shared/contracts/staff';
import { adminPaths } from '../../../shared/staff/addresses';
import { invitationNameRules } from '../../../shared/validation/staff-form-rules';
import { PASSWORD_MIN_LENGTH } from '../../../shared/validation/staff-rules';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { refusalText } from '../refusal';
import { callStaffApi, StaffApiError, fieldErrorsOf } from '../staff-client';
import { newPasswordShape } from '../staff-schemas';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

// An invitation or a password-reset link: the one-time token is in the address. What it is for is asked first, so
// the form can greet an invited person by name; a used, expired or mistyped link gets one plain answer.

interface LinkData {
  token: string;
  /** null: the server does not know the link (used, expired, or never made). */
  info: LinkInfo | null;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LinkData> {
  const token = params.token ?? '';
  try {
    return { token, info: await callStaffApi(staffApi.linkInfo, { params: { token } }, { signal: request.signal }) };
  } catch (error) {
    // A token too long to be one of ours is refused by the contract (400): for the person, the link is just wrong.
    if (error instanceof StaffApiError && error.status === 400) return { token, info: null };
    throw error;
  }
}

const invitationSchema = yupSchemaOf(invitationNameRules).shape(newPasswordShape);
const resetSchema = yup.object(newPasswordShape);

export function Component() {
  const { token, info } = useLoaderData<typeof loader>();
  const [gone, setGone] = useState(false);
  return (
    <main className="container py-5 admin-narrow" id="main">
      {!info || gone ? <InvalidLink /> : <NewPasswordForm token={token} info={info} onGone={() => setGone(true)} />}
    </main>
  );
}

function InvalidLink() {
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>This link does not work</Trans>
      </h1>
      <div className="alert alert-warning" role="alert">
        {/* The contract's answer to a link it does not know (staffApi.linkInfo.notFound). */}
        <Trans>This link is not valid any more. Ask for a new one.</Trans>
      </div>
      <p>
        <Trans>
          Forgot your password? <AppLink to={adminPaths.forgotPassword}>Get a new link to choose one</AppLink>.
        </Trans>
      </p>
      <p className="mb-0">
        <Trans>Were you invited? Ask the person who invited you for a new invitation.</Trans>
      </p>
    </>
  );
}

function NewPasswordForm({ token, info, onGone }: { token: string; info: LinkInfo; onGone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const invitation = info.purpose === 'invitation';
  const email = info.email;
  return (
    <>
      <h1 className="h3 mb-2">{invitation ? t`Welcome, set your name and password` : t`Choose a new password`}</h1>
      <p className="text-body-secondary admin-wrap">
        {invitation ? (
          <Trans>
            Your account: <strong>{email}</strong>
          </Trans>
        ) : (
          <Trans>
            For the account: <strong>{email}</strong>
          </Trans>
        )}
      </p>
      {invitation ? null : (
        <p>
          <Trans>Saving it signs your account out on every other device.</Trans>
        </p>
      )}
      {refusal ? (
        <div className="alert alert-danger" role="alert">
          {refusal}
        </div>
      ) : null}
      <Formik
        initialValues={{ name: info.name, password: '', repeat: '', revokeTokens: false }}
        validationSchema={invitation ? invitationSchema : resetSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async ({ name, password, revokeTokens }, { setErrors }) => {
          setRefusal(null);
          try {
            const body = invitation ? { name: name.trim(), password } : { password, revokeTokens };
            const me = await callStaffApi(staffApi.useLink, { params: { token }, body });
            if (!me) return onGone();
            await navigate(adminPaths.home, { replace: true });
          } catch (error) {
            // The server's words under the fields it names: a common password, mostly.
            const fields = fieldErrorsOf(error);
            if (fields) setErrors(fields);
            else setRefusal(refusalText(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate className="admin-card">
            <FocusOnFailedSubmit />
            {/* For password managers: the account the new password belongs to. */}
            <input type="text" className="d-none" name="username" autoComplete="username" value={info.email} readOnly />
            {invitation ? <FormField idPrefix="link" name="name" label={t`Your name`} autoComplete="name" /> : null}
            <FormField
              idPrefix="link"
              name="password"
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              help={t`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
            />
            <FormField idPrefix="link" name="repeat" label={t`Repeat the new password`} type="password" autoComplete="new-password" />
            {!invitation && info.liveTokens > 0 ? <RevokeTokensChoice count={info.liveTokens} /> : null}
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {isSubmitting ? t`Saving…` : invitation ? t`Set my password and sign in` : t`Save the new password and sign in`}
            </button>
          </FormikForm>
        )}
      </Formik>
    </>
  );
}

/** The offer to end the API tokens made from the account, with what that does to the integrations using them. */
function RevokeTokensChoice({ count }: { count: number }) {
  return (
    <div className="form-check mb-3">
      <Field
        type="checkbox"
        className="form-check-input"
        id="link-revoke-tokens"
        name="revokeTokens"
        aria-describedby="link-revoke-tokens-help"
      />
      <label className="form-check-label" htmlFor="link-revoke-tokens">
        <Plural
          value={count}
          one="Also revoke the API token made from this account"
          other="Also revoke the # API tokens made from this account"
        />
      </label>
      <div id="link-revoke-tokens-help" className="form-text">
        <Plural
          value={count}
          one="It keeps working with the new password. Revoke it if someone else may have used your account; integrations using it stop until you make a new one."
          other="They keep working with the new password. Revoke them if someone else may have used your account; integrations using them stop until you make a new one."
        />
      </div>
    </div>
  );
}
