import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type MessageTranslation, replyToolsApi } from '../../../shared/contracts/reply-tools';
import { useMe } from '../admin-layout';
import { useRefusal } from '../refusal';
import { callStaffApi } from '../staff-client';

// A buyer's words in the reader's own back-office language, in one click, below the original, which stays as the
// buyer wrote it: the inquiry's message (no event) or one of the buyer's e-mails or answers. Made by the
// translation service each time it is asked, never stored.

/** The language a provider's code names, in the reader's language ('DE' → 'German'); the code when unknown. */
function languageOf(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}

export function TranslateMessage({ inquiryId, eventId }: { inquiryId: string; eventId?: string }) {
  const { t, i18n } = useLingui();
  const me = useMe();
  const refusal = useRefusal();
  const target = me.locale;
  const [translation, setTranslation] = useState<MessageTranslation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function translate() {
    setBusy(true);
    setError(null);
    try {
      setTranslation(
        await callStaffApi(replyToolsApi.translateMessage, {
          params: { id: inquiryId },
          body: { target, ...(eventId ? { eventId } : {}) },
        }),
      );
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  }

  if (translation) {
    const from = translation.detectedLanguage ? languageOf(translation.detectedLanguage, i18n.locale) : null;
    return (
      <div className="inquiry-translation border-start border-3 ps-2 mt-1">
        <div className="small text-body-secondary">
          {from ? <Trans>Machine translation, from {from}:</Trans> : <Trans>Machine translation:</Trans>}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setTranslation(null)}>
            <Trans>Hide</Trans>
          </button>
        </div>
        <div className="admin-wrap" lang={target}>
          {translation.text}
        </div>
      </div>
    );
  }
  return (
    <div className="mt-1">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={busy} onClick={() => void translate()}>
        {busy ? t`Translating…` : target === 'vi' ? t`Translate into Vietnamese` : t`Translate into English`}
      </button>
      {error ? (
        <div className="small text-danger mt-1" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
