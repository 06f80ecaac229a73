// The accessibility check the browser tests share: axe-core's serious and critical WCAG 2.1 A/AA violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Lets the finite animations on screen end (a toast fading in or out); a spinner's endless one is not waited for. */
export const animationsSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Serious and critical violations of WCAG 2.1 A/AA, each as "rule (impact): help — first places", to read in a failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast fading in, or closing by itself while axe reads the page, has a colour axe would judge at part opacity.
  // So the page is judged once its animations are over, and a violation is looked at again once more: what fails
  // when nothing moves fails both times.
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (serious.length && attempt < 2) continue;
    return serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  }
}
