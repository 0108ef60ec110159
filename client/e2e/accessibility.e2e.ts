import type { ElementHandle, Page } from 'puppeteer-core';
import { paths } from '../../shared/paths';
import { type CatalogueSample, onePageOfEach } from '../../test/page-urls';
import { seriousViolations } from './pages/axe';
import { catalogueSample } from './pages/catalogue-sample';
import { baseUrl, openPage, testBrowser, VIEWPORTS } from './browser';
import { quotationDialog, quotationDialogClosed } from './pages/product-page';
import { eventually, pageHeading } from './pages/queries';
import { toastText } from './pages/toasts';

const chromium = testBrowser();
let sample: CatalogueSample;
beforeAll(async () => {
  sample = await catalogueSample('seagrass basket');
});

const pageTypes = () => onePageOfEach(sample);

describe.each(VIEWPORTS)('accessibility at $width px', (viewport) => {
  it('has no serious or critical axe-core violation on any page type', async () => {
    const { page } = await openPage(chromium.browser, viewport);
    try {
      const found: Record<string, string[]> = {};
      for (const path of pageTypes()) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    } finally {
      await page.close();
    }
  }, 240_000);
});

const activeDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} ${el.textContent?.trim().slice(0, 40) ?? ''}`
      : '';
  });
const focusInside = (page: Page, dialog: ElementHandle) => page.evaluate((d) => d.contains(document.activeElement), dialog);
/** The focused field's label, as a screen reader reads it on arrival. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '');

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await matches(page)) return;
  }
  throw new Error(`Tab never reached the element; focus is on ${await activeDescription(page)}`);
}

describe('the quotation flow by keyboard alone at 1280 px', () => {
  it('opens the modal, keeps focus inside it, returns focus on close, then sends a quotation', async () => {
    const { page, problems } = await openPage(chromium.browser, VIEWPORTS[1]);
    try {
      await page.goto(`${baseUrl()}${paths.product(sample.product)}`, { waitUntil: 'networkidle0' });
      const productName = await pageHeading(page);
      // F12 is blocked on the page (spec §1); the keyboard keeps working after it.
      await page.keyboard.press('F12');
      const isQuotationButton = (p: Page) =>
        // The words shown (a narrow card shows a shorter one beside them, hidden here).
        p.evaluate(() => /^Request Quotation$/i.test((document.activeElement as HTMLElement | null)?.innerText.trim() ?? ''));
      await tabTo(page, isQuotationButton);
      await page.keyboard.press('Enter');
      const dialog = await quotationDialog(page, productName);
      await page.waitForFunction((d) => d.contains(document.activeElement), {}, dialog);

      // Tab and Shift+Tab go round the dialog and never leave it.
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, dialog)).toBe(true);
      }
      await page.keyboard.down('Shift');
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, dialog)).toBe(true);
      }
      await page.keyboard.up('Shift');

      await page.keyboard.press('Escape');
      await quotationDialogClosed(page, productName);
      // Focus is back on the link that opened the dialog.
      await page.waitForFunction(
        () => /^Request Quotation$/i.test((document.activeElement as HTMLElement | null)?.innerText.trim() ?? ''),
        {
          timeout: 3_000,
        },
      );

      // Again, and this time fill it in and send it without the mouse.
      await page.keyboard.press('Enter');
      const reopened = await quotationDialog(page, productName);
      const values: Record<string, string> = {
        'Your Name': 'Keyboard Buyer',
        'Your Phone Number': '+(123) 456-7890',
        'Your Email': 'keys@example.com',
        Subject: 'Keyboard only',
        Message: 'Sent without a mouse.',
      };
      for (const [label, value] of Object.entries(values)) {
        await tabTo(page, async (p) => (await focusedLabel(p)) === label);
        await page.keyboard.type(value);
      }
      await tabTo(page, (p) => p.evaluate(() => document.activeElement?.textContent?.trim() === 'Send request'));
      await page.keyboard.press('Enter');
      expect(await toastText(page)).toMatch(/[Q]-\d{4}-[2-9A-Z]{5}/);
      // The modal now shows the reference, the focus on it; Tab reaches Close, and Enter closes.
      await eventually('the focus is on the confirmation', () => focusInside(page, reopened));
      await tabTo(page, (p) => p.evaluate(() => document.activeElement?.textContent?.trim() === 'Close'));
      await page.keyboard.press('Enter');
      await quotationDialogClosed(page, productName);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lets F12 and the context-menu key through inside form fields', async () => {
    const { page } = await openPage(chromium.browser, VIEWPORTS[1]);
    try {
      await page.goto(`${baseUrl()}${paths.contact()}`, { waitUntil: 'networkidle0' });
      const field = (await (await page.waitForSelector('::-p-aria([role="main"])'))!.waitForSelector(
        '::-p-aria([name="Your Name"][role="textbox"])',
      ))!;
      const blocked = await page.evaluate((field) => {
        const press = (target: EventTarget) => {
          const event = new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          return event.defaultPrevented;
        };
        return { onPage: press(document.body), inField: press(field) };
      }, field);
      expect(blocked).toEqual({ onPage: true, inField: false });
    } finally {
      await page.close();
    }
  });
});
