/** How often the seed command says how far the drawing has got: about 30 lines for the whole catalogue. */
export const PROGRESS_INTERVAL_MS = 5_000;

export const progressLine = (written: number, total: number) => `Rendering demo images ${written}/${total}…`;

/**
 * Turns ensureMedia's per-file progress into a few lines: one when the work is counted, then at most one every
 * `intervalMs`, and one when the last file is written. `now` is the clock (a test passes its own).
 */
export function renderProgress(
  print: (line: string) => void,
  { intervalMs = PROGRESS_INTERVAL_MS, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): (written: number, total: number) => void {
  let lastPrinted = -Infinity;
  return (written, total) => {
    const time = now();
    if (written > 0 && written < total && time - lastPrinted < intervalMs) return;
    lastPrinted = time;
    print(progressLine(written, total));
  };
}
