import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { type InquiryDetail, inboxApi } from '../../../shared/contracts/inbox';
import { callStaffApi, SignedOut } from '../staff-client';

/** How often an open list asks whether a new inquiry came in, and an open inquiry whether anything happened to it. */
export const POLL_INTERVAL_MS = 1_000;
export const INQUIRY_POLL_INTERVAL_MS = 3_000;
/** How long a screen's reply clocks are shown before they are read again from the server (they count in minutes). */
export const CLOCK_REFRESH_MS = 60_000;

export interface LiveOptions {
  /**
   * What the screen shows, in one word the server can say too (the list: the newest inquiry's id; an inquiry: its
   * version and latest event), and how to ask the server for it now: when the two differ, the screen reloads.
   */
  poll?: { shown: string | null; ask: (signal: AbortSignal) => Promise<string | null>; everyMs: number };
  /** When the shown data was read (the answer's `asOf`): it is read again once a minute old. */
  asOf: string;
}

/**
 * Keeps a screen's data fresh without reloading the page: its loaders run again (React Router's revalidation,
 * which keeps the address and so the filters, and leaves what is being typed in its forms) when the poll says
 * something changed, and once a minute for the clocks. Nothing is asked while the tab is hidden; coming back to it
 * asks at once.
 */
export function useLiveInbox({ poll, asOf }: LiveOptions) {
  const revalidator = useRevalidator();
  const pollEveryMs = poll?.everyMs;
  // The loop below runs for the screen's lifetime and reads the latest values from here.
  const latest = useRef({ poll, revalidator, loadedAt: 0 });
  useEffect(() => {
    latest.current.poll = poll;
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
      else if (latest.current.poll) {
        try {
          const now = await latest.current.poll.ask(controller.signal);
          if (now !== latest.current.poll.shown) reload();
        } catch (error) {
          // Signed out meanwhile: the loaders send the browser to the sign-in page. Anything else: ask again later.
          if (error instanceof SignedOut) reload();
        }
      }
      asking = false;
      if (!ended) timer = setTimeout(() => void tick(), pollEveryMs ?? CLOCK_REFRESH_MS / 6);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && timer === undefined && !asking) void tick();
    };
    timer = setTimeout(() => void tick(), pollEveryMs ?? CLOCK_REFRESH_MS / 6);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [pollEveryMs]);
}

/** The list's poll: the newest inquiry's id. */
export const inboxPoll = (newestId: string | null): NonNullable<LiveOptions['poll']> => ({
  shown: newestId,
  ask: async (signal) => (await callStaffApi(inboxApi.poll, undefined, { signal })).newestId,
  everyMs: POLL_INTERVAL_MS,
});

/** An inquiry's poll: its version and latest event, which every change, note, reply or e-mail moves. */
export const inquiryMark = (inquiry: Pick<InquiryDetail, 'version' | 'events'>) => `${inquiry.version}:${inquiry.events.at(-1)?.id ?? ''}`;
export const inquiryPoll = (inquiry: InquiryDetail): NonNullable<LiveOptions['poll']> => ({
  shown: inquiryMark(inquiry),
  ask: async (signal) => {
    const now = await callStaffApi(inboxApi.pollInquiry, { params: { id: inquiry.id } }, { signal });
    return now ? `${now.version}:${now.lastEventId ?? ''}` : null;
  },
  everyMs: INQUIRY_POLL_INTERVAL_MS,
});
