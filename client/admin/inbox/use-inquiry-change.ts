import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { InquiryDetail } from '../../../shared/contracts/inbox';
import { INBOX_MESSAGES } from '../../../shared/staff/inbox';
import { SignedOut, signInAddress, StaffApiError } from '../staff-client';

/** How a change turned out, for the form that asked: its fields' messages when the server refused them. */
export type ChangeResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The inquiry as shown, and how to change it. Every change answers with the whole inquiry, which replaces the
 * one shown (no second request); when the screen's loader runs again (the minute's refresh, "Reload"), its fresher
 * answer wins. A change refused because someone else changed the inquiry first (409) shows INBOX_MESSAGES.staleEdit
 * until the inquiry is reloaded.
 */
export function useInquiryChange(loaded: InquiryDetail) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [changed, setChanged] = useState<{ basis: InquiryDetail; inquiry: InquiryDetail } | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const inquiry = changed?.basis === loaded ? changed.inquiry : loaded;

  /**
   * Runs one change (`what` names it while saving); `done` is the toast's text on success. A form shows the
   * server's messages under its fields (`form`); any other change shows them in a toast.
   */
  async function change(what: string, call: () => Promise<InquiryDetail | null>, done: string, form = false): Promise<ChangeResult> {
    setSaving(what);
    try {
      const next = await call();
      if (!next) {
        toast.error(t`This inquiry no longer exists.`);
        return { ok: false, fieldErrors: {} };
      }
      setChanged({ basis: loaded, inquiry: next });
      setStale(false);
      toast.success(done);
      return { ok: true };
    } catch (error) {
      if (error instanceof SignedOut) await navigate(signInAddress(pathname));
      else if (error instanceof StaffApiError && error.status === 409) setStale(true);
      else if (form && error instanceof StaffApiError && Object.keys(error.fieldErrors).length)
        return { ok: false, fieldErrors: error.fieldErrors };
      else if (error instanceof StaffApiError) toast.error(Object.values(error.fieldErrors).join(' ') || error.message);
      else toast.error(t`The server could not be reached. Please try again.`);
      return { ok: false, fieldErrors: {} };
    } finally {
      setSaving(null);
    }
  }

  const reload = async () => {
    await revalidator.revalidate();
    setStale(false);
  };

  return {
    inquiry,
    change,
    saving,
    // The server's own words for a stale edit, in the staff member's language.
    staleMessage: stale ? i18n._(INBOX_MESSAGES.staleEdit) : null,
    reload,
    reloading: revalidator.state === 'loading',
  };
}
