import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminPaths } from '../../shared/staff/addresses';
import { ROLE_NAMES, type StaffRole } from '../../shared/staff/roles';
import { AppLink } from '../components/app-link';
import { NotForYourRole, startScreenOf } from './sections';
import { StaffApiError } from './staff-client';

/** A screen that could not be shown: the server's reason when it gave one (403: the role), and a way back. */
export function AdminError() {
  const { t } = useLingui();
  const error = useRouteError();
  if (error instanceof NotForYourRole) return <NotForRole refusal={error} />;
  const [title, text] =
    error instanceof StaffApiError
      ? error.status === 403
        ? [t`This screen is not for your role`, error.message]
        : [t`This could not be loaded`, error.message]
      : isRouteErrorResponse(error) && error.status === 404
        ? [t`Not found`, t`There is nothing at this address.`]
        : [t`Something went wrong`, t`Please reload the page. If it happens again, tell the site’s owner.`];
  return (
    <div className="container py-4 admin-narrow">
      <h1 className="h3">{title}</h1>
      <p>{text}</p>
      <AppLink to={adminPaths.home}>
        <Trans>Back to the back office</Trans>
      </AppLink>
    </div>
  );
}

/** The roles a section is for, as a list in the staff member's language ('Owner and Sales', 'Chủ sở hữu và Bán hàng'). */
const rolesList = (i18n: I18n, roles: readonly StaffRole[]) =>
  new Intl.ListFormat(i18n.locale === 'vi' ? 'vi' : 'en-GB', { type: 'conjunction' }).format(roles.map((role) => i18n._(ROLE_NAMES[role])));

/** A screen of the menu reached by its address by a role that may not use it: which roles may, and where to go. */
function NotForRole({ refusal: { role, section } }: { refusal: NotForYourRole }) {
  const { i18n, t } = useLingui();
  const start = startScreenOf(role);
  const screen = i18n._(section.label);
  const roles = rolesList(i18n, section.roles);
  const yours = i18n._(ROLE_NAMES[role]);
  const startName = i18n._(start.label);
  return (
    <div className="container py-4 admin-narrow">
      <h1 className="h3">{t`This screen is not for your role`}</h1>
      <p>
        {section.roles.length === 1 ? (
          <Trans>
            {screen} is for the {roles} role; you are signed in as {yours}. If your work needs it, ask an owner to change your role.
          </Trans>
        ) : (
          <Trans>
            {screen} is for the {roles} roles; you are signed in as {yours}. If your work needs it, ask an owner to change your role.
          </Trans>
        )}
      </p>
      <AppLink to={start.to} className="btn btn-primary">
        <Trans>Go to {startName}</Trans>
      </AppLink>
    </div>
  );
}
