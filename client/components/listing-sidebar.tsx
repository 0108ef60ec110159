import { AppLink } from './app-link';
import type { TaxonomyRef } from '../../shared/catalogue';

export interface SidebarGroup {
  title: string;
  items: TaxonomyRef[];
  hrefOf: (path: string) => string;
}

/**
 * The list beside a listing or product; the item being shown is highlighted. `onSelect` runs when an item is
 * chosen (the phone drawer closes then).
 */
export function ListingSidebar({ groups, activePath, onSelect }: { groups: SidebarGroup[]; activePath?: string; onSelect?: () => void }) {
  return (
    <aside className="listing-sidebar w-100">
      {groups.map((group) => (
        <nav key={group.title} aria-label={group.title} className="mb-4">
          <h2 className="h6 text-uppercase text-secondary">{group.title}</h2>
          <ul className="list-group list-group-flush">
            {group.items.map((item) => {
              const active = item.path === activePath;
              return (
                <li key={item._id} className="list-group-item p-0 border-0">
                  <AppLink
                    to={group.hrefOf(item.path)}
                    className={`d-block px-2 py-1 rounded text-decoration-none${active ? ' bg-primary text-white' : ' text-body'}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={onSelect}
                  >
                    {item.name}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </aside>
  );
}
