import type { ElementHandle, Page } from 'puppeteer-core';
import { PAGE_SIZE } from '../../../shared/catalogue';
import { currentLinks, eventually, levelOf, textOf, type Scope } from './queries';

/** The product cards (articles) in a listing, a section or a carousel, in order. */
export const productCards = (scope: Scope) => scope.$$('::-p-aria([role="article"])');

/** The link in a card's title: the product's name, leading to its page. */
export async function cardTitleLink(card: ElementHandle): Promise<ElementHandle<Element>> {
  const heading = (await card.waitForSelector('::-p-aria([role="heading"])'))!;
  return (await heading.waitForSelector('::-p-aria([role="link"])'))!;
}

export async function productTitleLinks(scope: Scope): Promise<ElementHandle<Element>[]> {
  return Promise.all((await productCards(scope)).map(cardTitleLink));
}

/** The first product card of the page's main content, its title link and the product's name. */
export async function firstProduct(page: Page): Promise<{ card: ElementHandle<Element>; link: ElementHandle<Element>; name: string }> {
  const [card] = await productCards((await page.waitForSelector('::-p-aria([role="main"])'))!);
  if (!card) throw new Error('no product card on the page');
  const link = await cardTitleLink(card);
  return { card, link, name: await textOf(link) };
}

/** The product names of the page's main content, in order. */
export async function productNames(page: Page): Promise<string[]> {
  return Promise.all((await productTitleLinks((await page.waitForSelector('::-p-aria([role="main"])'))!)).map(textOf));
}

/** Waits until the address is `pathAndSearch` and the main content shows `count` products (a full page). */
export async function waitForListing(page: Page, pathAndSearch: string, count = PAGE_SIZE): Promise<void> {
  await page.waitForFunction((expected) => `${location.pathname}${location.search}` === expected, {}, pathAndSearch);
  await eventually(
    `${pathAndSearch} shows ${count} products`,
    async () => (await productCards((await page.waitForSelector('::-p-aria([role="main"])'))!)).length === count,
  );
}

/** The page number the pager marks as the current page. */
export async function currentPageNumber(page: Page): Promise<string | undefined> {
  const [current] = await currentLinks((await page.waitForSelector('::-p-aria([name="Pages"][role="navigation"])'))!);
  return current ? textOf(current) : undefined;
}

/** The names on the category or material cards of the page's main content (their headings, under the page's own). */
export async function taxonomyNames(page: Page): Promise<string[]> {
  const headings = await (await page.waitForSelector('::-p-aria([role="main"])'))!.$$('::-p-aria([role="heading"])');
  const levels = await Promise.all(headings.map(levelOf));
  return Promise.all(headings.filter((_, i) => levels[i] !== 1).map(textOf));
}

/**
 * The card's Request Quotation and basket controls, by their names, that are drawn on more than one line (a
 * label wrapped under itself): none, on a card that fits its buttons.
 */
export async function wrappedCardControls(card: ElementHandle): Promise<string[]> {
  const name = await textOf((await card.waitForSelector('::-p-aria([role="heading"])'))!);
  const controls = [
    (await card.waitForSelector('::-p-aria([name="Request Quotation"][role="link"])'))!,
    (await card.waitForSelector(`::-p-aria([name="Add to quote basket: ${name}"][role="button"])`))!,
  ];
  const wrapped: string[] = [];
  for (const control of controls) {
    const oneLine = await control.evaluate((el) => {
      const style = getComputedStyle(el);
      const px = (value: string) => parseFloat(value) || 0;
      const singleLine =
        px(style.lineHeight) + px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
      return el.getBoundingClientRect().height <= singleLine + 1;
    });
    if (!oneLine) wrapped.push(`${name}: ${await textOf(control)}`);
  }
  return wrapped;
}
