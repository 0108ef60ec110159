import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AUTH_TOKEN_HEADER } from '../../../shared/contracts/define-endpoint';
import { type ApiTokenInfo, staffApi } from '../../../shared/contracts/staff';
import { ROLE_NAMES, type StaffRole } from '../../../shared/staff/roles';
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
  const { t } = useLingui();
  const { tokens, loadedAt } = useLoaderData<typeof loader>();
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null);
  const { revalidate } = useRevalidator();
  const revokingName = revoking?.name ?? '';
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>API tokens</Trans>
      </h1>
      <p className="admin-narrow-wide">
        <Trans>A token lets another program use the back office’s API with the role you give it, until it expires or you revoke it.</Trans>
      </p>
      <section className="mb-4" aria-labelledby="tokens-list">
        <h2 id="tokens-list" className="visually-hidden">
          <Trans>Tokens</Trans>
        </h2>
        {tokens.length === 0 ? (
          <p className="admin-card">
            <Trans>No tokens yet.</Trans>
          </p>
        ) : (
          <TokenTable tokens={tokens} now={loadedAt} onRevoke={setRevoking} />
        )}
      </section>
      <CreateSection now={loadedAt} />
      {revoking ? (
        <ConfirmDialog
          title={t`Revoke the token “${revokingName}”?`}
          confirmLabel={t`Revoke`}
          variant="danger"
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            const answer = await callStaffApi(staffApi.revokeToken, { params: { id: revoking.id } });
            if (!answer) throw new StaffApiError(404, t`This token is not there any more. Reload the page.`);
            await revalidate();
            toast.success(t`The token “${revokingName}” is revoked.`);
            setRevoking(null);
          }}
        >
          <p className="mb-0">
            <Trans>Whatever uses it is refused from now on. This cannot be undone: make a new token if it is needed again.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function statusOf(i18n: I18n, token: ApiTokenInfo, now: number): { label: string; tone: string; since?: string } {
  if (token.revokedAt) return { label: i18n._(msg`Revoked`), tone: 'secondary', since: formatDateTime(token.revokedAt) };
  if (Date.parse(token.expiresAt) <= now) return { label: i18n._(msg`Expired`), tone: 'secondary' };
  return { label: i18n._(msg`In use`), tone: 'success' };
}

function TokenTable({ tokens, now, onRevoke }: { tokens: ApiTokenInfo[]; now: number; onRevoke: (token: ApiTokenInfo) => void }) {
  const { i18n, t } = useLingui();
  return (
    <div className="admin-card admin-table-card">
      <table className="table admin-stack align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">
              <Trans context="of a thing">Name</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Created by</Trans>
            </th>
            <th scope="col">
              <Trans context="a date">Created</Trans>
            </th>
            <th scope="col">
              <Trans>Expires</Trans>
            </th>
            <th scope="col">
              <Trans>Last used</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Changes</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => {
            const status = statusOf(i18n, token, now);
            const tokenName = token.name;
            return (
              <tr key={token.id}>
                <td data-label={t({ message: 'Name', context: 'of a thing' })} className="admin-wrap">
                  {token.name}
                </td>
                <td data-label={t`Role`}>{i18n._(ROLE_NAMES[token.role])}</td>
                <td data-label={t`Created by`} className="admin-wrap">
                  {token.createdBy}
                </td>
                <td data-label={t({ message: 'Created', context: 'a date' })}>{formatDate(token.createdAt)}</td>
                <td data-label={t`Expires`}>{formatDate(token.expiresAt)}</td>
                <td data-label={t`Last used`}>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t`Never`}</td>
                <td data-label={t`Status`}>
                  <span className={`badge text-bg-${status.tone}`}>{status.label}</span>
                  {status.since ? <span className="small text-body-secondary"> {status.since}</span> : null}
                </td>
                <td data-label="">
                  {token.revokedAt ? null : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t`Revoke ${tokenName}`}
                      onClick={() => onRevoke(token)}
                    >
                      <Trans>Revoke</Trans>
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
  const { t } = useLingui();
  const { revalidate } = useRevalidator();
  const refusal = useRefusal();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const madeName = made?.name ?? '';
  return (
    <section className="admin-card admin-narrow-wide" aria-labelledby="create-title">
      <h2 id="create-title" className="h5">
        <Trans>New token</Trans>
      </h2>
      {made ? (
        <>
          <div className="alert alert-warning" role="status">
            <Trans>
              <strong>Copy it now: it will not be shown again.</strong> The token “{madeName}” is ready.
            </Trans>
          </div>
          <OneTimeSecret id="new-token" label={t`The new token`} value={made.token} />
          <p>
            <Trans>The program sends it in a header of each request to the API:</Trans>
            <br />
            <code className="admin-wrap">
              {AUTH_TOKEN_HEADER}: {'<token>'}
            </code>
          </p>
          <button type="button" className="btn btn-outline-primary" onClick={() => setMade(null)}>
            <Trans>Done</Trans>
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
                <FormField
                  idPrefix="token"
                  name="name"
                  label={t({ message: 'Name', context: 'of a thing' })}
                  autoComplete="off"
                  help={t`What uses it, e.g. “Price list export”.`}
                />
                <RoleField idPrefix="token" />
                <FormField
                  idPrefix="token"
                  name="expiresAt"
                  label={t`Expires on`}
                  type="date"
                  help={t`${DEFAULT_DAYS} days from today unless you choose another day.`}
                />
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? t`Creating…` : t`Create the token`}
                </button>
              </FormikForm>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
