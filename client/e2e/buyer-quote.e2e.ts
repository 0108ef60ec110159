import type { Browser } from 'puppeteer-core';
import { BUYER_ACTION_MESSAGES, BUYER_QUOTE_TEXT } from '../../shared/buyer-quote';
import { buyerQuestions, closeInboxDatabase, mailedBuyerLink, setInquiryStatus } from '../../test/built-server-inbox';
import { baseUrl, launchBrowser, VIEWPORTS } from './browser';
import { seriousViolations } from './pages/axe';
import { scrollsSideways, submitInquiry, waitForText } from './pages/inbox';
import { findByRole, press, textOf, waitForPageHeading } from './pages/queries';

// The buyer's own page, opened from the link in the acknowledgement, as the buyer sees it at each width: where the
// inquiry is, what it asked about, the company's contacts; and the stage moving on when sales take it up.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeInboxDatabase();
});

describe.each(VIEWPORTS)('the buyer’s page at $width px', (viewport) => {
  it('follows the inquiry from received to being prepared, readable and whole at this width', async () => {
    const reference = await submitInquiry({
      name: 'Greta Müller',
      email: `greta-${viewport.width}-${Date.now()}@einrichtung.de`,
      subject: 'Baskets',
      message: 'Please quote 500 pieces.',
    });
    const link = await mailedBuyerLink(reference);
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport(viewport);
      const response = await page.goto(`${baseUrl()}${link}`, { waitUntil: 'networkidle0' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await waitForPageHeading(page, `Your inquiry ${reference}`);
      const stages = await findByRole(page, 'list', 'Where your inquiry is');
      expect(await textOf(await findByRole(stages, 'listitem', undefined))).toContain('Received');
      expect(await page.$eval('[aria-current="step"]', (el) => el.textContent)).toBe('Received (now)');
      await waitForText(page, BUYER_QUOTE_TEXT.received);
      await findByRole(page, 'region', 'Questions? Contact us');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      await setInquiryStatus(reference, 'open');
      await page.reload({ waitUntil: 'networkidle0' });
      expect(await page.$eval('[aria-current="step"]', (el) => el.textContent)).toBe('Being prepared (now)');
      await waitForText(page, BUYER_QUOTE_TEXT.preparing);

      // A question: refused empty at the field, then sent, and in the inquiry's history for sales.
      await press(page, 'Send the question');
      await waitForText(page, 'Cannot be empty.');
      const question = await findByRole(page, 'textbox', 'Your question');
      await question.type('Can you make the black ones in 200 pieces?');
      await press(page, 'Send the question');
      await waitForText(page, BUYER_ACTION_MESSAGES.asked);
      expect(await buyerQuestions(reference)).toEqual(['Can you make the black ones in 200 pieces?']);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
