import type { ElementHandle, Page } from 'puppeteer-core';
import { currentLinks, textOf } from './queries';

/** The site header (its banner landmark): logo, search, quote basket, menu. */
export const banner = async (page: Page) => (await page.waitForSelector('::-p-aria([role="banner"])'))!;

/** Whether the header casts its shadow, as it does once the page is scrolled (a visual fact, read from its style). */
export const headerHasShadow = async (page: Page) =>
  (await banner(page)).evaluate((header) => getComputedStyle(header).boxShadow !== 'none');

/** Opens the search panel with the magnifier; returns its search box. */
export async function openSearch(page: Page): Promise<ElementHandle<Element>> {
  await page.locator('::-p-aria([name="Search products"][role="button"])').click();
  return (await page.waitForSelector('::-p-aria([name="Search products"][role="searchbox"])', { visible: true }))!;
}

export const searchDialog = async (page: Page) =>
  (await page.waitForSelector('::-p-aria([name="Search products"][role="dialog"])', { visible: true }))!;

export const menuButton = async (page: Page) => (await page.waitForSelector('::-p-aria([name="Menu"][role="button"])', { visible: true }))!;

/**
 * Opens the Menu drawer and returns it once it has slid fully in (its code loads on first open, then it
 * animates), as a visitor waits for it before choosing.
 */
export async function openMenu(page: Page): Promise<ElementHandle<Element>> {
  await (await menuButton(page)).click();
  const drawer = (await page.waitForSelector('::-p-aria([name="Menu"][role="dialog"])', { visible: true }))!;
  await page.waitForFunction(
    (el) => {
      const box = el.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth + 1;
    },
    {},
    drawer,
  );
  return drawer;
}

/** The quote basket's button, which says how many products it holds. */
export const basketButton = async (page: Page, count: number) =>
  (await page.waitForSelector(`::-p-aria([name="Quote basket, ${count} ${count === 1 ? 'product' : 'products'}"][role="button"])`, {
    visible: true,
  }))!;

/** The header's links that say they are the page shown, by their text. */
export const currentNavLinks = async (page: Page): Promise<string[]> => Promise.all((await currentLinks(await banner(page))).map(textOf));
