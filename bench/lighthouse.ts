import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../client/e2e/browser';

// Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) on the production server.

export interface LighthouseFigure {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function measureLighthouse(pages: { page: string; url: string }[]): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const { page, url } of pages) {
      const audit = () => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      let result = await audit();
      // Now and then a run fails to see the page paint (NO_FCP on a busy machine): once more before reporting it.
      if (result?.lhr.runtimeError) result = await audit();
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) console.error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      figures.push({
        page,
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
