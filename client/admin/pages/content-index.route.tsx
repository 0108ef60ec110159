import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import { adminPaths } from '../../../shared/staff/addresses';
import { AppLink } from '../../components/app-link';
import { declarationWord } from '../content/declaration-words';

// Everything an editor can change on the public site, grouped as the site shows it.

const GROUPS: { key: string; title: MessageDescriptor; kinds: ContentTypeKey[] }[] = [
  { key: 'catalogue', title: msg`Catalogue`, kinds: ['product', 'category', 'material'] },
  { key: 'home-page', title: msg`Home page`, kinds: ['slide', 'badge', 'why-item', 'testimonial', 'customer'] },
  { key: 'pages', title: msg`Pages`, kinds: ['page-block', 'faq', 'video'] },
  { key: 'company', title: msg`Company`, kinds: ['company', 'social'] },
];

export function Component() {
  const { i18n } = useLingui();
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Content</Trans>
      </h1>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-3">
        {GROUPS.map((group) => (
          <section className="col" key={group.key} aria-labelledby={`group-${group.key}`}>
            <div className="admin-card h-100">
              <h2 id={`group-${group.key}`} className="h5">
                {i18n._(group.title)}
              </h2>
              <ul className="list-unstyled mb-0">
                {group.kinds.map((kind) => (
                  <li key={kind} className="py-1">
                    <AppLink
                      to={(CONTENT_TYPES[kind] as ContentType).singleton ? adminPaths.contentItem(kind, 1) : adminPaths.contentList(kind)}
                    >
                      {declarationWord(i18n, CONTENT_TYPES[kind].plural)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
