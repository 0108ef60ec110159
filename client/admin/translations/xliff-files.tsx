import { useLingui, Trans } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { TranslationLocale } from '../../../shared/content/translatable';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type TranslationImportResult, translationsApi, XLIFF_MAX_BYTES } from '../../../shared/contracts/translations';
import { useRefusal } from '../refusal';
import { SignedOut, StaffApiError } from '../staff-client';

// A language's XLIFF files for an outside translator: everything or only what needs work, downloaded; the file
// they send back read in whole, or refused in whole with each refused unit named.

type ImportAnswer = TranslationImportResult & { error?: string };

/** Sends the file as the request's body; a refusal's answer (400) names the units, so it is read as well. */
async function importFile(locale: TranslationLocale, file: File): Promise<ImportAnswer> {
  if (file.size > XLIFF_MAX_BYTES) throw new StaffApiError(413, translationsApi.importXliff.rawBody.tooLarge);
  const response = await fetch(endpointUrl(translationsApi.importXliff, { query: { locale } }), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/xliff+xml' },
    credentials: 'same-origin',
    body: file,
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<ImportAnswer>;
  if (response.status === 401) throw new SignedOut(401, answer.error ?? '');
  if (response.ok || (response.status === 400 && Array.isArray(answer.refused))) {
    return { saved: answer.saved ?? 0, refused: answer.refused ?? [], ...(answer.error ? { error: answer.error } : {}) };
  }
  throw new StaffApiError(response.status, answer.error ?? `The server answered ${response.status}. Please try again.`);
}

export function XliffFiles({ locale, language, onImported }: { locale: TranslationLocale; language: string; onImported: () => void }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const refusal = useRefusal();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = (only: 'all' | 'todo') => endpointUrl(translationsApi.exportXliff, { query: { locale, only } });

  async function read(file: File) {
    setBusy(true);
    setOutcome(null);
    setFailure(null);
    try {
      const answer = await importFile(locale, file);
      setOutcome(answer);
      if (!answer.error) {
        toast.success(
          i18n._(msg({ message: plural(answer.saved, { one: '1 text saved as a draft.', other: '# texts saved as drafts.' }) })),
        );
        onImported();
      }
    } catch (error) {
      setFailure(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card mb-3" aria-labelledby="xliff-heading">
      <h2 id="xliff-heading" className="h5">
        <Trans>Files for a translator (XLIFF)</Trans>
      </h2>
      <p className="small text-body-secondary">
        <Trans>
          A translation agency&apos;s tools read and write XLIFF 2.0. What comes back is saved as drafts: someone here reads each one before
          it is published.
        </Trans>
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <a className="btn btn-outline-primary" href={download('todo')} download>
          <Trans>Download what needs work ({language})</Trans>
        </a>
        <a className="btn btn-outline-secondary" href={download('all')} download>
          <Trans>Download everything ({language})</Trans>
        </a>
      </div>
      <label htmlFor={inputId} className="form-label">
        <Trans>Import a translated file ({language})</Trans>
      </label>
      <input
        id={inputId}
        type="file"
        accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
        className="form-control"
        disabled={busy}
        aria-describedby={`${inputId}-status`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <div id={`${inputId}-status`} role="status" className="mt-2">
        {busy ? t`Reading the file…` : null}
        {failure ? <div className="alert alert-danger mb-0">{failure}</div> : null}
        {outcome?.error ? <ImportRefusal outcome={outcome} /> : null}
      </div>
    </section>
  );
}

function ImportRefusal({ outcome }: { outcome: ImportAnswer }) {
  return (
    <div className="alert alert-danger mb-0">
      <p className="mb-1">{outcome.error}</p>
      {outcome.refused.length ? (
        <ul className="mb-0 small">
          {outcome.refused.map(({ unit, message }) => (
            <li key={unit}>
              <code>{unit}</code>: {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
