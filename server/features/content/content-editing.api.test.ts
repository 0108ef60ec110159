import { englishOf } from '../../../shared/i18n/english';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { CONTENT_TYPE_KEYS, type ContentItem } from '../../../shared/content/content-types';
import { type ContentPage, contentApi } from '../../../shared/contracts/content';
import { MESSAGES } from '../../../shared/validation/rules';
import { contentSite, contentUrl } from '../../../test/content-fixtures';
import { RICH_TEXT_MESSAGES } from '../../../shared/rich-text';
import { ORDERING_MESSAGES } from '../../../shared/ordering';

// Who may edit content, and what an editor's save does: every kind of item saved as the form sends it, values the
// public pages would carry out refused, and an FAQ's whole life (created, refused, edited by two, restored, ordered,
// found and deleted), checked on the public API and pages.

const { staff, db, get, post, visitor, itemOf, auditActions } = contentSite();
const readContentRevision = async () =>
  BigInt((await db().selectFrom('content_revision').select('revision').executeTakeFirstOrThrow()).revision);
const publicFaqs = async () => (await visitor.get('/api/faq')).body as { _id: number; question: string; answer: string }[];

const newFaq = { type: 2, question: 'Can you weave our own pattern?', answer: '<p>Yes: send a drawing or a sample.</p>' };

describe('who may edit content', () => {
  it('lets editors and owners in, and refuses sales and strangers', async () => {
    const list = contentUrl(contentApi.list, { type: 'faq' });
    expect((await get(list, staff.editor)).status).toBe(200);
    expect((await get(list, staff.owner)).status).toBe(200);
    expect((await get(list, staff.sales)).status).toBe(403);
    expect((await visitor.get(list)).status).toBe(401);
    expect((await post(contentUrl(contentApi.create, { type: 'faq' }), { values: newFaq }, staff.sales)).status).toBe(403);
  });

  it('refuses a change sent from another site', async () => {
    const response = await post(contentUrl(contentApi.create, { type: 'faq' }), { values: newFaq }).set('Origin', 'https://evil.example');
    expect(response.status).toBe(403);
  });
});

describe('every kind of content', () => {
  it('saves each kind’s first item as it is, without a new version', async () => {
    for (const type of CONTENT_TYPE_KEYS) {
      const first = (await get(contentUrl(contentApi.list, { type }))).body as ContentPage;
      const id = type === 'company' ? 1 : first.items[0]!.id;
      const item = await itemOf(type, id);
      const saved = await post(contentUrl(contentApi.update, { type, id: String(id) }), { values: item.values, version: item.version });
      expect({ type, status: saved.status, errors: saved.body.errors }).toEqual({ type, status: 200, errors: undefined });
      expect({ type, version: (saved.body as ContentItem).version }).toEqual({ type, version: item.version });
    }
  });

  it('answers "not found" for an id no item of its kind has, as large as an address may hold', async () => {
    for (const type of CONTENT_TYPE_KEYS) {
      for (const id of ['32768', '999999999']) {
        const at = { type, id };
        const asked = [
          await get(contentUrl(contentApi.get, at)),
          await get(contentUrl(contentApi.history, at)),
          await post(contentUrl(contentApi.update, at), { values: {}, version: 1 }),
          await post(contentUrl(contentApi.preview, at), {}),
        ];
        expect({ type, id, statuses: asked.map((response) => response.status) }).toEqual({ type, id, statuses: [404, 404, 404, 404] });
      }
    }
  });
});

describe('what an editor types that the public page would carry out', () => {
  it('refuses a badge background that is not a colour or a gradient, changing nothing', async () => {
    const first = ((await get(contentUrl(contentApi.list, { type: 'badge' }))).body as ContentPage).items[0]!;
    const before = await itemOf('badge', first.id);
    for (const color of ['red;position:fixed;inset:0;z-index:2147483647', 'url(https://evil.example/cover.png)']) {
      const saved = await post(contentUrl(contentApi.update, { type: 'badge', id: String(first.id) }), {
        values: { ...before.values, color },
        version: before.version,
      });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual({ color: CONTENT_MESSAGES.colour });
    }
    expect(await itemOf('badge', first.id)).toEqual(before);
    const home = await visitor.get('/');
    expect(home.text).not.toContain('position:fixed');
  });

  it('refuses a slide link to another site written as an address of this one', async () => {
    const first = ((await get(contentUrl(contentApi.list, { type: 'slide' }))).body as ContentPage).items[0]!;
    const before = await itemOf('slide', first.id);
    for (const link of ['//evil.example', '/\\evil.example/products']) {
      const saved = await post(contentUrl(contentApi.update, { type: 'slide', id: String(first.id) }), {
        values: { ...before.values, redirect_to: link },
        version: before.version,
      });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual({ redirect_to: CONTENT_MESSAGES.link });
    }
    expect(await itemOf('slide', first.id)).toEqual(before);
  });
});

