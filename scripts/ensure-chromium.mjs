// The UI tests drive a real Chromium. Find one; install Debian's package when we can; otherwise say what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const found = () => CANDIDATES.find((p) => p && fs.existsSync(p));

if (!found()) {
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  }
  if (!found()) {
    console.error(
      'The UI tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ' +
        'or set PUPPETEER_EXECUTABLE_PATH to a Chrome or Chromium binary.',
    );
    process.exit(1);
  }
}
