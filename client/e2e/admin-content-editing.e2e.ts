import type { Page } from 'puppeteer-core';
import { baseUrl } from './browser';
import { press, waitForPageHeading } from './pages/queries';
import { signedInBrowser } from './pages/staff-browser';

// The content editor's smaller tools, as an editor meets them in the back office.

const editorTab = signedInBrowser('editor').tab;

/** Waits for a line of the page to read as `pattern` says. */
const lineReading = (page: Page, pattern: RegExp) =>
  page.waitForFunction(
    (source: string) => [...document.querySelectorAll('p')].some((line) => new RegExp(source).test(line.textContent?.trim() ?? '')),
    {},
    pattern.source,
  );

describe('the content lists', () => {
  it('count page blocks as "page blocks" and FAQs as "FAQs"', async () => {
    const { page, problems } = await editorTab(1280);
    await page.goto(`${baseUrl()}/admin/content`, { waitUntil: 'networkidle0' });
    await press(page, 'Company page blocks', 'link');
    await waitForPageHeading(page, 'Company page blocks');
    await lineReading(page, /^\d+ page blocks$/);
    await page.goto(`${baseUrl()}/admin/content/faq`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'FAQs');
    await lineReading(page, /^\d+ FAQs$/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
