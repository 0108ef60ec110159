import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { translationFieldsOf, type TranslatedValues, type TranslationLocale } from '../../../shared/content/translatable';
import {
  type ItemTranslation,
  type TranslationItem,
  type TranslationRevisionEntry,
  translationsApi,
} from '../../../shared/contracts/translations';
import { excerpt } from '../../../shared/plain-text';
import { ConfirmDialog } from '../components/confirm-dialog';
import { declarationWord } from '../content/declaration-words';
import { formatDateTime } from '../dates';
import { useRefusal } from '../refusal';
import { callStaffApi } from '../staff-client';
import { wordsOf } from './source-change';

// A translation's publications, the newest first, as the source's history lists its versions; one opened shows
// the fields it would change in the draft, as it is now and as that version had them, before it is restored
// there (never onto the site: the editor publishes the draft).

/** How much of a long text each side shows. */
const SHOWN_CHARACTERS = 160;

export function TranslationHistory({
  item,
  translation,
  locale,
  history,
}: {
  item: TranslationItem;
  translation: ItemTranslation;
  locale: TranslationLocale;
  history: TranslationRevisionEntry[];
}) {
  const { t } = useLingui();
  const [restoring, setRestoring] = useState<TranslationRevisionEntry | null>(null);
  return (
    <section className="admin-card mt-3" aria-labelledby="translation-history-title">
      <h2 id="translation-history-title" className="h5">
        <Trans>History</Trans>
      </h2>
      {history.length === 0 ? (
        <p className="mb-0 text-body-secondary">
          <Trans>No publication of this translation is recorded yet.</Trans>
        </p>
      ) : (
        <ol className="list-unstyled mb-0">
          {history.map((entry) => {
            const version = entry.version;
            return (
              <li key={entry.id} className="border-bottom py-2 small">
                <div>
                  <Trans>
                    <strong>Published</strong> · version {version}
                  </Trans>
                </div>
                <div className="text-body-secondary">
                  {formatDateTime(entry.at)} · {entry.by ?? t`the system`}
                </div>
                <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRestoring(entry)}>
                  <Trans>Restore version {version}</Trans>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {restoring ? (
        <RestoreTranslationDialog
          item={item}
          translation={translation}
          locale={locale}
          entry={restoring}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </section>
  );
}

function RestoreTranslationDialog({
  item,
  translation,
  locale,
  entry,
  onClose,
}: {
  item: TranslationItem;
  translation: ItemTranslation;
  locale: TranslationLocale;
  entry: TranslationRevisionEntry;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const refusal = useRefusal();
  const revalidator = useRevalidator();
  const fields = useMemo(() => translationFieldsOf(item.kind), [item.kind]);
  const [restored, setRestored] = useState<TranslatedValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const params = { kind: item.kind, id: item.id, locale };
  // Where the values come back: the draft, which the form shows, or what is published while there is none.
  const current = translation.draft ?? translation.published;

  useEffect(() => {
    let ignore = false;
    callStaffApi(translationsApi.historyVersion, { params: { kind: item.kind, id: item.id, locale, revisionId: entry.id } }).then(
      (revision) => {
        if (!ignore) setRestored(revision!.values);
      },
      (failure: unknown) => {
        if (!ignore) setError(refusal(failure));
      },
    );
    return () => {
      ignore = true;
    };
  }, [item.kind, item.id, locale, entry.id, refusal]);

  const changes = restored
    ? item.fields.flatMap((name) => {
        const richText = fields[name]?.kind === 'rich-text';
        const [now, then] = [wordsOf(current[name], richText), wordsOf(restored[name], richText)];
        if (JSON.stringify(current[name] ?? '') === JSON.stringify(restored[name] ?? '')) return [];
        const label = fields[name] ? declarationWord(i18n, fields[name].label) : name;
        return [{ name, label, now: excerpt(now, SHOWN_CHARACTERS) || t`(empty)`, then: excerpt(then, SHOWN_CHARACTERS) || t`(empty)` }];
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
        await callStaffApi(translationsApi.restore, { params, body: { revisionId: entry.id, version: translation.version } });
        onClose();
        toast.success(t`Version ${version} restored into the draft: publish it to put it on the site.`);
        await revalidator.revalidate();
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
      ) : count === 0 ? (
        <p>
          <Trans>Version {version} has the same values as the form: restoring it changes nothing.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural value={count} one="This field changes in the draft:" other="These # fields change in the draft:" />
          </p>
          <dl className="mb-3 small">
            {changes.map((change) => (
              <div key={change.name} className="border-bottom pb-2 mb-2">
                <dt>{change.label}</dt>
                <dd className="mb-0">
                  <span className="text-body-secondary">
                    <Trans>Now:</Trans>
                  </span>{' '}
                  <span className="admin-wrap" lang={locale}>
                    {change.now}
                  </span>
                </dd>
                <dd className="mb-0">
                  <span className="text-body-secondary">
                    <Trans>Restored:</Trans>
                  </span>{' '}
                  <span className="admin-wrap" lang={locale}>
                    {change.then}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mb-0">
        {translation.publishAt ? (
          <Trans>They come back into the draft, whose schedule is cancelled: buyers see them only once it is published.</Trans>
        ) : (
          <Trans>They come back into the draft: buyers see them only once it is published.</Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}
