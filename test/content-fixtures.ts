import { translationsApi } from '../shared/contracts/translations';
import type { TranslationLocale } from '../shared/content/translatable';
import type { MachineTranslationSettings } from '../server/features/machine-translation/machine-translation-settings.public';
import type { ContentItem } from '../shared/content/content-types';
import { contentApi } from '../shared/contracts/content';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { createContentService } from '../server/features/content/content.service';
import { testClock } from './inbox-fixtures';
import { httpClient } from './http';
import { type SignedIn, signedInAs } from './staff-sessions';
import { createIsolatedTestApp, OWN_DATABASE_SETUP_MS } from './test-app';

// The content editors through their API, as the back office uses them, on a database of their own; what they
// change is checked where a buyer sees it: the public API and pages.

/** Where the content tests' clock stands at the start of each test. */
export const CONTENT_NOW = new Date('2026-11-24T03:00:00Z');

export type ContentParams = { type: string; id?: string };

/** The address of a content endpoint, for any kind of content (`type`) and item (`id`). */
export const contentUrl = (
  endpoint: (typeof contentApi)[keyof typeof contentApi],
  params: ContentParams,
  query?: Record<string, unknown>,
) =>
  endpointUrl(endpoint as typeof contentApi.get, { params: params as { type: 'faq'; id: string }, ...(query ? { query } : {}) } as never);

/** Who runs scheduled publishing: no member of staff. */
const SCHEDULED_PUBLISHING = { principal: { staffId: null, tokenId: null, label: 'scheduled publishing' }, ip: null };

/**
 * An application on a database of its own (made in a `beforeAll`, dropped in an `afterAll`), its clock set back to
 * CONTENT_NOW before each test, with two editors (Hoa and Binh), an owner and a sales person signed in. `get` and
 * `post` ask as Hoa unless told whom; `visitor` asks as a buyer's browser.
 */
export function contentSite(options: { machineTranslation?: () => MachineTranslationSettings } = {}) {
  const clock = testClock(CONTENT_NOW);
  let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  const staff = {} as { editor: SignedIn; otherEditor: SignedIn; owner: SignedIn; sales: SignedIn };

  beforeAll(async () => {
    site = await createIsolatedTestApp({ clock: clock.now, machineTranslation: options.machineTranslation?.() });
    const db = site.database.db;
    staff.editor = await signedInAs(db, 'editor', { name: 'Hoa Editor' });
    staff.otherEditor = await signedInAs(db, 'editor', { name: 'Binh Pham' });
    staff.owner = await signedInAs(db, 'owner', { name: 'Olivia Owner' });
    staff.sales = await signedInAs(db, 'sales', { name: 'Lan Nguyen' });
  }, OWN_DATABASE_SETUP_MS);
  afterAll(() => site.dispose());
  beforeEach(() => clock.set(CONTENT_NOW));

  const db = () => site.database.db;
  const { get, post } = httpClient(
    () => site.app,
    () => staff.editor,
  );
  const visitor = httpClient(() => site.app);

  /** The item as the editor's form opens it. */
  const itemOf = async (type: string, id: number): Promise<ContentItem> => {
    const response = await get(contentUrl(contentApi.get, { type, id: String(id) }));
    expect(response.status).toBe(200);
    return response.body as ContentItem;
  };
  /** The audit log's actions on the item, oldest first. */
  const auditActions = (type: string, id: number) =>
    db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', type)
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.action));
  /** The content service of another web process on the same database. */
  const anotherProcess = () => createContentService(db(), { findPicture: async () => null, clock: clock.now, baseUrl: 'http://x' });
  /** Publishes what is due by the clock, as a web process's scheduled publishing does; how many it published. */
  const publishDue = (service = anotherProcess()) => service.publishDue(SCHEDULED_PUBLISHING);

  /** Publishes `values` as the item's first translation into `locale`, as an editor does on the translation screen. */
  const publishTranslation = async (kind: string, id: number, locale: TranslationLocale, values: Record<string, string>) => {
    const saved = await post(endpointUrl(translationsApi.save, { params: { kind, id: String(id), locale } }), {
      values,
      version: 0,
      publish: true,
    });
    expect(saved.status).toBe(200);
  };

  return { clock, staff, db, get, post, visitor, itemOf, auditActions, anotherProcess, publishDue, publishTranslation };
}
