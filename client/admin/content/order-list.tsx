import type { ContentListItem } from '../../../shared/content/content-types';

// The items of an ordering screen, each with Move up and Move down. (The editing kit adds dragging.)
export function OrderList({
  items,
  shownAtMost,
  onReorder,
}: {
  items: ContentListItem[];
  shownAtMost?: number;
  onReorder: (ids: number[]) => void;
}) {
  const ids = items.map((item) => item.id);
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onReorder(next);
  };
  return (
    <ol className="list-group list-group-numbered">
      {items.map((item, index) => (
        <li
          key={item.id}
          className={`list-group-item d-flex align-items-center gap-2${shownAtMost && index >= shownAtMost ? ' text-body-secondary' : ''}`}
        >
          {item.thumbnail ? <img src={item.thumbnail} alt="" width={40} height={40} className="rounded object-fit-cover" /> : null}
          <span className="me-auto admin-wrap">{item.title}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={index === 0}
            onClick={() => move(index, -1)}
            aria-label={`Move up: ${item.title}`}
          >
            Move up
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={index === items.length - 1}
            onClick={() => move(index, 1)}
            aria-label={`Move down: ${item.title}`}
          >
            Move down
          </button>
        </li>
      ))}
    </ol>
  );
}
