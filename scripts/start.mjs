// `npm start` (after build-if-needed.mjs): the site on this machine. The seed command migrates, fills an empty
// database and draws the missing pictures, with progress lines; then the Procfile's web command serves.
//
// The built server runs in production mode, where the web process refuses an embedded database and a missing
// PUBLIC_BASE_URL (a platform would start several of them on disks it wipes). A run on this machine is one
// process: unless NODE_ENV says otherwise, npm start allows the embedded database and serves on
// http://localhost:$PORT. With NODE_ENV=production set, the web process is held to what the Procfile's is.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The Procfile's web command: its leading NAME=value words (plain words, no quotes) are the web process's environment.
const words = /^web:(.+)$/m.exec(fs.readFileSync('Procfile', 'utf8'))[1].trim().split(/\s+/);
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(.*)$/;
const commandStart = words.findIndex((word) => !ASSIGNMENT.test(word));
const webEnv = Object.fromEntries(words.slice(0, commandStart).map((word) => ASSIGNMENT.exec(word).slice(1, 3)));
const [program, ...args] = words.slice(commandStart);
const node = (name) => (name === 'node' ? process.execPath : name);

const env = { ...process.env, ...webEnv };
if (env.NODE_ENV === undefined) {
  env.ALLOW_EMBEDDED_DATABASE ??= 'true';
  // 3000: the configuration's default port (server/config.ts).
  env.PUBLIC_BASE_URL ??= `http://localhost:${env.PORT || 3000}`;
}

const seed = spawnSync(process.execPath, ['dist/server/cli.js', 'seed'], { stdio: 'inherit', env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(node(program), args, { stdio: 'inherit', env });
// Ctrl-C reaches the server too (same terminal); a SIGTERM sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
