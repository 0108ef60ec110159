import { renderProgress } from './render-progress';

describe('renderProgress', () => {
  it('prints when the work is counted, then at most once an interval, and when the last picture is made', () => {
    let now = 0;
    const lines: string[] = [];
    const report = renderProgress((line) => lines.push(line), { intervalMs: 5_000, now: () => now });

    report(0, 256);
    for (let made = 1; made <= 256; made++) {
      now += 100; // ten pictures a second
      report(made, 256);
    }

    expect(lines[0]).toBe('Making the demo pictures 0/256…');
    expect(lines).toContain('Making the demo pictures 50/256…');
    expect(lines.at(-1)).toBe('Making the demo pictures 256/256…');
    // 25.6 s of work: a line every 5 s, not one per picture.
    expect(lines).toHaveLength(1 + 5 + 1);
  });
});
