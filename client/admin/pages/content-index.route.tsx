import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import { adminPaths } from '../../../shared/staff/addresses';
import { AppLink } from '../../components/app-link';

// Everything an editor can change on the public site, grouped as the site shows it.

const GROUPS: { title: string; kinds: ContentTypeKey[] }[] = [
  { title: 'Catalogue', kinds: ['product', 'category', 'material'] },
  { title: 'Home page', kinds: ['slide', 'badge', 'why-item', 'testimonial', 'customer'] },
  { title: 'Pages', kinds: ['page-block', 'faq', 'video'] },
  { title: 'Company', kinds: ['company', 'social'] },
];

export function Component() {
  return (
    <>
      <h1 className="h3 mb-3">Content</h1>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-3">
        {GROUPS.map((group) => (
          <section className="col" key={group.title} aria-labelledby={`group-${group.title}`}>
            <div className="admin-card h-100">
              <h2 id={`group-${group.title}`} className="h5">
                {group.title}
              </h2>
              <ul className="list-unstyled mb-0">
                {group.kinds.map((kind) => (
                  <li key={kind} className="py-1">
                    <AppLink
                      to={(CONTENT_TYPES[kind] as ContentType).singleton ? adminPaths.contentItem(kind, 1) : adminPaths.contentList(kind)}
                    >
                      {CONTENT_TYPES[kind].plural}
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
