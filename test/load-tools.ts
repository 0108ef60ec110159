import fs from 'node:fs';
import autocannon from 'autocannon';

// Shared by the stress run's mixed load and the benchmark.

export type LoadRequest = NonNullable<autocannon.Options['requests']>[number];

/** One autocannon run, as a promise. */
export function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The most resident memory a process has had so far (VmHWM), in whole MB (Linux only; null elsewhere). */
export function peakRssMb(pid: number): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process, in MB, from /proc. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}
