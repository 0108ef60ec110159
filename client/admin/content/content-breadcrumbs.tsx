import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../components/app-link';
import type { ContentType, ContentTypeKey } from '../../../shared/content/content-types';
import { adminPaths } from '../../../shared/staff/addresses';
import { declarationWord } from './declaration-words';

/** Content › the kind's list › this screen: the trail above every content screen. */
export function ContentBreadcrumbs({ kind, type, here }: { kind: ContentTypeKey; type: ContentType; here: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="breadcrumb mb-2">
        <li className="breadcrumb-item">
          <AppLink to={adminPaths.content}>
            <Trans>Content</Trans>
          </AppLink>
        </li>
        {type.singleton ? null : (
          <li className="breadcrumb-item">
            <AppLink to={adminPaths.contentList(kind)}>{declarationWord(i18n, type.plural)}</AppLink>
          </li>
        )}
        <li className="breadcrumb-item active admin-wrap" aria-current="page">
          {here}
        </li>
      </ol>
    </nav>
  );
}
