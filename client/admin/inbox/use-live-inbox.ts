import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { inboxApi } from '../../../shared/contracts/inbox';
import { callStaffApi, SignedOut } from '../staff-client';

/** How often an open list asks whether a new inquiry came in. */
export const PULSE_INTERVAL_MS = 1_000;
/** How long a screen's reply clocks are shown before they are read again from the server (they count in minutes). */
export const CLOCK_REFRESH_MS = 60_000;

export interface LiveOptions {
  /** The newest inquiry the screen knows of; given, the inbox's pulse is asked every second and a new one reloads. */
  newestId?: string | null;
  /** When the shown data was read (the answer's `asOf`): it is read again once a minute old. */
  asOf: string;
}

/**
 * Keeps a screen's data fresh without reloading the page: its loaders run again (React Router's revalidation,
 * which keeps the address and so the filters) when the pulse names a newer inquiry, and once a minute for the
 * clocks. Nothing is asked while the tab is hidden; coming back to it asks at once.
 */
export function useLiveInbox({ newestId, asOf }: LiveOptions) {
  const revalidator = useRevalidator();
  const watchPulse = newestId !== undefined;
  // The loop below runs for the screen's lifetime and reads the latest values from here.
  const latest = useRef({ newestId, revalidator, loadedAt: 0 });
  useEffect(() => {
    latest.current.newestId = newestId;
    latest.current.revalidator = revalidator;
  });
  // A new answer (revalidated or navigated to) starts the minute again.
  useEffect(() => {
    latest.current.loadedAt = Date.now();
  }, [asOf]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    let asking = false;
    const controller = new AbortController();
    const reload = () => {
      const { revalidator: current } = latest.current;
      if (current.state === 'idle') void current.revalidate();
    };
    const tick = async () => {
      timer = undefined;
      if (document.visibilityState !== 'visible') return; // resumed by the visibility change
      asking = true;
      if (Date.now() - latest.current.loadedAt >= CLOCK_REFRESH_MS) reload();
      else if (watchPulse) {
        try {
          const pulse = await callStaffApi(inboxApi.pulse, undefined, { signal: controller.signal });
          if (pulse.newestId !== latest.current.newestId) reload();
        } catch (error) {
          // Signed out meanwhile: the loaders send the browser to the sign-in page. Anything else: ask again later.
          if (error instanceof SignedOut) reload();
        }
      }
      asking = false;
      if (!ended) timer = setTimeout(() => void tick(), watchPulse ? PULSE_INTERVAL_MS : CLOCK_REFRESH_MS / 6);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && timer === undefined && !asking) void tick();
    };
    timer = setTimeout(() => void tick(), watchPulse ? PULSE_INTERVAL_MS : CLOCK_REFRESH_MS / 6);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watchPulse]);
}
