import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './wait';

// A real IMAP server for the tests of inbound mail: Debian's Dovecot, run by the test itself from a configuration of
// its own in a temporary directory, on a free loopback port, with one mailbox (the company's, which buyers answer).
// A buyer's mail is delivered into it as a mail client or the mail system would: an IMAP APPEND.

export const DOVECOT = '/usr/sbin/dovecot';
export const INBOX_USER = 'sales@hanoweave.test';
const INBOX_PASSWORD = 'woven-inbox-secret';

/** The ids Dovecot gives its processes: its own system users when started as root, else whoever runs the tests. */
function processUsers(): { login: string; internal: string; uid: number; gid: number } {
  if (process.getuid?.() !== 0) {
    const { username, uid, gid } = os.userInfo();
    return { login: username, internal: username, uid, gid };
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, 'dovecot'], { encoding: 'utf8' }).trim());
  return { login: 'dovenull', internal: 'dovecot', uid: id('-u'), gid: id('-g') };
}

export interface ImapServer {
  /** INBOUND_IMAP_URL for the mailbox. */
  url: string;
  port: number;
  /** Delivers a raw RFC 5322 message into the mailbox (IMAP APPEND). */
  deliver(raw: string | Buffer): Promise<void>;
  /** How many messages the mailbox holds. */
  count(): Promise<number>;
  stop(): Promise<void>;
}

export async function startImapServer(): Promise<ImapServer> {
  if (!fs.existsSync(DOVECOT)) throw new Error(`Inbound mail tests need Dovecot (${DOVECOT}): apt-get install dovecot-imapd`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imap-'));
  const port = await freePort();
  const users = processUsers();
  for (const sub of ['run', 'state', 'mail']) fs.mkdirSync(path.join(dir, sub));
  fs.chmodSync(dir, 0o755);
  fs.chownSync(path.join(dir, 'mail'), users.uid, users.gid);
  fs.writeFileSync(path.join(dir, 'users'), `${INBOX_USER}:{PLAIN}${INBOX_PASSWORD}::::::\n`);
  fs.writeFileSync(
    path.join(dir, 'dovecot.conf'),
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `default_login_user = ${users.login}`,
      `default_internal_user = ${users.internal}`,
      `first_valid_uid = ${Math.min(users.uid, 1000)}`,
      `mail_location = maildir:${dir}/mail/%u`,
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/users\n}`,
      `userdb {\n  driver = static\n  args = uid=${users.uid} gid=${users.gid} home=${dir}/mail/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const client = () =>
    new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: INBOX_USER, pass: INBOX_PASSWORD }, logger: false });
  // Ready once a client can sign in.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const probe = client();
    try {
      await probe.connect();
      await probe.logout();
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        const log = fs.existsSync(path.join(dir, 'dovecot.log')) ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
        throw new Error(`Dovecot did not start: ${String(error)}\n${output}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const withClient = async <T>(work: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = client();
    await imap.connect();
    try {
      return await work(imap);
    } finally {
      await imap.logout();
    }
  };
  return {
    url: `imap://${encodeURIComponent(INBOX_USER)}:${INBOX_PASSWORD}@127.0.0.1:${port}/INBOX`,
    port,
    deliver: (raw) => withClient(async (imap) => void (await imap.append('INBOX', raw))),
    count: () =>
      withClient(async (imap) => {
        const status = await imap.status('INBOX', { messages: true });
        return status ? (status.messages ?? 0) : 0;
      }),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
