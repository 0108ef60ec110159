import request from 'supertest';
import { staffApi } from '../../../shared/contracts/staff';
import type { DatabaseHandle } from '../../db/connect';
import { hashPassword } from './password';
import { createTestApp, TEST_BASE_URL } from '../../../test/test-app';

// A failed sign-in must not tell, by how long it takes, whether the address has an account: every failure costs
// exactly one argon2id verification of the password typed, whatever the reason. Counted, not timed: timings on a
// shared machine prove nothing.

const verifications: string[] = [];
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return {
    ...actual,
    verify: (stored: string, plain: string) => {
      verifications.push(plain);
      return actual.verify(stored, plain);
    },
  };
});

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;
beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

let made = 0;
const newEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++made}@staff.test`;
let lastOctet = 0;
const newIp = () => `10.79.0.${++lastOctet}`;

async function account(options: { password: string | null; active: boolean }) {
  const email = newEmail('cost');
  await database.db
    .insertInto('staff')
    .values({
      email,
      name: 'Cost',
      role: 'sales',
      password_hash: options.password ? await hashPassword(options.password) : null,
      active: options.active,
    })
    .execute();
  return email;
}

const signIn = (email: string, password: string) =>
  request(app).post(`/api${staffApi.signIn.path}`).set('Origin', TEST_BASE_URL).set('X-Forwarded-For', newIp()).send({ email, password });

it('verifies the typed password once, and answers alike, for every kind of failure', async () => {
  const cases = {
    'an unknown address': newEmail('nobody'),
    'a wrong password': await account({ password: 'the right passphrase', active: true }),
    'a deactivated account': await account({ password: 'typed passphrase', active: false }),
    'an invitation not yet used': await account({ password: null, active: true }),
  };
  const answers: Record<string, unknown> = {};
  for (const [name, email] of Object.entries(cases)) {
    verifications.length = 0;
    const response = await signIn(email, 'typed passphrase');
    answers[name] = { status: response.status, body: response.body, verified: [...verifications] };
  }
  const alike = { status: 401, body: { error: expect.any(String) }, verified: ['typed passphrase'] };
  expect(answers).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, alike])));
  expect(new Set(Object.values(answers).map((a) => JSON.stringify((a as { body: unknown }).body))).size).toBe(1);
});

it('tries at most 10 passwords of one account from one address, however many sign-ins arrive at once', async () => {
  const email = await account({ password: 'the right passphrase', active: true });
  const ip = newIp();
  verifications.length = 0;
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      request(app)
        .post(`/api${staffApi.signIn.path}`)
        .set('Origin', TEST_BASE_URL)
        .set('X-Forwarded-For', ip)
        .send({ email, password: 'a guess' }),
    ),
  );
  expect(verifications).toHaveLength(10);
  expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
  // Even the right password now waits out the block, untried.
  const right = await request(app)
    .post(`/api${staffApi.signIn.path}`)
    .set('Origin', TEST_BASE_URL)
    .set('X-Forwarded-For', ip)
    .send({ email, password: 'the right passphrase' });
  expect(right.status).toBe(429);
  expect(verifications).toHaveLength(10);
});
