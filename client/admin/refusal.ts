import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignedOut, signInAddress, StaffApiError } from './staff-client';

export const UNREACHABLE = 'The server could not be reached. Please try again.';

/** What to tell the person when a request failed: the server's own words, or that it could not be reached. */
export function refusalText(error: unknown): string {
  return error instanceof StaffApiError ? error.message : UNREACHABLE;
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
