import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type StaffAccount, staffApi } from '../../../shared/contracts/staff';
import { INVITATION_HOURS } from '../../../shared/staff/accounts';
import { ROLE_NAMES, type StaffRole } from '../../../shared/staff/roles';
import { inviteRules } from '../../../shared/validation/staff-form-rules';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { useMe } from '../admin-layout';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OneTimeSecret } from '../components/one-time-secret';
import { RoleField, RoleSelect } from '../components/role-select';
import { useRefusal } from '../refusal';
import { callStaffApi, loadFromStaffApi, StaffApiError, fieldErrorsOf } from '../staff-client';
import { formatDateTime } from '../dates';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

// The owner's list of staff accounts: who may sign in, with which role. Accounts are never deleted, only
// deactivated, so that what they did keeps its name in the audit log and the inbox's history.

export function loader({ request }: LoaderFunctionArgs) {
  return loadFromStaffApi(request, staffApi.listStaff);
}

/** A change asked about in a dialog, for one account. */
type Pending = { kind: 'role' | 'deactivate' | 'reactivate'; account: StaffAccount } | null;

/** A one-time invitation link just made, shown once. */
interface IssuedLink {
  name: string;
  email: string;
  link: string;
}

export function Component() {
  const accounts = useLoaderData<typeof loader>();
  const [pending, setPending] = useState<Pending>(null);
  const [reissued, setReissued] = useState<IssuedLink | null>(null);
  const { t } = useLingui();
  const reissuedName = reissued?.name ?? '';
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Staff</Trans>
      </h1>
      <section className="mb-4" aria-labelledby="staff-accounts">
        <h2 id="staff-accounts" className="visually-hidden">
          <Trans>Accounts</Trans>
        </h2>
        <StaffTable accounts={accounts} onAsk={setPending} onReissued={setReissued} />
      </section>
      <InviteSection />
      {pending ? <ChangeDialog pending={pending} onClose={() => setPending(null)} /> : null}
      {reissued ? (
        <Modal show centered onHide={() => setReissued(null)} aria-labelledby="reissued-title">
          <Modal.Header closeButton closeLabel={t`Close`}>
            <Modal.Title id="reissued-title" as="h2" className="h5">
              <Trans>New invitation link for {reissuedName}</Trans>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <InvitationLink issued={reissued} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={() => setReissued(null)}>
              <Trans>Done</Trans>
            </button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </>
  );
}

function statusOf(i18n: I18n, account: StaffAccount): { label: string; tone: string } {
  if (!account.active) return { label: i18n._(msg`Deactivated`), tone: 'secondary' };
  if (account.invited) return { label: i18n._(msg`Invited`), tone: 'warning' };
  return { label: i18n._(msg`Active`), tone: 'success' };
}

/** The link as a full address, to paste in a chat: the server may give a path. */
const absolute = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

interface StaffTableProps {
  accounts: StaffAccount[];
  onAsk: (pending: Pending) => void;
  onReissued: (issued: IssuedLink) => void;
}

function StaffTable({ accounts, onAsk, onReissued }: StaffTableProps) {
  const { i18n, t } = useLingui();
  const me = useMe();
  const refusal = useRefusal();
  const [reissuing, setReissuing] = useState<number | null>(null);
  const reinvite = async (account: StaffAccount) => {
    setReissuing(account.id);
    try {
      const answer = await callStaffApi(staffApi.reinvite, { params: { id: account.id } });
      if (answer) onReissued({ name: account.name, email: account.email, link: absolute(answer.link) });
      else toast.error(t`This account is not there any more. Reload the page.`);
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setReissuing(null);
    }
  };
  return (
    <div className="admin-card admin-table-card">
      <table className="table admin-stack align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>E-mail address</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Last seen</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Changes</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const status = statusOf(i18n, account);
            const accountName = account.name;
            return (
              <tr key={account.id}>
                <td data-label={t`Name`} className="admin-wrap">
                  {account.name}
                  {account.id === me.id ? <span className="text-body-secondary"> {t`(you)`}</span> : null}
                </td>
                <td data-label={t`E-mail`} className="admin-wrap">
                  {account.email}
                </td>
                <td data-label={t`Role`}>{i18n._(ROLE_NAMES[account.role])}</td>
                <td data-label={t`Status`}>
                  <span className={`badge text-bg-${status.tone}`}>{status.label}</span>
                </td>
                <td data-label={t`Last seen`}>{account.lastSeenAt ? formatDateTime(account.lastSeenAt) : t`Never`}</td>
                <td data-label="">
                  <div className="d-flex flex-wrap gap-2 justify-content-md-end">
                    {account.active ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={t`Change role of ${accountName}`}
                        onClick={() => onAsk({ kind: 'role', account })}
                      >
                        <Trans>Change role</Trans>
                      </button>
                    ) : null}
                    {account.active && account.invited ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={t`New invitation link for ${accountName}`}
                        disabled={reissuing === account.id}
                        onClick={() => void reinvite(account)}
                      >
                        <Trans>New invitation link</Trans>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={`btn btn-sm ${account.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                      aria-label={account.active ? t`Deactivate ${accountName}` : t`Reactivate ${accountName}`}
                      onClick={() => onAsk({ kind: account.active ? 'deactivate' : 'reactivate', account })}
                    >
                      {account.active ? t`Deactivate` : t`Reactivate`}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The confirmation of a role change or a (de)activation; the server's refusal (the last owner) stays in it. */
function ChangeDialog({ pending, onClose }: { pending: NonNullable<Pending>; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const { revalidate } = useRevalidator();
  const { account } = pending;
  const accountName = account.name;
  const [role, setRole] = useState<StaffRole>(account.role);
  const update = async (body: { role?: StaffRole; active?: boolean }, done: string) => {
    const answer = await callStaffApi(staffApi.updateStaff, { params: { id: account.id }, body });
    if (!answer) throw new StaffApiError(404, t`This account is not there any more. Reload the page.`);
    await revalidate();
    toast.success(done);
    onClose();
  };
  if (pending.kind === 'role') {
    const roleName = i18n._(ROLE_NAMES[role]);
    return (
      <ConfirmDialog
        title={t`Change the role of ${accountName}`}
        confirmLabel={t`Change role`}
        onClose={onClose}
        onConfirm={() => (role === account.role ? Promise.resolve(onClose()) : update({ role }, t`${accountName} is now ${roleName}.`))}
      >
        <RoleSelect id="change-role" label={t`New role`} value={role} onChange={setRole} />
        <p className="mb-0 form-text">
          <Trans>Their menu changes the next time they open a page.</Trans>
        </p>
      </ConfirmDialog>
    );
  }
  const deactivate = pending.kind === 'deactivate';
  return (
    <ConfirmDialog
      title={deactivate ? t`Deactivate ${accountName}?` : t`Reactivate ${accountName}?`}
      confirmLabel={deactivate ? t`Deactivate` : t`Reactivate`}
      variant={deactivate ? 'danger' : 'primary'}
      onClose={onClose}
      onConfirm={() =>
        update({ active: !deactivate }, deactivate ? t`${accountName} can no longer sign in.` : t`${accountName} can sign in again.`)
      }
    >
      <p className="mb-0">
        {deactivate
          ? t`Their sessions end now; their history stays. They cannot sign in until an owner reactivates the account.`
          : t`They can sign in again with their password, with the role they had.`}
      </p>
    </ConfirmDialog>
  );
}

const inviteSchema = yupSchemaOf(inviteRules);

function InviteSection() {
  const { t } = useLingui();
  const { revalidate } = useRevalidator();
  const refusal = useRefusal();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="admin-card admin-narrow-wide" aria-labelledby="invite-title">
      <h2 id="invite-title" className="h5">
        <Trans>Invite someone</Trans>
      </h2>
      {issued ? (
        <>
          <InvitationLink issued={issued} />
          <button type="button" className="btn btn-outline-primary" onClick={() => setIssued(null)}>
            <Trans>Invite someone else</Trans>
          </button>
        </>
      ) : (
        <>
          <p className="form-text mt-0">
            <Trans>They get an e-mail with a link to set their password; it works for {INVITATION_HOURS} hours.</Trans>
          </p>
          {error ? (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          ) : null}
          <Formik
            initialValues={{ email: '', name: '', role: 'sales' as StaffRole }}
            validationSchema={inviteSchema}
            validateOnBlur={false}
            validateOnChange={false}
            onSubmit={async ({ email, name, role }, { setErrors, resetForm }) => {
              setError(null);
              try {
                const answer = await callStaffApi(staffApi.invite, { body: { email: email.trim(), name: name.trim(), role } });
                resetForm();
                setIssued({ name: answer.account.name, email: answer.account.email, link: absolute(answer.link) });
                await revalidate();
              } catch (failure) {
                const fields = fieldErrorsOf(failure);
                if (fields) setErrors(fields);
                else setError(refusal(failure));
              }
            }}
          >
            {({ isSubmitting }) => (
              <FormikForm noValidate>
                <FocusOnFailedSubmit />
                <FormField idPrefix="invite" name="email" label={t`E-mail address`} type="email" autoComplete="off" />
                <FormField idPrefix="invite" name="name" label={t`Name`} autoComplete="off" />
                <RoleField idPrefix="invite" />
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? t`Inviting…` : t`Send the invitation`}
                </button>
              </FormikForm>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}

function InvitationLink({ issued }: { issued: IssuedLink }) {
  const { t } = useLingui();
  const { name, email } = issued;
  return (
    <>
      <div className="alert alert-success admin-wrap" role="status">
        <Trans>
          We have e-mailed an invitation to {name} at {email}. It works for {INVITATION_HOURS} hours. You can also send them this link
          yourself: it is shown only now.
        </Trans>
      </div>
      <OneTimeSecret id="invitation-link" label={t`Invitation link`} value={issued.link} />
    </>
  );
}
