import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminPaths } from '../../shared/staff/addresses';
import { ROLE_LABELS } from '../../shared/staff/roles';
import { AppLink } from '../components/app-link';
import { NotForYourRole, startScreenOf } from './sections';
import { StaffApiError } from './staff-client';

/** A screen that could not be shown: the server's reason when it gave one (403: the role), and a way back. */
export function AdminError() {
  const error = useRouteError();
  if (error instanceof NotForYourRole) return <NotForRole refusal={error} />;
  const [title, text] =
    error instanceof StaffApiError
      ? error.status === 403
        ? [NOT_FOR_ROLE, error.message]
        : ['This could not be loaded', error.message]
      : isRouteErrorResponse(error) && error.status === 404
        ? ['Not found', 'There is nothing at this address.']
        : ['Something went wrong', 'Please reload the page. If it happens again, tell the site’s owner.'];
  return (
    <div className="container py-4 admin-narrow">
      <h1 className="h3">{title}</h1>
      <p>{text}</p>
      <AppLink to={adminPaths.home}>Back to the back office</AppLink>
    </div>
  );
}

const NOT_FOR_ROLE = 'This screen is not for your role';

const listOf = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''));

/** A screen of the menu reached by its address by a role that may not use it: which roles may, and where to go. */
function NotForRole({ refusal: { role, section } }: { refusal: NotForYourRole }) {
  const start = startScreenOf(role);
  const roles = section.roles.map((each) => ROLE_LABELS[each]);
  return (
    <div className="container py-4 admin-narrow">
      <h1 className="h3">{NOT_FOR_ROLE}</h1>
      <p>
        {section.label} is for the {listOf(roles)} {roles.length === 1 ? 'role' : 'roles'}; you are signed in as {ROLE_LABELS[role]}. If
        your work needs it, ask an owner to change your role.
      </p>
      <AppLink to={start.to} className="btn btn-primary">
        Go to {start.label}
      </AppLink>
    </div>
  );
}
