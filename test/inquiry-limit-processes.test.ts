import { API_BASE } from '../shared/contracts/define-endpoint';
import { inquiriesApi } from '../shared/contracts/inquiries';
import { openPostgres } from '../server/db/connect';
import { assertBuilt, startSite } from './built-server';
import { timeoutWithStarts } from './wait';

// The per-address inquiry limit, held by two web processes on one database against a burst split between them.
const LIMIT = 5;
const BURST = 50;

it(
  `stores exactly ${LIMIT} of ${BURST} parallel inquiries from one address split over two processes, and answers the rest 429`,
  async () => {
    assertBuilt();
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, INQUIRY_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    const sites = await Promise.all([startSite(env, 'limit-a-'), startSite(env, 'limit-b-')]);
    const database = openPostgres(process.env.TEST_DATABASE_URL!, 1);
    // Both processes trust the loopback proxy, so this is the address they count.
    const address = `10.250.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`;
    try {
      const responses = await Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const response = await fetch(`${sites[i % 2]!.url}${API_BASE}${inquiriesApi.registerEmail.path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
            body: JSON.stringify({ email: `burst${i}@shop.example` }),
          });
          return { status: response.status, body: (await response.json()) as { reference?: string } };
        }),
      );
      const accepted = responses.filter((r) => r.status === 201);
      expect(accepted).toHaveLength(LIMIT);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(BURST - LIMIT);
      // Every 2xx is stored; nothing else is.
      const stored = await database.db.selectFrom('inquiry').select('reference').where('client_ip', '=', address).execute();
      expect(stored.map((r) => r.reference).sort()).toEqual(accepted.map((r) => r.body.reference).sort());
    } finally {
      await database.close();
      await Promise.all(sites.map((s) => s.stop()));
    }
  },
  timeoutWithStarts(1, 120_000),
);
