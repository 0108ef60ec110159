import { ANY_STAFF, accessMatrix, type Admitted, OWNER, type Parts, PASSWORD, unique } from '../../../test/access-matrix';

// Who may call which endpoint of the staff accounts' contract: signing in and out, one-time links, the owners'
// accounts, API tokens and audit log, asked by nobody, by a session and by an API token of each role. The machinery,
// and what each outcome means, is in test/access-matrix.ts; the sales and content parts are beside this file.

/** An API token's expiry a month ahead: within the limit. */
const MONTH_AHEAD = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface Fixtures {
  signInEmail: string;
  invitedId: number;
  salesId: number;
  tokenId: number;
}

const MATRIX: Record<string, Admitted> = {
  'staff.signIn': 'open',
  'staff.signOut': ANY_STAFF,
  'staff.signOutEverywhere': ANY_STAFF,
  'staff.me': ANY_STAFF,
  'staff.setLocale': ANY_STAFF,
  'staff.requestPasswordReset': 'open',
  'staff.linkInfo': 'open',
  'staff.useLink': 'open',
  'staff.listStaff': OWNER,
  'staff.invite': OWNER,
  'staff.reinvite': OWNER,
  'staff.updateStaff': OWNER,
  'staff.listTokens': OWNER,
  'staff.createToken': OWNER,
  'staff.revokeToken': OWNER,
  'staff.audit': OWNER,
};

const EXAMPLES: Record<string, (f: Fixtures) => Parts> = {
  'staff.signIn': (f) => ({ body: { email: f.signInEmail, password: PASSWORD } }),
  'staff.signOut': () => ({}),
  'staff.signOutEverywhere': () => ({}),
  'staff.me': () => ({}),
  // Version 1 is stale once an earlier asker of the same account changed it: a 409 still shows it was let in.
  'staff.setLocale': () => ({ body: { locale: 'vi', version: 1 } }),
  'staff.requestPasswordReset': () => ({ body: { email: `${unique('nobody')}@example.com` } }),
  // A link nobody was given: 404, which still shows the request was let in.
  'staff.linkInfo': () => ({ params: { token: 'A'.repeat(43) } }),
  'staff.useLink': () => ({ params: { token: 'A'.repeat(43) }, body: { password: PASSWORD } }),
  'staff.listStaff': () => ({}),
  'staff.invite': () => ({ body: { email: `${unique('invitee')}@staff.test`, name: 'New colleague', role: 'editor' } }),
  'staff.reinvite': (f) => ({ params: { id: f.invitedId } }),
  'staff.updateStaff': (f) => ({ params: { id: f.salesId }, body: { role: 'sales' } }),
  'staff.listTokens': () => ({}),
  'staff.createToken': () => ({ body: { name: 'Spreadsheet sync', role: 'sales', expiresAt: MONTH_AHEAD } }),
  'staff.revokeToken': (f) => ({ params: { id: f.tokenId } }),
  'staff.audit': () => ({ query: { about: 'staff', action: 'staff.invited' } }),
};

accessMatrix<Fixtures>('accounts', {
  matrix: MATRIX,
  examples: EXAMPLES,
  fixtures: async (make) => {
    const signIn = await make.account('editor', true);
    const invited = await make.account('sales', false);
    const sales = await make.account('sales', true);
    const owner = await make.account('owner', true);
    return { signInEmail: signIn.email, invitedId: invited.id, salesId: sales.id, tokenId: await make.token('editor', owner.id) };
  },
});
