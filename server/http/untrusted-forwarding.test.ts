import pino from 'pino';
import request from 'supertest';
import { createTestApp } from '../../test/test-app';
import { UNTRUSTED_FORWARDING_WARNING } from './untrusted-forwarding';

interface LogLine {
  level: number;
  msg: string;
  peer?: string;
}

/** The application with a logger whose lines the test reads, as an operator reads the process's output. */
function appLogging(config: NonNullable<Parameters<typeof createTestApp>[0]>['config'] = {}) {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  const site = createTestApp({ logger, config });
  // Warnings about forwarded requests; the video service warns of its own missing key on start.
  const warnings = () => lines.filter((line) => line.level === pino.levels.values.warn && line.msg.includes('X-Forwarded-For'));
  return { ...site, warnings };
}

const opened: { database: { close(): Promise<void> } }[] = [];
function open(config: Parameters<typeof appLogging>[0] = {}) {
  const site = appLogging(config);
  opened.push(site);
  return site;
}
afterAll(() => Promise.all(opened.map((site) => site.database.close())));

describe('a request forwarded by a proxy TRUST_PROXY does not trust', () => {
  it('is warned of once per process, naming TRUST_PROXY and where to read more, and only then', async () => {
    // Nothing to warn of: a request without the header, or one from a proxy the setting trusts (the default,
    // loopback, as for nginx on the same machine).
    const untrusting = open({ trustProxy: 'uniquelocal' });
    await request(untrusting.app).get('/healthz').expect(200);
    const behindLocalProxy = open();
    await request(behindLocalProxy.app).get('/healthz').set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect([...untrusting.warnings(), ...behindLocalProxy.warnings()]).toEqual([]);

    // The peer is this machine's loopback while TRUST_PROXY names another network, as on a platform whose
    // router the default setting does not cover.
    for (const client of ['203.0.113.7', '203.0.113.8', '203.0.113.9']) {
      await request(untrusting.app).get('/healthz').set('X-Forwarded-For', client).expect(200);
    }
    expect(untrusting.warnings()).toEqual([
      expect.objectContaining({ msg: UNTRUSTED_FORWARDING_WARNING, peer: expect.stringMatching(/127\.0\.0\.1|::1/) }),
    ]);
    expect(UNTRUSTED_FORWARDING_WARNING).toMatch(/TRUST_PROXY=<hops>/);
    expect(UNTRUSTED_FORWARDING_WARNING).toMatch(/README/);
  });
});
