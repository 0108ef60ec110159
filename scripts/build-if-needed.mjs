// `npm start` builds first when there is no build, or when any source file is newer than it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/server/main.js';
const SOURCES = ['client', 'server', 'shared', 'demo', 'migrations', 'public', 'scripts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const MANIFESTS = ['dist/client/.vite/manifest.json', 'dist/admin/.vite/manifest.json'];
const built = fs.existsSync(STAMP) && MANIFESTS.every((file) => fs.existsSync(file)) ? fs.statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
if (built < changed) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
