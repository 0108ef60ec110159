// Runs MDN HTTP Observatory's tests and grading against a host on given ports (its `scan` only knows 80 and 443),
// scoring exactly as `scan` does. Prints the result as JSON. Run with NODE_EXTRA_CA_CERTS naming the site's
// certificate, since the Observatory refuses certificates it cannot verify.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

// The Observatory reads the browsers' HSTS preload list from a file its maintainers download from Chromium's
// sources, which is not in the npm package and not reachable from here. A local host is on no preload list:
// an empty list gives the same answer for it.
const preloadList = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')),
  'conf',
  'hsts-preload.json',
);
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}');

const [hostname = 'localhost', httpPort = '80', httpsPort = '443'] = process.argv.slice(2);
const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`${hostname} did not answer`);

let withExtraCredit = 100;
let uncurved = 100;
const tests: Record<string, { result: string; pass: boolean; modifier: number }> = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  if (!output.result) continue;
  const modifier = getScoreModifier(output.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[output.constructor.name] = { result: output.result, pass: Boolean(output.pass), modifier };
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ grade, score, status: requests.responses.auto.status, tests }));
