import type { ElementHandle, Page } from 'puppeteer-core';
import { currentLinks, findByRole, textOf } from './queries';

/** The site header (its banner landmark): logo, search, quote basket, menu. */
export const banner = (page: Page) => findByRole(page, 'banner');

/** Whether the header casts its shadow, as it does once the page is scrolled (a visual fact, read from its style). */
export const headerHasShadow = async (page: Page) =>
  (await banner(page)).evaluate((header) => getComputedStyle(header).boxShadow !== 'none');

/** Opens the search panel with the magnifier; returns its search box. */
export async function openSearch(page: Page): Promise<ElementHandle<Element>> {
  await (await findByRole(page, 'button', 'Search products', { visible: true })).click();
  return findByRole(page, 'searchbox', 'Search products', { visible: true });
}

export const searchDialog = (page: Page) => findByRole(page, 'dialog', 'Search products', { visible: true });

export const menuButton = (page: Page) => findByRole(page, 'button', 'Menu', { visible: true });

/**
 * Opens the Menu drawer and returns it once it has slid fully in (its code loads on first open, then it
 * animates), as a visitor waits for it before choosing.
 */
export async function openMenu(page: Page): Promise<ElementHandle<Element>> {
  await (await menuButton(page)).click();
  const drawer = await findByRole(page, 'dialog', 'Menu', { visible: true });
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
export const basketButton = (page: Page, count: number) =>
  findByRole(page, 'button', `Quote basket, ${count} ${count === 1 ? 'product' : 'products'}`, { visible: true });

/** The header's links that say they are the page shown, by their text. */
export const currentNavLinks = async (page: Page): Promise<string[]> => Promise.all((await currentLinks(await banner(page))).map(textOf));
