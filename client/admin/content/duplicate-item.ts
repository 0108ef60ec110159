import { msg } from '@lingui/core/macro';
import type { NavigateFunction } from 'react-router-dom';
import { toast } from 'react-toastify';
import { CONTENT_TYPES, type ContentItem, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import { BULK_MESSAGES } from '../../../shared/content/bulk-actions';
import { contentApi } from '../../../shared/contracts/content';
import { adminPaths } from '../../../shared/staff/addresses';
import { refusalText } from '../refusal';
import { callStaffApi } from '../staff-client';
import { staffI18n } from '../staff-i18n';

// Duplicating an item from wherever it is offered (a list's row, the edit screen): the copy is a draft, opened
// at once so the editor can change what makes it a new item.

/** Makes a draft copy of the item, says so, and opens the copy's edit screen; a refusal is said in a toast. */
export async function duplicateItem(kind: ContentTypeKey, id: number, navigate: NavigateFunction): Promise<void> {
  let copy: ContentItem | null;
  try {
    copy = await callStaffApi(contentApi.duplicate, { params: { type: kind, id } });
  } catch (failure) {
    toast.error(refusalText(failure));
    return;
  }
  if (!copy) {
    toast.error(staffI18n._(BULK_MESSAGES.gone));
    return;
  }
  const type = CONTENT_TYPES[kind] as ContentType;
  const title = String(copy.values[type.titleField] ?? '');
  // The words of DUPLICATE_MESSAGES.done (shared/content/duplicate.ts), which the browser tests read.
  toast.success(staffI18n._(msg`Duplicated as “${title}”, a draft.`));
  await navigate(adminPaths.contentItem(kind, copy.id));
}
