import { baseUrl, isSameDocument, markDocument, newTabForEachTest, testBrowser, VIEWPORTS } from './browser';
import { waitForListing } from './pages/listing-page';
import { waitForPageHeading } from './pages/queries';

// A buyer reading the catalogue in German or Japanese: the controls that change the address (the sort, the videos'
// page size, the search's Enter) keep to that language, in the app and without a page load; the page, rendered by
// the server in that language, hydrates without a complaint.

const chromium = testBrowser();
const DESKTOP = VIEWPORTS[1];

describe('the catalogue in German and Japanese', () => {
  const tab = newTabForEachTest(() => chromium.browser, DESKTOP);

  it('sorts a German listing from its first page, staying in German', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/de/products/page/2`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    const sort = (await page.waitForSelector('::-p-aria([name="Sortieren nach"][role="combobox"])'))!;
    await sort.select('az');
    await waitForListing(page, '/de/products/page/1?sort=az');
    await waitForPageHeading(page, 'Alle Produkte');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('shows more videos a page on the Japanese videos page, staying in Japanese', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/ja/product-videos`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    await (await page.waitForSelector('::-p-aria([name="1ページあたりの動画数"][role="combobox"])'))!.select('16');
    await page.waitForFunction(() => `${location.pathname}${location.search}` === '/ja/product-videos?pageSize=16');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('opens the Japanese listing of the words searched for on Enter', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/ja/about-us`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria([name="製品を検索"][role="button"])').click();
    const input = (await page.waitForSelector('::-p-aria([name="製品を検索"][role="searchbox"])', { visible: true }))!;
    await input.type('seagrass');
    await page.waitForSelector('::-p-aria([name="製品を検索"][role="dialog"]) ::-p-aria([role="list"])');
    await input.press('Enter');
    await page.waitForFunction(() => location.pathname === '/ja/search/seagrass/page/1');
    // The heading says how many products match after the words.
    await page.waitForSelector('main h1::-p-text(「seagrass」の検索結果)');
  });
});
