import { PAGE_SIZE } from '../../shared/catalogue';

/**
 * Grey cards in the shape of the cards about to arrive, shown while a page of them loads. `rowClassName` is
 * the grid of the real cards, so nothing moves when they replace the placeholders.
 */
export function SkeletonGrid({
  label,
  rowClassName,
  withButton = false,
  count = PAGE_SIZE,
}: {
  label: string;
  rowClassName: string;
  withButton?: boolean;
  count?: number;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={rowClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div className="col" key={i}>
            <div className="card h-100 border-0 shadow-sm skeleton-card placeholder-glow">
              <div className="ratio ratio-4x3 rounded-top overflow-hidden">
                <span className="placeholder w-100 h-100" />
              </div>
              <div className="card-body d-flex flex-column gap-2">
                <span className="placeholder col-10" />
                <span className="placeholder col-6 mb-2" />
                <span className="placeholder placeholder-sm col-12" />
                <span className="placeholder placeholder-sm col-12" />
                <span className="placeholder placeholder-sm col-7" />
                {withButton ? <span className="placeholder placeholder-lg col-12 mt-auto rounded" /> : null}
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
