import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { type Me, staffApi } from '../../../shared/contracts/staff';
import type { StaffLocale } from '../../../shared/i18n/locales';
import { adminPaths } from '../../../shared/staff/addresses';
import { ROLE_DUTY_NAMES, ROLE_NAMES, type StaffRole } from '../../../shared/staff/roles';
import { useMe } from '../admin-layout';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ownPasswordResetSent } from '../password-reset-words';
import { useRefusal } from '../refusal';
import { callStaffApi } from '../staff-client';
import { activateStaffLocale } from '../staff-i18n';

export function Component() {
  const me = useMe();
  return (
    <div className="admin-narrow-wide">
      <h1 className="h3 mb-3">
        <Trans>Your account</Trans>
      </h1>
      <section className="admin-card mb-3" aria-labelledby="account-who">
        <h2 id="account-who" className="h5">
          <Trans>Who you are</Trans>
        </h2>
        <dl className="admin-facts mb-0">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{me.name}</dd>
          <dt>
            <Trans>E-mail address</Trans>
          </dt>
          <dd className="admin-wrap">{me.email}</dd>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>
            <RoleWithDuties role={me.role} />
          </dd>
        </dl>
        <p className="form-text mb-0 mt-2">
          <Trans>Roles are changed by an owner, on the Staff screen.</Trans>
        </p>
      </section>
      <ChooseLanguage me={me} />
      <ChangePassword email={me.email} />
      <SignOutEverywhere />
    </div>
  );
}

/** 'Sales: The inquiry inbox and quotations.' */
function RoleWithDuties({ role }: { role: StaffRole }) {
  const { i18n } = useLingui();
  const name = i18n._(ROLE_NAMES[role]);
  const duties = i18n._(ROLE_DUTY_NAMES[role]);
  return (
    <Trans>
      {name}: {duties}.
    </Trans>
  );
}

/** Each language named in itself, as a staff member looks for theirs. */
const LANGUAGE_NAMES: Record<StaffLocale, string> = { vi: 'Tiếng Việt', en: 'English' };

/** The back office's language for this staff member: saved at once, the screens redrawn in it. */
function ChooseLanguage({ me }: { me: Me }) {
  const { t } = useLingui();
  const refusal = useRefusal();
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ saving: boolean; error: string | null }>({ saving: false, error: null });
  const choose = async (locale: StaffLocale) => {
    setState({ saving: true, error: null });
    try {
      const saved = await callStaffApi(staffApi.setLocale, { body: { locale, version: me.version } });
      await activateStaffLocale(saved.locale);
      await revalidator.revalidate();
      setState({ saving: false, error: null });
    } catch (error) {
      setState({ saving: false, error: refusal(error) });
    }
  };
  return (
    <section className="admin-card mb-3" aria-labelledby="account-language">
      <h2 id="account-language" className="h5">
        <Trans>Language</Trans>
      </h2>
      <label htmlFor="account-locale" className="form-label">
        <Trans>The back office’s language for you</Trans>
      </label>
      <select
        id="account-locale"
        className="form-select w-auto"
        value={me.locale}
        disabled={state.saving}
        aria-describedby="account-locale-help"
        onChange={(event) => void choose(event.target.value as StaffLocale)}
      >
        {STAFF_LOCALES_IN_MENU.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p id="account-locale-help" className="form-text mb-0">
        {t`Saved as soon as you choose. Buyers’ inquiries and the site’s content stay in the language they were written in.`}
      </p>
      {state.error ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {state.error}
        </div>
      ) : null}
    </section>
  );
}

/** Vietnamese first: the office's language. */
const STAFF_LOCALES_IN_MENU: readonly StaffLocale[] = ['vi', 'en'];

/** A new password is chosen through the same e-mailed link as a forgotten one: it proves the mailbox too. */
function ChangePassword({ email }: { email: string }) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const [state, setState] = useState<{ sending: boolean; sent: boolean; error: string | null }>({
    sending: false,
    sent: false,
    error: null,
  });
  const send = async () => {
    setState({ sending: true, sent: false, error: null });
    try {
      await callStaffApi(staffApi.requestPasswordReset, { body: { email } });
      setState({ sending: false, sent: true, error: null });
    } catch (error) {
      setState({ sending: false, sent: false, error: refusal(error) });
    }
  };
  return (
    <section className="admin-card mb-3" aria-labelledby="account-password">
      <h2 id="account-password" className="h5">
        <Trans>Password</Trans>
      </h2>
      <p>
        <Trans>To change your password, we send you a link by e-mail; the new password is chosen there.</Trans>
      </p>
      {state.sent ? (
        <div className="alert alert-success mb-0" role="status">
          {i18n._(ownPasswordResetSent(email))}
        </div>
      ) : (
        <button type="button" className="btn btn-outline-primary" onClick={() => void send()} disabled={state.sending}>
          {state.sending ? t`Sending…` : t`Send me a link to change my password`}
        </button>
      )}
      {state.error ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {state.error}
        </div>
      ) : null}
    </section>
  );
}

function SignOutEverywhere() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <section className="admin-card" aria-labelledby="account-sessions">
      <h2 id="account-sessions" className="h5">
        <Trans>Sessions</Trans>
      </h2>
      <p>
        <Trans>Signed in on a computer you no longer use, or lost a phone? End every session of your account, this one too.</Trans>
      </p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
        <Trans>Sign out everywhere</Trans>
      </button>
      {asking ? (
        <ConfirmDialog
          title={t`Sign out everywhere?`}
          confirmLabel={t`Sign out everywhere`}
          variant="danger"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await callStaffApi(staffApi.signOutEverywhere);
            await navigate(adminPaths.signIn, { replace: true });
          }}
        >
          <p className="mb-0">
            <Trans>Every device signed in to your account, this one included, will have to sign in again.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
