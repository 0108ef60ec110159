import { BUYER_ACTION_MESSAGES, BUYER_QUOTE_TEXT } from '../../shared/buyer-quote';
import {
  addSentQuote,
  buyerQuestions,
  closeInboxDatabase,
  mailedBuyerLink,
  setInquiryStatus,
  storedInquiry,
} from '../../test/built-server-inbox';
import { baseUrl, testBrowser, VIEWPORTS } from './browser';
import { seriousViolations } from './pages/axe';
import { scrollsSideways, submitInquiry, waitForText } from './pages/inbox';
import { textOf, waitForPageHeading } from './pages/queries';

// The buyer's own page, opened from the link in the acknowledgement, as the buyer sees it at each width: where the
// inquiry is, what it asked about, the company's contacts; and the stage moving on when sales take it up.

const chromium = testBrowser();
afterAll(async () => {
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
    const context = await chromium.browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport(viewport);
      const response = await page.goto(`${baseUrl()}${link}`, { waitUntil: 'networkidle0' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await waitForPageHeading(page, `Your inquiry ${reference}`);
      const stages = (await page.waitForSelector('::-p-aria([name="Where your inquiry is"][role="list"])'))!;
      expect(await textOf((await stages.waitForSelector('::-p-aria([role="listitem"])'))!)).toContain('Received');
      expect(await page.$eval('[aria-current="step"]', (el) => el.textContent)).toBe('Received (now)');
      await waitForText(page, BUYER_QUOTE_TEXT.received);
      await page.waitForSelector('::-p-aria([name="Questions? Contact us"][role="region"])');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      await setInquiryStatus(reference, 'open');
      await page.reload({ waitUntil: 'networkidle0' });
      expect(await page.$eval('[aria-current="step"]', (el) => el.textContent)).toBe('Being prepared (now)');
      await waitForText(page, BUYER_QUOTE_TEXT.preparing);

      // A question: refused empty at the field, then sent, and in the inquiry's history for sales.
      await page.locator('::-p-aria([name="Send the question"][role="button"])').click();
      await waitForText(page, 'Cannot be empty.');
      const question = (await page.waitForSelector('::-p-aria([name="Your question"][role="textbox"])'))!;
      await question.type('Can you make the black ones in 200 pieces?');
      await page.locator('::-p-aria([name="Send the question"][role="button"])').click();
      await waitForText(page, BUYER_ACTION_MESSAGES.asked);
      expect(await buyerQuestions(reference)).toEqual(['Can you make the black ones in 200 pieces?']);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the buyer’s quote on a phone', () => {
  // Names as long as the catalogue's longest, each line one colour of one product.
  const lines = [
    {
      path: 'rectangular-paper-rope-storage-box',
      name: 'Rectangular Paper Rope Storage Box with Lid',
      colour: 'White wash',
      quantity: 500,
      unitPriceCents: 2120,
    },
    {
      path: 'square-loom-laundry-hamper',
      name: 'Square Loom Laundry Hamper with Cotton Liner',
      colour: 'Natural',
      quantity: 1200,
      unitPriceCents: 1740,
    },
  ];
  let link: string;
  beforeAll(async () => {
    const reference = await submitInquiry({
      name: 'Jonas Berg',
      email: `jonas-${Date.now()}@hemma.se`,
      subject: 'Storage',
      message: 'Please quote boxes and hampers.',
    });
    const { id } = await storedInquiry(reference);
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    await addSentQuote(id, [{ sentAt: new Date(), validUntil, totalCents, lines }]);
    await setInquiryStatus(reference, 'quoted');
    link = await mailedBuyerLink(reference);
  });

  it.each([320, 375, 414])('at %i px gives each product’s name two lines at most and shows every line whole', async (width) => {
    const context = await chromium.browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport({ width, height: 812 });
      await page.goto(`${baseUrl()}${link}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('::-p-aria([name="Our quotation, version 1"][role="heading"])');
      const table = (await page.waitForSelector(
        '::-p-aria([name="The quoted products, colours, pieces and prices in US dollars"][role="table"])',
      ))!;
      const names = await table.$$('::-p-aria([role="rowheader"])');
      expect(names.length).toBe(lines.length + 1); // and the total's
      for (const [index, line] of lines.entries()) {
        const name = names[index]!;
        expect(await textOf(name)).toContain(line.name);
        // The lines the name's words are set on, as a person counts them.
        const nameLines = await name.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el.childNodes[0]!);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(nameLines).toBeLessThanOrEqual(2);
        const row = await name.evaluateHandle((el) => el.closest('tr')!);
        const cells = await row.$$('::-p-aria([role="cell"])');
        expect(cells.length).toBe(3);
        for (const cell of cells) {
          const box = await cell.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
        }
      }
      // Nothing scrolls sideways: neither the page nor the table inside it.
      expect(await scrollsSideways(page)).toBe(false);
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth)).toBe(
        true,
      );
      await waitForText(page, 'USD 31,480.00');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
