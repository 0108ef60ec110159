import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb mb-3">
        {items.map((item, i) =>
          item.to && i < items.length - 1 ? (
            <li key={item.label} className="breadcrumb-item">
              <Link to={item.to}>{item.label}</Link>
            </li>
          ) : (
            <li key={item.label} className="breadcrumb-item active" aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
