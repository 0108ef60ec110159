// `npm run test:stress`: the long variants of the reliability and security tests, one figure per line next to
// its target, written to test/stress/results.json and printed as the table the README keeps. Exits 1 when a
// target is missed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../demo/catalogue/seed';
import { demoPictures } from '../demo-pictures';
import { prepareDemoPictures } from '../../demo/pictures/demo-library';
import { createTestDatabase, dropTestDatabase } from '../test-database';
import { runKillMidWrite } from './kill-mid-write';
import { runMixedLoad } from './mixed-load';
import { runObservatory } from './observatory';

const FUZZ_RUNS = 10_000;
const KILL_INQUIRIES = 5_000;
const LOAD_SECONDS = 120;

interface Row {
  item: string;
  figure: string;
  target: string;
  pass: boolean;
}
const rows: Row[] = [];
const record = (item: string, figure: string, target: string, pass: boolean) => {
  rows.push({ item, figure, target, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${item}: ${figure} (target ${target})`);
};

function step(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

interface JestReport {
  testResults: { name: string; status: string; assertionResults: { title: string; status: string; duration?: number }[] }[];
}

/** Runs test files through Jest with extra environment; returns per-file pass and test counts. */
function jest(files: string[], env: Record<string, string>): Promise<Map<string, { passed: boolean; tests: number }>> {
  const outputFile = path.join(os.tmpdir(), `stress-jest-${process.pid}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/jest/bin/jest.js', '--runTestsByPath', ...files, '--json', `--outputFile=${outputFile}`, '--testTimeout=3600000'],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', () => {
      const report = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as JestReport;
      fs.rmSync(outputFile, { force: true });
      resolve(
        new Map(
          report.testResults.map((r) => [
            path.relative(process.cwd(), r.name),
            { passed: r.status === 'passed', tests: r.assertionResults.filter((a) => a.status === 'passed').length },
          ]),
        ),
      );
    });
  });
}

