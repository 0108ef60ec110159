import { Trans } from '@lingui/react/macro';
import type { ContentListItem } from '../../../shared/content/content-types';
import { SortableList } from '../components/sortable-list';

// The items of an ordering screen: dragged by their handle (mouse, touch or keyboard), or moved with their Move up
// and Move down buttons. Items past what the site shows are greyed; drafts are marked, and published where they stand.
export function OrderList({
  items,
  label,
  shownAtMost,
  disabled,
  onReorder,
}: {
  items: ContentListItem[];
  label: string;
  shownAtMost?: number;
  disabled?: boolean;
  onReorder: (ids: number[]) => void;
}) {
  return (
    <SortableList
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => item.title}
      label={label}
      disabled={disabled}
      onReorder={onReorder}
      renderItem={(item, { index }) => (
        <span className={`d-flex align-items-center gap-2${shownAtMost && index >= shownAtMost ? ' text-body-secondary' : ''}`}>
          {item.thumbnail ? <img src={item.thumbnail} alt="" width={40} height={40} className="rounded object-fit-cover" /> : null}
          <span className="admin-wrap">
            {index + 1}. {item.title}
            {shownAtMost && index >= shownAtMost ? (
              <>
                {' '}
                <Trans>(not shown)</Trans>
              </>
            ) : null}
          </span>
          {item.status !== 'published' ? (
            <span className="badge text-bg-secondary">{item.status === 'scheduled' ? <Trans>Scheduled</Trans> : <Trans>Draft</Trans>}</span>
          ) : null}
        </span>
      )}
    />
  );
}