describe('an FAQ', () => {
  it('is created, shown on the public site at the end of its group, and recorded with who did it', async () => {
    const before = await readContentRevision();
    const response = await post(contentUrl(contentApi.create, { type: 'faq' }), { values: newFaq });
    expect(response.status).toBe(200);
    const item = response.body as ContentItem;
    expect(item.values).toMatchObject({ question: newFaq.question, type: 2 });
    expect(item.status).toBe('published');
    const shown = (await publicFaqs()).filter((faq) => faq.question === newFaq.question);
    expect(shown).toHaveLength(1);
    expect(await readContentRevision()).toBe(before + 1n);
    expect(await auditActions('faq', item.id)).toEqual(['content.created']);
    const history = await get(contentUrl(contentApi.history, { type: 'faq', id: String(item.id) }));
    expect(history.body).toEqual([expect.objectContaining({ action: 'created', by: 'Hoa Editor', version: 1 })]);
  });

  it('refuses empty and overlong fields with the same words as the form, and writes nothing', async () => {
    const before = (await publicFaqs()).length;
    const response = await post(contentUrl(contentApi.create, { type: 'faq' }), {
      values: { type: 9, question: ' ', answer: 'x'.repeat(5001) },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      type: CONTENT_MESSAGES.choice,
      question: MESSAGES.required,
      answer: MESSAGES.tooLong(5000),
    });
    expect((await publicFaqs()).length).toBe(before);
  });

  it('refuses an answer with a script or an event attribute, and cleans harmless markup', async () => {
    const refused = {
      '<p>Hi<script>alert(1)</script></p>': englishOf(RICH_TEXT_MESSAGES.script),
      '<p onclick="steal()">Hi</p>': englishOf(RICH_TEXT_MESSAGES.eventAttribute('onclick')),
      '<a href="javascript:alert(1)">x</a>': englishOf(RICH_TEXT_MESSAGES.scriptAddress('javascript')),
    };
    for (const [answer, message] of Object.entries(refused)) {
      const response = await post(contentUrl(contentApi.create, { type: 'faq' }), { values: { ...newFaq, answer } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ answer: message });
    }
    const cleaned = await post(contentUrl(contentApi.create, { type: 'faq' }), {
      values: { ...newFaq, question: 'Is the markup cleaned?', answer: '<p class="nope">Plain <b>bold</b></p><marquee>moving</marquee>' },
    });
    expect(cleaned.status).toBe(200);
    expect((cleaned.body as ContentItem).values.answer).toBe('<p>Plain <strong>bold</strong></p>moving');
  });

  it('refuses an edit made on an older version, naming who changed it, and keeps their change', async () => {
    const created = (
      await post(contentUrl(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Do you ship samples?' } })
    ).body as ContentItem;
    const at = { type: 'faq', id: String(created.id) };
    const first = await post(
      contentUrl(contentApi.update, at),
      { values: { ...created.values, question: 'Do you ship samples by air?' }, version: 1 },
      staff.otherEditor,
    );
    expect(first.status).toBe(200);
    const second = await post(contentUrl(contentApi.update, at), {
      values: { ...created.values, question: 'Do you ship samples free?' },
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/^Binh Pham saved this .*after you opened it/);
    expect((await itemOf('faq', created.id)).values.question).toBe('Do you ship samples by air?');
  });

  it('keeps every version, and restores an older one as a new version', async () => {
    const created = (await post(contentUrl(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Version one?' } }))
      .body as ContentItem;
    const at = { type: 'faq', id: String(created.id) };
    await post(contentUrl(contentApi.update, at), { values: { ...created.values, question: 'Version two?' }, version: 1 });
    const history = (await get(contentUrl(contentApi.history, at))).body as { id: string; version: number; changedFields: string[] }[];
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
    expect(history[0]!.changedFields).toEqual(['question']);
    const restored = await post(contentUrl(contentApi.restore, at), { historyId: history[1]!.id, version: 2 });
    expect(restored.status).toBe(200);
    expect((restored.body as ContentItem).values.question).toBe('Version one?');
    expect((restored.body as ContentItem).version).toBe(3);
    expect(await auditActions('faq', created.id)).toEqual(['content.created', 'content.updated', 'content.restored']);
  });

  it('is ordered within its group, and a list that changed meanwhile is refused', async () => {
    const ordered = async () =>
      ((await get(contentUrl(contentApi.ordered, { type: 'faq' }, { scope: '1' }))).body as { id: number }[]).map((item) => item.id);
    const ids = await ordered();
    expect(ids.length).toBeGreaterThan(2);
    const reversed = [...ids].reverse();
    const response = await post(contentUrl(contentApi.reorder, { type: 'faq' }), { ids: reversed, scope: '1' });
    expect(response.status).toBe(200);
    expect(await ordered()).toEqual(reversed);
    const group = (await publicFaqs()).filter((faq) => ids.includes(faq._id)).map((faq) => faq._id);
    expect(group).toEqual(reversed);
    const stale = await post(contentUrl(contentApi.reorder, { type: 'faq' }), { ids: reversed.slice(1), scope: '1' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(englishOf(ORDERING_MESSAGES.stale));
  });

  it('is found by the list search and deleted', async () => {
    const created = (
      await post(contentUrl(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Zebra-striped weaving?' } })
    ).body as ContentItem;
    const page = (await get(contentUrl(contentApi.list, { type: 'faq' }, { q: 'zebra' }))).body as ContentPage;
    expect(page.items.map((item) => item.title)).toEqual(['Zebra-striped weaving?']);
    // As staff type: words in any order and letter case, without the accents the title has.
    await post(contentUrl(contentApi.create, { type: 'faq' }), {
      values: { ...newFaq, question: 'Do you weave the Hội An style lanterns?' },
    });
    for (const q of ['hoi an', 'LANTERNS hội', 'an   hoi style']) {
      const found = (await get(contentUrl(contentApi.list, { type: 'faq' }, { q }))).body as ContentPage;
      expect(found.items.map((item) => item.title)).toEqual(['Do you weave the Hội An style lanterns?']);
    }
    expect(((await get(contentUrl(contentApi.list, { type: 'faq' }, { q: 'hoi an xyz' }))).body as ContentPage).items).toEqual([]);
    const removed = await post(contentUrl(contentApi.remove, { type: 'faq', id: String(created.id) }), { version: 1 });
    expect(removed.status).toBe(200);
    expect((await publicFaqs()).some((faq) => faq.question === 'Zebra-striped weaving?')).toBe(false);
  });
});
