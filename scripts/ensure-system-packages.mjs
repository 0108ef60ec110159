// The tests drive real programs from Debian's packages: Chromium (the UI tests) and Dovecot (an IMAP server for the
// tests of buyers' e-mail); and Chromium draws the Japanese pages with a Japanese font, as buyers' devices have one
// (the site sends none), so that their layout is measured and seen as buyers see it. Find them; install the packages when we can (root with apt); otherwise say what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const NEEDED = [
  {
    what: 'Chromium',
    package: 'chromium',
    found: () => CHROMIUM.some((p) => p && fs.existsSync(p)),
    otherwise: 'or set PUPPETEER_EXECUTABLE_PATH to a Chrome or Chromium binary',
  },
  { what: 'Dovecot', package: 'dovecot-imapd', found: () => fs.existsSync('/usr/sbin/dovecot'), otherwise: '' },
  {
    what: 'a font with Japanese glyphs',
    package: 'fonts-noto-cjk',
    found: () => fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
    otherwise: '',
  },
];

const missing = NEEDED.filter((program) => !program.found());
if (missing.length) {
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    const packages = missing.map((program) => program.package).join(' ');
    console.log(`Installing Debian's ${packages} for the tests…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  }
  const still = NEEDED.filter((program) => !program.found());
  if (still.length) {
    for (const program of still) {
      console.error(
        `The tests need ${program.what}. Install it (Debian/Ubuntu: sudo apt-get install -y ${program.package})${program.otherwise ? ` ${program.otherwise}` : ''}.`,
      );
    }
    process.exit(1);
  }
}
