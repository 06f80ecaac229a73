// The accessibility check the browser tests share: axe-core's serious and critical WCAG 2.1 A/AA violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical violations of WCAG 2.1 A/AA, each as "rule (impact): help — first places", to read in a failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast fading in (or any element mid-transition) has a colour axe would judge at part opacity: the finite
  // animations on screen are let finish first (a spinner's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
