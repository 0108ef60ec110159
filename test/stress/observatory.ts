import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { startSite } from '../built-server';
import { freePort } from '../wait';
import { localhostCertificate, startTlsProxy } from './tls-proxy';

export interface ObservatoryResult {
  grade: string;
  score: number;
  tests: Record<string, { result: string; pass: boolean; modifier: number }>;
}

/** The production server behind a local TLS proxy, as deployed, scanned by MDN HTTP Observatory. */
export async function runObservatory(databaseUrl: string): Promise<ObservatoryResult> {
  const tls = localhostCertificate();
  const [sitePort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const server = await startSite(
    { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', PUBLIC_BASE_URL: `https://localhost:${httpsPort}`, FORCE_HTTPS: 'true' },
    'observatory-',
    sitePort,
  );
  const proxy = await startTlsProxy(sitePort, tls, { http: httpPort, https: httpsPort });
  try {
    // A process of its own (the proxy lives in this one): Node reads NODE_EXTRA_CA_CERTS only at start-up.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'test/stress/observatory-scan.ts', 'localhost', String(httpPort), String(httpsPort)],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certFile }, encoding: 'utf8' },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as ObservatoryResult;
  } finally {
    await proxy.close();
    await server.stop();
    fs.rmSync(tls.dir, { recursive: true, force: true });
  }
}
