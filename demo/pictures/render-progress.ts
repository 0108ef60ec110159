/** How often the seed command says how far the making of the demo pictures has got. */
export const PROGRESS_INTERVAL_MS = 5_000;

export const progressLine = (written: number, total: number) => `Making the demo pictures ${written}/${total}…`;

/**
 * Turns prepareDemoPictures's per-picture progress into a few lines: one when the work is counted, then at most one every
 * `intervalMs`, and one when the last picture is made. `now` is the clock (a test passes its own).
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
