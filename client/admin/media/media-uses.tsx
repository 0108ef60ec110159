import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { AppLink } from '../../components/app-link';
import { CONTENT_TYPES, type ContentType } from '../../../shared/content/content-types';
import type { MediaUse } from '../../../shared/media';
import { adminPaths } from '../../../shared/staff/addresses';

// Where a picture is used, so that an editor sees what a change of it reaches (and what to change before deleting
// it): each item by kind and name, linked to its edit screen.

const kindLabel = (kind: string) => {
  const label = (CONTENT_TYPES as Record<string, ContentType>)[kind]?.label ?? kind;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

export function MediaUses({ uses }: { uses: readonly MediaUse[] }) {
  const titleId = useId();
  return (
    <section className="mt-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6">
        <Trans>Where used</Trans>
      </h3>
      {uses.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <Trans>No page uses this picture.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled small mb-0">
          {uses.map((use) => (
            <li key={`${use.kind}/${use.id}`} className="admin-wrap">
              <span className="text-body-secondary">{kindLabel(use.kind)}: </span>
              <AppLink to={adminPaths.contentItem(use.kind, use.id)}>{use.name || `#${use.id}`}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
