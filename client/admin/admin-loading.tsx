import { Trans } from '@lingui/react/macro';

/**
 * What the back office shows while a screen's first data arrives: it is rendered in the browser only, so there is
 * nothing to hydrate, and without this React Router would render nothing and warn.
 */
export function AdminLoading() {
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border text-secondary" role="status">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      </div>
    </div>
  );
}
