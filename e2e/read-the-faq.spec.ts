// Journey: a visitor reads the FAQ: 12 questions, one answer open at a time (the first to begin with), by mouse or keyboard, then a call to action.
import type { Locator, Page } from '@playwright/test';
import { expect, pressBeforeTheApp, test } from './fixtures';

function questions(page: Page): Locator {
  return page.getByRole('region', { name: 'Questions and answers' }).getByRole('heading', { level: 2 }).getByRole('button');
}

/** The answer panel of a question: a region named by its question (absent or hidden while closed). */
function answerTo(page: Page, question: string): Locator {
  return page.getByRole('region', { name: question, exact: true });
}

async function expectOnlyOpen(page: Page, openIndex: number | null) {
  const all = questions(page);
  const count = await all.count();
  for (let i = 0; i < count; i++) {
    await expect(all.nth(i), `question ${i + 1}`).toHaveAttribute('aria-expanded', i === openIndex ? 'true' : 'false');
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test('lists 12 questions with the first answer open', async ({ page }) => {
  await expect(questions(page)).toHaveCount(12);
  await expect(questions(page).first()).toHaveText('How does it work?');
  await expectOnlyOpen(page, 0);
  await expect(answerTo(page, 'How does it work?')).toBeVisible();
  await expect(answerTo(page, 'How does it work?')).toContainText('Our songwriters turn your story into original lyrics');
});

test('opening another question closes the open one', async ({ page }) => {
  const third = questions(page).nth(2);
  await expect(third).toHaveText('How much does a song cost?');
  await third.click();

  await expectOnlyOpen(page, 2);
  await expect(answerTo(page, 'How much does a song cost?')).toBeVisible();
  await expect(answerTo(page, 'How much does a song cost?')).toContainText('Personalized songs start from $79');
  await expect(answerTo(page, 'How does it work?')).toBeHidden();
});

test('a question pressed before the app’s code has come opens once it has', async ({ browser, shop }) => {
  await pressBeforeTheApp(
    browser,
    shop,
    '/faq',
    (page) => questions(page).nth(2).click(),
    async (page) => {
      await expectOnlyOpen(page, 2);
      await expect(answerTo(page, 'How much does a song cost?')).toBeVisible();
    },
  );
});

test('clicking the open question closes it, leaving none open', async ({ page }) => {
  const first = questions(page).first();
  const answer = answerTo(page, 'How does it work?');
  await expect(answer).toBeVisible();
  await first.click();

  await expectOnlyOpen(page, null);
  await expect(answer).toBeHidden();

  await first.click();
  await expectOnlyOpen(page, 0);
  await expect(answer).toBeVisible();
});

test('a question reached with Tab opens with Enter and closes with Space', async ({ page }) => {
  const first = questions(page).nth(0);
  const second = questions(page).nth(1);

  // Tab from the top of the page until the first question has focus, as a keyboard user would.
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await first.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'the first question is reachable with Tab').toBe(true);
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await expect(second).toHaveText('How long does it take?');

  await page.keyboard.press('Enter');
  await expectOnlyOpen(page, 1);
  await expect(answerTo(page, 'How long does it take?')).toContainText('ready within 24 hours');

  await page.keyboard.press('Space');
  await expectOnlyOpen(page, null);
  await expect(answerTo(page, 'How long does it take?')).toBeHidden();
});

test('the calls to action lead to the order form and to the sample songs', async ({ page }) => {
  const cta = page.getByRole('region', { name: 'Ready to tell your story?' });
  await expect(cta.getByRole('link', { name: 'Start Your Song' })).toHaveAttribute('href', '/create-song');
  await expect(cta.getByRole('link', { name: 'Hear Sample Songs' })).toHaveAttribute('href', '/sample-songs');

  await cta.getByRole('link', { name: 'Hear Sample Songs' }).click();
  await expect(page).toHaveURL(/\/sample-songs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hear what a story sounds like' })).toBeVisible();
});
