import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * The fields of a form that say they are invalid, with the message they are described by, as a screen reader
 * announces them ("Your Name, invalid entry, Cannot be empty.").
 */
export async function fieldErrors(page: Page, form: ElementHandle): Promise<{ field: string; error: string }[]> {
  type Node = { role: string; name?: string; description?: string; invalid?: string; children?: Node[] };
  const walk = (node: Node | null | undefined): { field: string; error: string }[] => {
    if (!node) return [];
    if (node.role === 'textbox' && node.invalid && node.invalid !== 'false')
      return [{ field: node.name ?? '', error: node.description ?? '' }];
    return (node.children ?? []).flatMap(walk);
  };
  return walk((await page.accessibility.snapshot({ root: form, interestingOnly: false })) as Node | null);
}

/** The reference an inquiry gets (Q-2026-ABCDE), in a text that announces it. */
export const referenceIn = (text: string) => /[QCKO]-\d{4}-[2-9A-Z]{5}/.exec(text)?.[0] ?? null;
