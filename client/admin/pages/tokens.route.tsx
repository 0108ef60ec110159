import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AUTH_TOKEN_HEADER } from '../../../shared/contracts/define-endpoint';
import { type ApiTokenInfo, staffApi } from '../../../shared/contracts/staff';
import { ROLE_LABELS, type StaffRole } from '../../../shared/staff/roles';
import { dateError, tokenRules } from '../../../shared/validation/staff-form-rules';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OneTimeSecret } from '../components/one-time-secret';
import { RoleField } from '../components/role-select';
import { useRefusal } from '../refusal';
import { callStaffApi, loadFromStaffApi, StaffApiError, fieldErrorsOf } from '../staff-client';
import { checkedBy } from '../staff-schemas';
import { companyDateAhead, formatDate, formatDateTime } from '../dates';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

// API tokens let another program use the staff API with a role (a spreadsheet importing inquiries, a script).
// The server keeps only a token's hash: the token itself is shown once, when it is made.

export async function loader({ request }: LoaderFunctionArgs) {
  // The time of loading: which tokens have expired, and the default expiry of a new one, are counted from it.
  return { tokens: await loadFromStaffApi(request, staffApi.listTokens), loadedAt: Date.now() };
}

/** How long a new token lasts unless the owner picks another day. */
const DEFAULT_DAYS = 90;

export function Component() {
  const { tokens, loadedAt } = useLoaderData<typeof loader>();
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null);
  const { revalidate } = useRevalidator();
  return (
    <>
      <h1 className="h3 mb-3">API tokens</h1>
      <p className="admin-narrow-wide">
        A token lets another program use the back office&rsquo;s API with the role you give it, until it expires or you revoke it.
      </p>
      <section className="mb-4" aria-labelledby="tokens-list">
        <h2 id="tokens-list" className="visually-hidden">
          Tokens
        </h2>
        {tokens.length === 0 ? (
          <p className="admin-card">No tokens yet.</p>
        ) : (
          <TokenTable tokens={tokens} now={loadedAt} onRevoke={setRevoking} />
        )}
      </section>
      <CreateSection now={loadedAt} />
      {revoking ? (
        <ConfirmDialog
          title={`Revoke the token “${revoking.name}”?`}
          confirmLabel="Revoke"
          variant="danger"
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            const answer = await callStaffApi(staffApi.revokeToken, { params: { id: revoking.id } });
            if (!answer) throw new StaffApiError(404, 'This token is not there any more. Reload the page.');
            await revalidate();
            toast.success(`The token “${revoking.name}” is revoked.`);
            setRevoking(null);
          }}
        >
          <p className="mb-0">Whatever uses it is refused from now on. This cannot be undone: make a new token if it is needed again.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function statusOf(token: ApiTokenInfo, now: number): { label: string; tone: string; since?: string } {
  if (token.revokedAt) return { label: 'Revoked', tone: 'secondary', since: formatDateTime(token.revokedAt) };
  if (Date.parse(token.expiresAt) <= now) return { label: 'Expired', tone: 'secondary' };
  return { label: 'In use', tone: 'success' };
}

function TokenTable({ tokens, now, onRevoke }: { tokens: ApiTokenInfo[]; now: number; onRevoke: (token: ApiTokenInfo) => void }) {
  return (
    <div className="admin-card admin-table-card">
      <table className="table admin-stack align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Created by</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Changes</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => {
            const status = statusOf(token, now);
            return (
              <tr key={token.id}>
                <td data-label="Name" className="admin-wrap">
                  {token.name}
                </td>
                <td data-label="Role">{ROLE_LABELS[token.role]}</td>
                <td data-label="Created by" className="admin-wrap">
                  {token.createdBy}
                </td>
                <td data-label="Created">{formatDate(token.createdAt)}</td>
                <td data-label="Expires">{formatDate(token.expiresAt)}</td>
                <td data-label="Last used">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</td>
                <td data-label="Status">
                  <span className={`badge text-bg-${status.tone}`}>{status.label}</span>
                  {status.since ? <span className="small text-body-secondary"> {status.since}</span> : null}
                </td>
                <td data-label="">
                  {token.revokedAt ? null : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => onRevoke(token)}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const createSchema = yupSchemaOf(tokenRules).shape({ expiresAt: checkedBy((value) => dateError(value, true)) });

function CreateSection({ now }: { now: number }) {
  const { revalidate } = useRevalidator();
  const refusal = useRefusal();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="admin-card admin-narrow-wide" aria-labelledby="create-title">
      <h2 id="create-title" className="h5">
        New token
      </h2>
      {made ? (
        <>
          <div className="alert alert-warning" role="status">
            <strong>Copy it now: it will not be shown again.</strong> The token “{made.name}” is ready.
          </div>
          <OneTimeSecret id="new-token" label="The new token" value={made.token} />
          <p>
            The program sends it in a header of each request to the API:
            <br />
            <code className="admin-wrap">
              {AUTH_TOKEN_HEADER}: {'<token>'}
            </code>
          </p>
          <button type="button" className="btn btn-outline-primary" onClick={() => setMade(null)}>
            Done
          </button>
        </>
      ) : (
        <>
          {error ? (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          ) : null}
          <Formik
            initialValues={{ name: '', role: 'sales' as StaffRole, expiresAt: companyDateAhead(DEFAULT_DAYS, new Date(now)) }}
            validationSchema={createSchema}
            validateOnBlur={false}
            validateOnChange={false}
            onSubmit={async ({ name, role, expiresAt }, { setErrors }) => {
              setError(null);
              try {
                const answer = await callStaffApi(staffApi.createToken, { body: { name: name.trim(), role, expiresAt } });
                setMade({ name: answer.info.name, token: answer.token });
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
                <FormField idPrefix="token" name="name" label="Name" autoComplete="off" help="What uses it, e.g. “Price list export”." />
                <RoleField idPrefix="token" />
                <FormField
                  idPrefix="token"
                  name="expiresAt"
                  label="Expires on"
                  type="date"
                  help={`${DEFAULT_DAYS} days from today unless you choose another day.`}
                />
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Creating…' : 'Create the token'}
                </button>
              </FormikForm>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
