import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { inquiryExamples } from '../../test/api-examples';
import { paths } from '../../shared/paths';
import { createIsolatedTestApp } from '../../test/test-app';
import { XSS_HOOK, xssPayloads, type XssPayload } from '../../test/xss-payloads';
import { testBrowser } from './browser';

// Every payload is stored through the forms and in every stored text field, then rendered where that text
// appears: pages (server HTML, hydration data, the hydrated DOM) and e-mails. The browser runs with the
// Content-Security-Policy bypassed, so what is proved is the escaping and sanitising, not the CSP behind them.
const payloads = xssPayloads();
// The search page takes the text from its URL: a sample in `npm test` (every 5th payload in the server HTML, every
// 40th in the browser), all of them in both in the stress run (XSS_ALL=1).
const everyPayload = Boolean(process.env.XSS_ALL);
const serverSearchSample = everyPayload ? payloads : payloads.filter((_, i) => i % 5 === 0);
const browserSearchSample = everyPayload ? payloads : payloads.filter((_, i) => i % 40 === 0);

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let server: Server;
let base: string;
const chromium = testBrowser();
let productPaths: string[] = [];

const chunks = <T>(items: T[], count: number): T[][] => Array.from({ length: count }, (_, i) => items.filter((_, j) => j % count === i));
const html = (group: XssPayload[]) => group.map((p) => `<p>${p.text}</p>`).join('\n');
const at = (i: number) => payloads[i % payloads.length]!.text;

