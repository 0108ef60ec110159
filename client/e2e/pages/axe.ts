import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';

/** axe-core's serious and critical findings on the page (or inside `within`, a CSS selector), one line each. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxePuppeteer(page);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}
