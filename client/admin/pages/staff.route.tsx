import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type StaffAccount, staffApi } from '../../../shared/contracts/staff';
import { INVITATION_HOURS } from '../../../shared/staff/accounts';
import { ROLE_LABELS, type StaffRole } from '../../../shared/staff/roles';
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
  return (
    <>
      <h1 className="h3 mb-3">Staff</h1>
      <section className="mb-4" aria-labelledby="staff-accounts">
        <h2 id="staff-accounts" className="visually-hidden">
          Accounts
        </h2>
        <StaffTable accounts={accounts} onAsk={setPending} onReissued={setReissued} />
      </section>
      <InviteSection />
      {pending ? <ChangeDialog pending={pending} onClose={() => setPending(null)} /> : null}
      {reissued ? (
        <Modal show centered onHide={() => setReissued(null)} aria-labelledby="reissued-title">
          <Modal.Header closeButton>
            <Modal.Title id="reissued-title" as="h2" className="h5">
              New invitation link for {reissued.name}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <InvitationLink issued={reissued} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={() => setReissued(null)}>
              Done
            </button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </>
  );
}

function statusOf(account: StaffAccount): { label: string; tone: string } {
  if (!account.active) return { label: 'Deactivated', tone: 'secondary' };
  if (account.invited) return { label: 'Invited', tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}

/** The link as a full address, to paste in a chat: the server may give a path. */
const absolute = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

interface StaffTableProps {
  accounts: StaffAccount[];
  onAsk: (pending: Pending) => void;
  onReissued: (issued: IssuedLink) => void;
}

function StaffTable({ accounts, onAsk, onReissued }: StaffTableProps) {
  const me = useMe();
  const refusal = useRefusal();
  const [reissuing, setReissuing] = useState<number | null>(null);
  const reinvite = async (account: StaffAccount) => {
    setReissuing(account.id);
    try {
      const answer = await callStaffApi(staffApi.reinvite, { params: { id: account.id } });
      if (answer) onReissued({ name: account.name, email: account.email, link: absolute(answer.link) });
      else toast.error('This account is not there any more. Reload the page.');
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
            <th scope="col">Name</th>
            <th scope="col">E-mail address</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last seen</th>
            <th scope="col">
              <span className="visually-hidden">Changes</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const status = statusOf(account);
            return (
              <tr key={account.id}>
                <td data-label="Name" className="admin-wrap">
                  {account.name}
                  {account.id === me.id ? <span className="text-body-secondary"> (you)</span> : null}
                </td>
                <td data-label="E-mail" className="admin-wrap">
                  {account.email}
                </td>
                <td data-label="Role">{ROLE_LABELS[account.role]}</td>
                <td data-label="Status">
                  <span className={`badge text-bg-${status.tone}`}>{status.label}</span>
                </td>
                <td data-label="Last seen">{account.lastSeenAt ? formatDateTime(account.lastSeenAt) : 'Never'}</td>
                <td data-label="">
                  <div className="d-flex flex-wrap gap-2 justify-content-md-end">
                    {account.active ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`Change role of ${account.name}`}
                        onClick={() => onAsk({ kind: 'role', account })}
                      >
                        Change role
                      </button>
                    ) : null}
                    {account.active && account.invited ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`New invitation link for ${account.name}`}
                        disabled={reissuing === account.id}
                        onClick={() => void reinvite(account)}
                      >
                        New invitation link
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={`btn btn-sm ${account.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                      aria-label={`${account.active ? 'Deactivate' : 'Reactivate'} ${account.name}`}
                      onClick={() => onAsk({ kind: account.active ? 'deactivate' : 'reactivate', account })}
                    >
                      {account.active ? 'Deactivate' : 'Reactivate'}
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
  const { revalidate } = useRevalidator();
  const { account } = pending;
  const [role, setRole] = useState<StaffRole>(account.role);
  const update = async (body: { role?: StaffRole; active?: boolean }, done: string) => {
    const answer = await callStaffApi(staffApi.updateStaff, { params: { id: account.id }, body });
    if (!answer) throw new StaffApiError(404, 'This account is not there any more. Reload the page.');
    await revalidate();
    toast.success(done);
    onClose();
  };
  if (pending.kind === 'role')
    return (
      <ConfirmDialog
        title={`Change the role of ${account.name}`}
        confirmLabel="Change role"
        onClose={onClose}
        onConfirm={() =>
          role === account.role ? Promise.resolve(onClose()) : update({ role }, `${account.name} is now ${ROLE_LABELS[role]}.`)
        }
      >
        <RoleSelect id="change-role" label="New role" value={role} onChange={setRole} />
        <p className="mb-0 form-text">Their menu changes the next time they open a page.</p>
      </ConfirmDialog>
    );
  const deactivate = pending.kind === 'deactivate';
  return (
    <ConfirmDialog
      title={`${deactivate ? 'Deactivate' : 'Reactivate'} ${account.name}?`}
      confirmLabel={deactivate ? 'Deactivate' : 'Reactivate'}
      variant={deactivate ? 'danger' : 'primary'}
      onClose={onClose}
      onConfirm={() => update({ active: !deactivate }, `${account.name} ${deactivate ? 'can no longer sign in' : 'can sign in again'}.`)}
    >
      <p className="mb-0">
        {deactivate
          ? 'Their sessions end now; their history stays. They cannot sign in until an owner reactivates the account.'
          : 'They can sign in again with their password, with the role they had.'}
      </p>
    </ConfirmDialog>
  );
}

const inviteSchema = yupSchemaOf(inviteRules);

function InviteSection() {
  const { revalidate } = useRevalidator();
  const refusal = useRefusal();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="admin-card admin-narrow-wide" aria-labelledby="invite-title">
      <h2 id="invite-title" className="h5">
        Invite someone
      </h2>
      {issued ? (
        <>
          <InvitationLink issued={issued} />
          <button type="button" className="btn btn-outline-primary" onClick={() => setIssued(null)}>
            Invite someone else
          </button>
        </>
      ) : (
        <>
          <p className="form-text mt-0">They get an e-mail with a link to set their password; it works for {INVITATION_HOURS} hours.</p>
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
                <FormField idPrefix="invite" name="email" label="E-mail address" type="email" autoComplete="off" />
                <FormField idPrefix="invite" name="name" label="Name" autoComplete="off" />
                <RoleField idPrefix="invite" />
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Inviting…' : 'Send the invitation'}
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
  return (
    <>
      <div className="alert alert-success admin-wrap" role="status">
        We have e-mailed an invitation to {issued.name} at {issued.email}. It works for {INVITATION_HOURS} hours. You can also send them
        this link yourself: it is shown only now.
      </div>
      <OneTimeSecret id="invitation-link" label="Invitation link" value={issued.link} />
    </>
  );
}