/** Writes the payloads into every stored text field a page shows: names as plain text, descriptions as HTML. */
async function storePayloadsInCatalogue() {
  const db = site.database.db;
  const products = await db.selectFrom('product').select(['id', 'path']).orderBy('id').limit(12).execute();
  const groups = chunks(payloads, products.length);
  for (const [i, product] of products.entries()) {
    await db
      .updateTable('product')
      .set({ name: at(i), description: html(groups[i]!), detail: html(groups[(i + 1) % groups.length]!), featured: true })
      .where('id', '=', product.id)
      .execute();
  }
  productPaths = products.map((p) => p.path);
  for (const table of ['category', 'material'] as const) {
    const rows = await db.selectFrom(table).select('id').orderBy('id').limit(3).execute();
    for (const [i, row] of rows.entries()) {
      await db
        .updateTable(table)
        .set({ name: at(100 + i), description: html(groups[i]!) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  const faqs = await db.selectFrom('faq').select('id').orderBy('id').execute();
  for (const [i, faq] of faqs.entries()) {
    await db
      .updateTable('faq')
      .set({ question: at(200 + i), answer: html(groups[i % groups.length]!) })
      .where('id', '=', faq.id)
      .execute();
  }
  const blocks = await db.selectFrom('content_block').select('id').orderBy('id').execute();
  for (const [i, block] of blocks.entries()) {
    await db
      .updateTable('content_block')
      .set({ title: at(300 + i), body: html(groups[i % groups.length]!) })
      .where('id', '=', block.id)
      .execute();
  }
  await db
    .updateTable('slide')
    .set({ description: at(400) })
    .execute();
  await db
    .updateTable('why_item')
    .set({ title: at(500), content: html(groups[0]!) })
    .execute();
  await db
    .updateTable('badge')
    .set({ title: at(600) })
    .execute();
}

beforeAll(async () => {
  site = await createIsolatedTestApp({ builtAssets: true });
  await storePayloadsInCatalogue();
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  server?.closeAllConnections();
  await site?.dispose();
});

/** Every <script> of a page is the site's own: the bundle, the loader that starts it, the router's state or JSON-LD data. */
function foreignScripts(page: string): string[] {
  return [...page.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter(
      (tag) =>
        !/\bsrc="\/assets\/|^<script data-modules="\[\[&quot;\/assets\/[^<>]*">$|^<script type="application\/json" id="router-hydration-data">$|type="application\/ld\+json"/.test(
          tag,
        ),
    );
}

// A new tab for each page: a tab taken over from the page before would carry that page's last requests, which a
// busy machine may never see answered once it has left, and the wait for a quiet network would never end.
// Several tabs at once make the long run wait on the network less.
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.setBypassCSP(true);
  await page.evaluateOnNewDocument(XSS_HOOK);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** What ran or could run: hooks called, and elements with event handlers or javascript: URLs in the live DOM. */
async function executions(page: Page): Promise<{ hits: unknown[]; dangerous: string[] }> {
  return page.evaluate(() => {
    const dangerous: string[] = [];
    // Every element, seen or not: a handler attribute is markup no person sees, which is why it is looked for here.
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name) || (/^(href|src|action|formaction|data|xlink:href)$/i.test(name) && /^\s*javascript:/i.test(value))) {
          dangerous.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
        }
      }
    }
    return { hits: (window as unknown as { __xssHits: unknown[] }).__xssHits, dangerous };
  });
}

async function expectInert(url: string) {
  const response = await fetch(url);
  expect(response.status).toBeLessThan(500);
  expect({ url, scripts: foreignScripts(await response.text()) }).toEqual({ url, scripts: [] });

  const { page, dialogs } = await watchedPage();
  try {
    // Waits, not time limits: with the whole suite on two cores, three tabs can take longer than Puppeteer's 30 s.
    const patience = { timeout: 90_000 };
    await page.goto(url, { waitUntil: 'load', ...patience });
    // The route modules, hydration and anything they fetch have settled.
    await page.waitForNetworkIdle({ idleTime: 150, ...patience });
    // Hydrated and rendered again by React in the browser, from the hydration data (React's root, by its id: the
    // container is markup, not something a person finds).
    await page.waitForFunction(() => document.querySelector('#root')?.children.length, patience);
    expect({ url, ...(await executions(page)), dialogs }).toEqual({ url, hits: [], dangerous: [], dialogs: [] });
  } finally {
    await page.close();
  }
}

it('runs none of the payloads stored in names, descriptions, FAQs and company pages', async () => {
  const pages = [
    paths.home(),
    paths.products(),
    paths.categories(),
    paths.materials(),
    paths.faqs(),
    paths.aboutUs(),
    paths.howWeMake(),
    paths.qualityControl(),
    paths.contact(),
    ...productPaths.map((p) => paths.product(p)),
    ...productPaths.slice(0, 2).map((p) => paths.order(p)),
  ];
  for (const path of pages) await expectInert(`${base}${path}`);
}, 180_000);

it('runs none of the payloads typed into the search, in the server HTML and in the browser', async () => {
  for (const payload of serverSearchSample) {
    const page = await fetch(`${base}${paths.search(payload.text)}`);
    expect(page.status).toBeLessThan(500);
    expect({ payload: payload.text, scripts: foreignScripts(await page.text()) }).toEqual({ payload: payload.text, scripts: [] });
  }
  const TABS = 3;
  await Promise.all(
    chunks(browserSearchSample, TABS).map(async (group) => {
      for (const payload of group) await expectInert(`${base}${paths.search(payload.text)}`);
    }),
  );
}, 1_800_000);

it('runs none of the payloads sent through every form, in the e-mails they produce', async () => {
  const forms = [
    (text: string) => [inquiriesApi.sendContact.path, { ...inquiryExamples.sendContact, name: text, subject: text, message: text }],
    (text: string) => [
      inquiriesApi.sendContact.path,
      { ...inquiryExamples.sendContact, message: text, product: { link: `${base}/product/x?${text}`, name: text } },
    ],
    (text: string) => [inquiriesApi.sendMessage.path, { ...inquiryExamples.sendMessage, name: text, content: text }],
    (text: string) => [
      inquiriesApi.sendOrder.path,
      {
        ...inquiryExamples.sendOrder,
        name: text,
        message: text,
        items: [{ path: 'x', name: text, variants: [{ colour: text.slice(0, 60), quantity: 10 }] }],
      },
    ],
  ] as const;
  for (const [i, payload] of payloads.entries()) {
    const [path, body] = forms[i % forms.length]!(payload.text);
    const response = await fetch(`${base}${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.66.${i >> 8}.${i & 255}` },
      body: JSON.stringify(body),
    });
    expect({ payload: payload.text, status: response.status }).toEqual({ payload: payload.text, status: 201 });
  }

  const mails = await site.database.db.selectFrom('email_outbox').select(['subject', 'body_html']).execute();
  expect(mails.length).toBeGreaterThanOrEqual(payloads.length);
  for (const mail of mails) {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(foreignScripts(mail.body_html)).toEqual([]);
  }
  // All of them in one document, as a mail client that shows HTML would.
  const { page, dialogs } = await watchedPage();
  await page.goto(`${base}/robots.txt`);
  await page.setContent(mails.map((m) => `<article>${m.body_html}</article>`).join('\n'), { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect({ ...(await executions(page)), dialogs }).toEqual({ hits: [], dangerous: [], dialogs: [] });
});
