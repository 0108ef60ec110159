import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { TranslationLocale } from '../../../shared/content/translatable';
import { type ItemTranslation, type TranslationItem, translationsApi } from '../../../shared/contracts/translations';
import { useRefusal } from '../refusal';
import { callStaffApi } from '../staff-client';

// The translation form's offer, when a translation service is configured: its empty fields drafted by machine
// translation, with the trade's glossary. Only a draft: the editor reviews it here and publishes it as their own.
// Offered on the form as saved, so nothing typed is lost when the draft replaces it.

export function MachineDraft({
  item,
  translation,
  locale,
}: {
  item: TranslationItem;
  translation: ItemTranslation;
  locale: TranslationLocale;
}) {
  const { t } = useLingui();
  const { dirty, isSubmitting } = useFormikContext();
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!item.machineTranslation) return null;

  async function draft() {
    setBusy(true);
    setError(null);
    try {
      await callStaffApi(translationsApi.machineDraft, {
        params: { kind: item.kind, id: item.id, locale },
        body: { version: translation.version },
      });
      toast.success(t`The empty fields are drafted by machine translation: review them before publishing.`);
      await revalidator.revalidate();
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="button" className="btn btn-outline-secondary" disabled={busy || dirty || isSubmitting} onClick={() => void draft()}>
          {busy ? t`Translating…` : t`Draft with machine translation`}
        </button>
        <span className="small text-body-secondary">
          {dirty ? (
            <Trans>Save your changes first.</Trans>
          ) : (
            <Trans>Fills only the empty fields, as a draft; what is written stays. Buyers see nothing until you publish.</Trans>
          )}
        </span>
      </div>
      {error ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
