import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { type RefObject, useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../dates';

// What an editor typed is not lost to a click on a breadcrumb, a reload or a closed tab: leaving a form with unsaved
// changes asks first, and the form's values are kept in this browser as they are typed, offered back the next time
// the same item's form opens. The copy goes once the form is saved.

type Values = Record<string, unknown>;

/** How long typing pauses before the form's values are kept. */
const AUTOSAVE_DELAY_MS = 800;

interface KeptCopy {
  values: Values;
  savedAt: string;
}

export const autosaveKey = (kind: string, id: number | null) => `content-form:${kind}:${id ?? 'new'}`;

function readCopy(key: string): KeptCopy | null {
  try {
    const copy = JSON.parse(window.localStorage.getItem(key) ?? 'null') as KeptCopy | null;
    return copy && typeof copy.values === 'object' && typeof copy.savedAt === 'string' ? copy : null;
  } catch {
    return null;
  }
}

/** Forgets the copy of a form's values, once they are saved (or deliberately dropped). */
export function forgetCopy(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): there is nothing kept to forget.
  }
}

/**
 * Inside a Formik form: asks before leaving it with unsaved changes, keeps its values in this browser while they
 * differ from the saved ones, and offers a kept copy back. `leaving` lets a deliberate move (after a save or a
 * delete) through without asking.
 */
export function UnsavedChanges({ storageKey, leaving }: { storageKey: string; leaving: RefObject<boolean> }) {
  const { t } = useLingui();
  const { dirty, isSubmitting, values, setValues, initialValues } = useFormikContext<Values>();
  const unsaved = dirty && !isSubmitting;
  // A copy from an earlier visit, when it differs from what the form opened with (the form is made anew for each
  // saved version, and this with it).
  const [kept, setKept] = useState<KeptCopy | null>(() => {
    const copy = readCopy(storageKey);
    return copy && JSON.stringify(copy.values) !== JSON.stringify(initialValues) ? copy : null;
  });

  useEffect(() => {
    if (!dirty || kept) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies KeptCopy));
      } catch {
        // Storage refused: the prompt before leaving still guards the typing.
      }
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, kept, storageKey, values]);

  // Reloading or closing the tab: the browser asks in its own words.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const keptAt = kept ? formatDateTime(kept.savedAt) : '';
  return (
    <>
      {kept ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">
            <Trans>Changes typed here on {keptAt} were not saved.</Trans>
          </span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              void setValues(kept.values);
              setKept(null);
            }}
          >
            <Trans>Bring them back</Trans>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => {
              forgetCopy(storageKey);
              setKept(null);
            }}
          >
            <Trans>Discard them</Trans>
          </button>
        </div>
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t`Leave without saving?`}
          confirmLabel={t`Leave and lose the changes`}
          variant="danger"
          onClose={() => blocker.reset()}
          onConfirm={async () => {
            forgetCopy(storageKey);
            blocker.proceed();
          }}
        >
          <p className="mb-0">
            <Trans>The changes on this form are not saved. Stay to save them, or leave and lose them.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
