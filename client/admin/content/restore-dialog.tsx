import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ContentHistoryEntry, ContentItem, ContentType, ContentTypeKey } from '../../../shared/content/content-types';
import type { ContentField } from '../../../shared/content/fields';
import { contentApi } from '../../../shared/contracts/content';
import type { Picture } from '../../../shared/picture';
import type { StoredDocument } from '../../../shared/certificates';
import { excerpt, textOfHtml } from '../../../shared/plain-text';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useRefusal } from '../refusal';
import { callStaffApi } from '../staff-client';
import { declarationWord } from './declaration-words';

// "Restore version n?": before anything is saved, the fields that would change, each as it is now and as the
// version brings it back, in words (text of rich text, a picture by its alt text), so an editor restores knowingly.

type Values = Record<string, unknown>;

/** How much of a long text each side shows. */
const SHOWN_CHARACTERS = 160;

function readable(i18n: I18n, field: ContentField, value: unknown): string {
  const empty = i18n._(msg`(empty)`);
  const none = i18n._(msg`(none)`);
  if (value == null || value === '') return empty;
  switch (field.kind) {
    case 'rich-text':
      return excerpt(textOfHtml(String(value)), SHOWN_CHARACTERS) || empty;
    case 'picture': {
      const alt = (value as Picture).alt;
      return alt ? i18n._(msg`Picture: ${alt}`) : i18n._(msg`Picture: no alt text`);
    }
    case 'gallery':
      return (value as Picture[]).length
        ? (value as Picture[]).map((picture, i) => `${i + 1}. ${picture.alt || i18n._(msg`picture`)}`).join('; ')
        : none;
    case 'boolean':
      return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
    case 'choice': {
      const label = field.options.find((option) => String(option.value) === String(value))?.label;
      return label ? declarationWord(i18n, label) : String(value);
    }
    case 'text-list':
      return (value as string[]).join(', ') || none;
    case 'document': {
      const fileName = (value as StoredDocument).fileName;
      return i18n._(msg`File: ${fileName}`);
    }
    case 'product-list': {
      const count = (value as number[]).length;
      return i18n._(msg({ message: plural(count, { one: '# product', other: '# products' }) }));
    }
    default:
      return excerpt(String(value), SHOWN_CHARACTERS);
  }
}

export function RestoreDialog({
  kind,
  type,
  item,
  entry,
  onClose,
  onRestored,
}: {
  kind: ContentTypeKey;
  type: ContentType;
  item: ContentItem;
  entry: ContentHistoryEntry;
  onClose: () => void;
  onRestored: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const refusal = useRefusal();
  const [restored, setRestored] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Where the values come back: into the unpublished changes when the item has some, which the form shows.
  const current = item.draft?.values ?? item.values;

  useEffect(() => {
    let ignore = false;
    callStaffApi(contentApi.historyVersion, { params: { type: kind, id: item.id, historyId: entry.id } }).then(
      (values) => {
        if (!ignore) setRestored(values as Values);
      },
      (failure: unknown) => {
        if (!ignore) setError(refusal(failure));
      },
    );
    return () => {
      ignore = true;
    };
  }, [kind, item.id, entry.id, refusal]);

  const changes = restored
    ? Object.entries(type.fields).flatMap(([name, field]) => {
        const [now, then] = [readable(i18n, field, current[name]), readable(i18n, field, restored[name])];
        return now === then && JSON.stringify(current[name] ?? null) === JSON.stringify(restored[name] ?? null)
          ? []
          : [{ name, label: declarationWord(i18n, field.label), now, then }];
      })
    : [];

  const version = entry.version;
  const count = changes.length;
  return (
    <ConfirmDialog
      title={t`Restore version ${version}?`}
      confirmLabel={t`Restore`}
      onClose={onClose}
      onConfirm={async () => {
        await callStaffApi(contentApi.restore, {
          params: { type: kind, id: item.id },
          body: { historyId: entry.id, version: item.version, ...(item.draft ? { draftVersion: item.draft.version } : {}) },
        });
        await onRestored();
      }}
    >
      {error ? (
        <p className="text-danger" role="alert">
          {error}
        </p>
      ) : restored === null ? (
        <p role="status">
          <Trans>Reading version {version}…</Trans>
        </p>
      ) : changes.length === 0 ? (
        <p>
          <Trans>Version {version} has the same values as the form: restoring it changes nothing.</Trans>
        </p>
      ) : (
        <>
          <p>
            {item.draft ? (
              <Plural
                value={count}
                one="This field changes in the unpublished changes:"
                other="These # fields change in the unpublished changes:"
              />
            ) : (
              <Plural value={count} one="This field changes:" other="These # fields change:" />
            )}
          </p>
          <dl className="mb-3 small">
            {changes.map((change) => (
              <div key={change.name} className="border-bottom pb-2 mb-2">
                <dt>{change.label}</dt>
                <dd className="mb-0">
                  <span className="text-body-secondary">
                    <Trans>Now:</Trans>
                  </span>{' '}
                  <span className="admin-wrap">{change.now}</span>
                </dd>
                <dd className="mb-0">
                  <span className="text-body-secondary">
                    <Trans>Restored:</Trans>
                  </span>{' '}
                  <span className="admin-wrap">{change.then}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mb-0">
        <Trans>They are saved again as a new version; the version shown now stays in the history.</Trans>
      </p>
    </ConfirmDialog>
  );
}
