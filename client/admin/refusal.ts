import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignedOut, signInAddress, StaffApiError } from './staff-client';
import { staffI18n } from './staff-i18n';

export const UNREACHABLE = msg`The server could not be reached. Please try again.`;

/**
 * What to tell the person when a request failed: the server's own words, or that it could not be reached (in the
 * back office's language).
 */
export function refusalText(error: unknown, i18n: I18n = staffI18n): string {
  return error instanceof StaffApiError ? error.message : i18n._(UNREACHABLE);
}

/**
 * For a screen's buttons and forms (loaders have loadFromStaffApi): the text to show for a failed request, and
 * when the session has ended meanwhile, off to the sign-in page (coming back here afterwards) instead.
 */
export function useRefusal(): (error: unknown) => string {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof SignedOut) void navigate(signInAddress(pathname + search));
      return refusalText(error);
    },
    [navigate, pathname, search],
  );
}