async function main() {
  step(process.execPath, ['scripts/ensure-system-packages.mjs']);
  step('npm', ['run', 'build']);
  const mediaDir = path.resolve('data/media');
  await prepareDemoPictures(mediaDir);
  process.env.TEST_MEDIA_DIR = mediaDir;

  // Hostile input and faults, through the same test files as `npm test`, with the long settings.
  const files = {
    fuzz: 'server/http/api-fuzz.test.ts',
    xss: 'client/e2e/xss.e2e.ts',
    headers: 'server/http/security-headers.test.ts',
    secrets: 'test/client-bundle-secrets.test.ts',
    outage: 'server/db/database-outage.test.ts',
    smtp: 'server/mail/outbox-worker.test.ts',
    slow: 'test/slow-clients.test.ts',
    shutdown: 'test/server-process.test.ts',
    axe: 'client/e2e/accessibility.e2e.ts',
  };
  const results = await jest(Object.values(files), { FUZZ_RUNS: String(FUZZ_RUNS), XSS_ALL: '1' });
  const passed = (file: string) => results.get(file)?.passed ?? false;
  record(
    'Fuzzing: POST bodies, route parameters, unknown API paths',
    `${(FUZZ_RUNS * 3).toLocaleString('en')} cases, ${passed(files.fuzz) ? '0' : 'some'} 5xx`,
    '≥ 10,000 cases, 0 5xx, database unchanged after 4xx',
    passed(files.fuzz),
  );
  record(
    'XSS: 1,188 payloads in stored fields, search, forms and e-mails',
    passed(files.xss) ? '0 executions' : 'executions or foreign <script>',
    '0 executions in Chromium',
    passed(files.xss),
  );
  record(
    'Security headers, CSP, SRI',
    passed(files.headers) ? 'as required' : 'missing',
    "strict CSP ('self', no inline script), HSTS, frame-ancestors none",
    passed(files.headers),
  );
  record('Secrets in the browser bundle', passed(files.secrets) ? 'none' : 'found', 'none', passed(files.secrets));
  record(
    'Database down',
    passed(files.outage) ? '503 within 1 s, recovers' : 'failed',
    '503 within 1 s, recovery without restart',
    passed(files.outage),
  );
  record('SMTP down', passed(files.smtp) ? 'nothing lost, nothing doubled' : 'failed', 'nothing lost, nothing doubled', passed(files.smtp));
  record(
    'Slow clients (slowloris)',
    passed(files.slow) ? 'dropped at the header/request deadline' : 'held the server',
    'dropped, others served',
    passed(files.slow),
  );
  record('Graceful shutdown', passed(files.shutdown) ? 'drains and exits 0' : 'failed', 'drains within 10 s', passed(files.shutdown));
  record(
    'Accessibility (axe-core, 16 page types × 375/1280 px; keyboard-only quotation)',
    passed(files.axe) ? '0 serious/critical' : 'violations',
    '0 serious or critical',
    passed(files.axe),
  );

  const { name, url } = await createTestDatabase('catalogue_stress');
  const database = openPostgres(url, 2);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, await demoPictures());
    await database.close();

    const kill = await runKillMidWrite({ inquiries: KILL_INQUIRIES, clients: 8, stops: 6, log: console.log });
    const killPass =
      kill.acknowledged === KILL_INQUIRIES && kill.storedOnce === KILL_INQUIRIES && kill.lost === 0 && kill.unacknowledgedRows === 0;
    record(
      'Kill mid-write: inquiries stored exactly once',
      `${kill.storedOnce.toLocaleString('en')}/${kill.acknowledged.toLocaleString('en')} acknowledged stored once, ${kill.lost} lost, ${kill.unacknowledgedRows} extra; ${kill.stops.map((s) => s.signal).join(', ')}; ${kill.retries} retries`,
      '5,000 inquiries, every 2xx stored exactly once',
      killPass,
    );
    record(
      'Kill mid-write: e-mails after recovery',
      `${kill.mails.distinct.toLocaleString('en')}/${kill.mails.queued.toLocaleString('en')} delivered, ${kill.mails.duplicates} duplicates`,
      'each delivered exactly once',
      kill.mails.missing === 0 && kill.mails.duplicates === 0,
    );
    record(
      'SIGTERM during writes',
      kill.stops
        .filter((s) => s.signal === 'SIGTERM')
        .map((s) => `exit ${s.exitCode}`)
        .join(', '),
      'exit 0 (drained)',
      kill.stops.filter((s) => s.signal === 'SIGTERM').every((s) => s.exitCode === 0),
    );

    const load = await runMixedLoad({ databaseUrl: url, durationSeconds: LOAD_SECONDS, log: console.log });
    record(
      'Mixed load: errors',
      `${load.errors} of ${load.requests.toLocaleString('en')} at ${load.ratePerSecond} req/s (capacity ${load.capacityPerSecond})`,
      '0 errors',
      load.errors === 0,
    );
    record(
      'Mixed load: p99 latency',
      `${load.loadedP99Ms} ms loaded vs ${load.unloadedP99Ms} ms unloaded (×${load.p99Ratio})`,
      '≤ 3× unloaded p99',
      load.p99Ratio <= 3,
    );
    record(
      'Mixed load: memory',
      `RSS floor ${load.rssFloorFirst30sMb} MB first 30 s, ${load.rssFloorLast30sMb} MB last 30 s (${load.rssGrowthPercent} %); means ${load.rssFirst30sMb} / ${load.rssLast30sMb} MB`,
      'floor within 10 %',
      Math.abs(load.rssGrowthPercent) <= 10,
    );

    const observatory = await runObservatory(url);
    record('MDN HTTP Observatory', `${observatory.score} (${observatory.grade})`, '≥ 115', observatory.score >= 115);

    fs.writeFileSync(
      'test/stress/results.json',
      JSON.stringify(
        {
          date: new Date().toISOString(),
          commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
          rows,
          kill,
          load,
          observatory: { score: observatory.score, grade: observatory.grade, tests: observatory.tests },
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await dropTestDatabase(name);
  }

  console.log('\n| Item | Figure | Target | |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.item} | ${r.figure} | ${r.target} | ${r.pass ? 'PASS' : 'FAIL'} |`);
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}

await main();
