import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from './request-log';

/** An app with the request log, answering with a long header (as the CSP is) and a body of `size` bytes. */
function appLogging(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push({ ...JSON.parse(line), length: line.length }) });
  const app = express();
  app.use(requestLog(logger));
  app.get('/products/page/:n', (_req, res) => {
    res.setHeader('Content-Security-Policy', `default-src 'self'; ${'img-src data:; '.repeat(40)}`);
    res.type('text/html').send('x'.repeat(5_000));
  });
  app.use(
    '/admin',
    express.Router().get('/link/:token', (_req, res) => void res.sendStatus(404)),
  );
  return { app, lines };
}

describe('the request log', () => {
  it('writes one short line a request: method, path, status, time, bytes and request id, without headers', async () => {
    const { app, lines } = appLogging('info');
    const response = await request(app).get('/products/page/2?sort=name').set('X-Request-Id', 'visitor-report-42');
    expect(response.headers['x-request-id']).toBe('visitor-report-42');
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.msg).toMatch(/^GET \/products\/page\/2\?sort=name 200 \d+ ms$/);
    expect(line.req).toEqual({ id: 'visitor-report-42', method: 'GET', url: '/products/page/2?sort=name' });
    expect(line.res).toEqual({ statusCode: 200, bytes: expect.any(Number) });
    // The body and the response's head, as they went over the connection.
    expect((line.res as { bytes: number }).bytes).toBeGreaterThan(5_000 + 600);
    expect((line.res as { bytes: number }).bytes).toBeLessThan(5_000 + 1_500);
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toMatch(/img-src|content-security-policy/i);
    expect(line.length).toBeLessThan(400);
  });

  it('counts each answer of a kept-alive connection on its own, and masks one-time links', async () => {
    const { app, lines } = appLogging('info');
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    // One connection for both requests, as a browser keeps it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (path: string) =>
      new Promise<{ socket: unknown }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ socket: res.socket }));
          })
          .on('error', reject);
      });
    try {
      const first = await ask('/products/page/1');
      const second = await ask('/admin/link/s3cr3t-token-value');
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      server.close();
    }
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/products\/page\/1 200 \d+ ms$/),
      expect.stringMatching(/^GET \/admin\/link\/\[secret\] 404 \d+ ms$/),
    ]);
    // The second answer's own bytes: a 404's head and body, not the 5 kB page before it on the connection.
    expect((lines[0]!.res as { bytes: number }).bytes).toBeGreaterThan(5_000);
    expect((lines[1]!.res as { bytes: number }).bytes).toBeLessThan(1_000);
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
  });

  it('adds the request and response headers at debug level', async () => {
    const { app, lines } = appLogging('debug');
    await request(app).get('/products/page/1').set('User-Agent', 'ExampleBrowser/1.0');
    const line = lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('GET'))!;
    expect((line.req as { headers: Record<string, string> }).headers['user-agent']).toBe('ExampleBrowser/1.0');
    expect((line.res as { headers: Record<string, string> }).headers['content-security-policy']).toContain("default-src 'self'");
  });
});
