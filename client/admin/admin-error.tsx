import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminPaths } from '../../shared/staff/addresses';
import { AppLink } from '../components/app-link';
import { StaffApiError } from './staff-client';

/** A screen that could not be shown: the server's reason when it gave one (403: the role), and a way back. */
export function AdminError() {
  const error = useRouteError();
  const [title, text] =
    error instanceof StaffApiError
      ? error.status === 403
        ? ['Not for your role', error.message]
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
