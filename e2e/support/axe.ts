import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, colour contrast included. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and returns one line per violation
 * (rule, element, why), so a failure names what to fix.
 *
 * Legacy mode runs axe in the page itself. The default opens a blank page per
 * scan to merge results across cross-origin frames; the site has no frames,
 * and that extra page was most of a scan's cost.
 *
 * It first lets running transitions finish: a toast fading behind a newer
 * one passes through colours no visitor reads, and axe would measure them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode().analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
}
