import type { ReactNode } from 'react';

/** One of the dashboard's headline numbers: what it is, the number, and what it counts (under a heading of `level`). */
export function KeyFigure({ title, note, level = 2, children }: { title: string; note: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="col-6 col-lg-3">
      <div className="admin-card h-100">
        <Heading className="h6 text-body-secondary mb-1">{title}</Heading>
        <p className="fs-4 fw-semibold mb-0">{children}</p>
        <p className="small text-body-secondary mb-0">{note}</p>
      </div>
    </div>
  );
}
