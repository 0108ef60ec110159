import { renderProgress } from './render-progress';

describe('renderProgress', () => {
  it('prints when the work is counted, then at most once an interval, and when the last file is written', () => {
    let now = 0;
    const lines: string[] = [];
    const report = renderProgress((line) => lines.push(line), { intervalMs: 5_000, now: () => now });

    report(0, 703);
    for (let written = 1; written <= 703; written++) {
      now += 250; // four files a second
      report(written, 703);
    }

    expect(lines[0]).toBe('Rendering demo images 0/703…');
    expect(lines).toContain('Rendering demo images 120/703…');
    expect(lines.at(-1)).toBe('Rendering demo images 703/703…');
    // 176 s of work: a line every 5 s, not one per image.
    expect(lines).toHaveLength(1 + 35 + 1);
  });
});
