import type { ElementHandle, Page } from 'puppeteer-core';
import { baseUrl } from './browser';
import { waitForPageHeading } from './pages/queries';
import { signedInBrowser } from './pages/staff-browser';

// What an editor pastes into a rich-text field (from a web page, a mail, a document) may carry scripts in its
// attributes. The editor cleans it before anything reads it into a document, so no handler is ever attempted in the
// back office: the Content-Security-Policy has nothing to stop, and would report it if it had.

const editorTab = signedInBrowser('editor').tab;

type Watched = Window & { __pwned?: number; __violations: string[] };

/** A page's text as a web page or a mail client puts it on the clipboard: formatting, and scripts hidden in it. */
const PASTED = [
  '<meta charset="utf-8">',
  '<h1 onclick="window.__pwned=1">Caring for rattan</h1>',
  '<p onclick="window.__pwned=1" style="color: red" class="lead">Keep it <b onmouseover="window.__pwned=1">dry</b> and ',
  '<i>out of the sun</i>; see <a href="/trading" onfocus="window.__pwned=1">our terms</a>.</p>',
  '<img src="x" onerror="window.__pwned=1">',
  '<ul><li>Dust it weekly</li><li>Oil it yearly</li></ul>',
  '<script>window.__pwned=1</script><style>p { color: red }</style>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe><object data="x"></object><embed src="x">',
  '<video src="x" onerror="window.__pwned=1"></video><svg><image href="x" onerror="window.__pwned=1"></image></svg>',
  '<details open ontoggle="window.__pwned=1"><summary>Still unsure?</summary>Ask us.</details>',
].join('');

/** Pastes `html` where the caret is, through the paste event a browser sends (ProseMirror reads its clipboard data). */
async function paste(page: Page, area: ElementHandle, html: string) {
  await area.click();
  await page.evaluate((pasted: string) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Caring for rattan');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

describe('pasting into a rich-text field', () => {
  it('keeps the formatting and leaves every script behind, before the CSP has anything to refuse', async () => {
    const { page, problems } = await editorTab(1280);
    // Every refusal of the policy, from the document's first moment.
    await page.evaluateOnNewDocument(() => {
      const watched = window as unknown as Watched;
      watched.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        watched.__violations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
      );
    });
    await page.goto(`${baseUrl()}/admin/content/faq/new`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'New FAQ');
    const answer = (await page.waitForSelector('::-p-aria([name="Answer"][role="textbox"])'))!;
    await paste(page, answer, PASTED);

    await answer.waitForSelector('::-p-aria(Caring for rattan[role="heading"])');
    // A picture in the document would be asked for and fail, and only then run its handler: wait for that to pass.
    await page.waitForNetworkIdle({ idleTime: 500 });

    const area = await answer.evaluate((element) => ({
      headings: [...element.querySelectorAll('h1, h2, h3, h4')].map((heading) => `${heading.localName} ${heading.textContent}`),
      bold: [...element.querySelectorAll('strong')].map((bold) => bold.textContent),
      italic: [...element.querySelectorAll('em')].map((italic) => italic.textContent),
      links: [...element.querySelectorAll('a')].map((link) => `${link.getAttribute('href')} ${link.textContent}`),
      items: [...element.querySelectorAll('ul > li')].map((item) => item.textContent),
      lead: element.querySelector('p.lead')?.textContent,
      text: element.textContent,
      handlers: [...element.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on'))),
      embedded: element.querySelectorAll('img, script, style, iframe, object, embed, video, svg').length,
    }));
    expect(area).toEqual({
      // A page's h1 is a text's first heading level.
      headings: ['h2 Caring for rattan'],
      bold: ['dry'],
      italic: ['out of the sun'],
      links: ['/trading our terms'],
      items: ['Dust it weekly', 'Oil it yearly'],
      lead: 'Keep it dry and out of the sun; see our terms.',
      text: expect.stringContaining('Ask us.'),
      handlers: [],
      embedded: 0,
    });
    const watched = await page.evaluate(() => ({
      pwned: (window as unknown as Watched).__pwned ?? null,
      violations: (window as unknown as Watched).__violations,
    }));
    expect(watched).toEqual({ pwned: null, violations: [] });
    expect(problems).toEqual([]);
    await page.close();
  });
});
