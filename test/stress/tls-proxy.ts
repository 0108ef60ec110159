import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/** A self-signed certificate for localhost, made with openssl; `certFile` also serves as its own CA file. */
export function localhostCertificate(): { keyFile: string; certFile: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, dir };
}

/**
 * What a production TLS terminator does in front of the site: HTTPS on one port, plain HTTP on another, both
 * relayed to the site with X-Forwarded-Proto saying which.
 */
export async function startTlsProxy(target: number, tls: { keyFile: string; certFile: string }, ports: { http: number; https: number }) {
  const relay = (proto: 'http' | 'https') => (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': proto, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const secure = https.createServer({ key: fs.readFileSync(tls.keyFile), cert: fs.readFileSync(tls.certFile) }, relay('https'));
  const plain = http.createServer(relay('http'));
  await Promise.all([
    new Promise<void>((resolve) => secure.listen(ports.https, 'localhost', resolve)),
    new Promise<void>((resolve) => plain.listen(ports.http, 'localhost', resolve)),
  ]);
  return {
    close: async () => {
      secure.closeAllConnections();
      plain.closeAllConnections();
      await Promise.all([new Promise((r) => secure.close(r)), new Promise((r) => plain.close(r))]);
    },
  };
}
