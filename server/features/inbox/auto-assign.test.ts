import request from 'supertest';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { AUTO_ASSIGN_ACTOR } from './new-inquiry.public';

// Automatic assignment, round robin among the active sales staff, as inquiries arrive through the public forms.
// A database of its own: the setting applies to every inquiry stored.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let sales: SignedIn[];

beforeAll(async () => {
  site = await createIsolatedTestApp();
  owner = await signedInAs(site.database.db, 'owner');
  sales = [];
  for (const name of ['Anh', 'Binh', 'Chi']) sales.push(await signedInAs(site.database.db, 'sales', { name }));
});
afterAll(() => site.dispose());

let ip = 0;
async function sendMessage(text: string): Promise<string> {
  const response = await request(site.app)
    .post(endpointUrl(inquiriesApi.sendMessage))
    .set('X-Forwarded-For', `10.88.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`)
    .send({ name: 'Buyer', email: `buyer${ip}@example.com`, phone: '123.456.7890', content: text });
  expect(response.status).toBe(201);
  return response.body.reference as string;
}
const assigneeOf = async (reference: string) =>
  (await site.database.db.selectFrom('inquiry').select(['id', 'assignee_id']).where('reference', '=', reference).executeTakeFirstOrThrow())
    .assignee_id;
const setAutoAssign = async (on: boolean) =>
  expect(
    (await request(site.app).post(endpointUrl(inboxApi.saveSettings)).set(owner.headers).send({ autoAssign: on, holidays: [] })).status,
  ).toBe(200);

describe('automatic assignment', () => {
  it('leaves inquiries unassigned while it is off', async () => {
    expect(await assigneeOf(await sendMessage('Hello'))).toBeNull();
  });

  it('gives each new inquiry to the next sales person in turn, recorded as done by auto-assign', async () => {
    await setAutoAssign(true);
    const references = [];
    for (let i = 0; i < 6; i++) references.push(await sendMessage(`In turn ${i}`));
    const assignees = await Promise.all(references.map(assigneeOf));
    const [a, b, c] = sales.map((s) => s.staffId);
    // The rota continues from whoever was last: three in a row are three different people, then it repeats.
    expect(new Set(assignees.slice(0, 3))).toEqual(new Set([a, b, c]));
    expect(assignees.slice(3)).toEqual(assignees.slice(0, 3));

    const { id } = await site.database.db
      .selectFrom('inquiry')
      .select('id')
      .where('reference', '=', references[0]!)
      .executeTakeFirstOrThrow();
    const detail = await request(site.app)
      .get(endpointUrl(inboxApi.get, { params: { id } }))
      .set(owner.headers);
    expect(detail.body.events).toEqual([expect.objectContaining({ kind: 'assignment', actor: AUTO_ASSIGN_ACTOR, from: null })]);
    const audit = await site.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'inquiry')
      .where('subject_id', '=', id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'inquiry.assigned', actor_label: AUTO_ASSIGN_ACTOR, actor_staff_id: null })]);
  });

  it('takes turns correctly when inquiries arrive at the same moment', async () => {
    const references = await Promise.all(Array.from({ length: 12 }, (_, i) => sendMessage(`Together ${i}`)));
    const assignees = await Promise.all(references.map(assigneeOf));
    const counts = new Map<number | null, number>();
    for (const id of assignees) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(sales.map((s) => [s.staffId, 4])));
  });

  it('skips a sales person who is no longer active, and stops when turned off', async () => {
    const [a, b, c] = sales.map((s) => s.staffId);
    await site.database.db.updateTable('staff').set({ active: false }).where('id', '=', b!).execute();
    const assignees = [];
    for (let i = 0; i < 4; i++) assignees.push(await assigneeOf(await sendMessage(`Without Binh ${i}`)));
    expect(assignees).not.toContain(b);
    expect(new Set(assignees)).toEqual(new Set([a, c]));
    await setAutoAssign(false);
    expect(await assigneeOf(await sendMessage('Off again'))).toBeNull();
  });
});
