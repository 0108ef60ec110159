import { assertBuilt } from './built-server';
import { runKillMidWrite } from './stress/kill-mid-write';

// The fast variant of the stress run's 5,000 inquiries: a few hundred, one SIGTERM and one SIGKILL.
it('stores every acknowledged inquiry exactly once across SIGTERM and SIGKILL, and delivers each e-mail once', async () => {
  assertBuilt();
  const result = await runKillMidWrite({ inquiries: 240, clients: 6, stops: 2 });
  expect(result.acknowledged).toBe(240);
  expect(result.storedOnce).toBe(240);
  expect(result.lost).toBe(0);
  expect(result.unacknowledgedRows).toBe(0);
  expect(result.stops.map((s) => s.signal)).toEqual(['SIGTERM', 'SIGKILL']);
  // SIGTERM drains and exits cleanly; SIGKILL gives the process no say.
  expect(result.stops[0]!.exitCode).toBe(0);
  expect(result.mails).toEqual({ queued: 480, received: 480, distinct: 480, duplicates: 0, missing: 0 });
}, 300_000);
