// Journey: a customer fills the order wizard wrongly: every message of spec §5 word for word when a field is left
// invalid, cleared as soon as it changes, Continue / Go to Cart usable only when the step is valid, and the API
// refusing the same values with the same words.
import type { Locator, Page } from '@playwright/test';
import { validOrder } from '../testing/orders';
import { expect, test } from './fixtures';
import { expectStep, fillWho, ordersFor, uniqueEmail, wizard } from './orderWizard';

/** A field (or radio group) showing `message` as its error: marked invalid and described by it. */
async function expectError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

async function expectNoError(page: Page, field: Locator, message: string) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
}

/** Moves focus into a radio group without choosing anything, then out of it: the group has been left empty. */
async function leaveEmpty(page: Page, group: Locator) {
  await group.getByRole('radio').first().focus();
  await page.keyboard.press('Tab');
}

test('step 1 asks who the song is for and the occasion, and Continue waits for both', async ({ page }) => {
  const w = wizard(page);
  await page.goto('/create-song?fresh=true');
  await expectStep(page, 1);
  await expect(w.continue).toBeDisabled();

  await w.recipientName.focus();
  await w.recipientName.blur();
  await expectError(page, w.recipientName, 'Please tell us who this is for');
  await w.recipientName.fill('   ');
  await expectNoError(page, w.recipientName, 'Please tell us who this is for');
  await w.recipientName.blur();
  await expectError(page, w.recipientName, 'Please tell us who this is for');
  await w.recipientName.fill('Maria');
  await expectNoError(page, w.recipientName, 'Please tell us who this is for');
  await w.recipientName.blur();
  await expectNoError(page, w.recipientName, 'Please tell us who this is for');
  await expect(w.continue).toBeDisabled();

  await leaveEmpty(page, w.occasions);
  await expectError(page, w.occasions, 'Please select an occasion');
  await w.occasions.getByRole('radio', { name: 'Birthday', exact: true }).check();
  await expectNoError(page, w.occasions, 'Please select an occasion');
  await expect(w.continue).toBeEnabled();

  await w.recipientName.fill('');
  await expect(w.continue).toBeDisabled();
  await w.recipientName.fill('Maria');
  await w.continue.click();
  await expectStep(page, 2);
});

test('step 2 needs a story of at least 10 characters after trimming', async ({ page }) => {
  const w = wizard(page);
  const message = 'Please share more details about your story';
  await page.goto('/create-song?fresh=true');
  await fillWho(page, { recipientName: 'Maria', occasion: 'Anniversary' });
  await w.continue.click();
  await expectStep(page, 2);
  await expect(w.continue).toBeDisabled();

  await w.story.focus();
  await w.story.blur();
  await expectError(page, w.story, message);

  await w.story.fill('Rainy day');
  await expectNoError(page, w.story, message);
  await w.story.blur();
  await expectError(page, w.story, message);
  await expect(w.continue).toBeDisabled();

  // Spaces around do not count: still nine characters.
  await w.story.fill('   Rainy day   ');
  await w.story.blur();
  await expectError(page, w.story, message);
  await expect(w.continue).toBeDisabled();

  await w.story.fill('   Rainy days   ');
  await expectNoError(page, w.story, message);
  await w.story.blur();
  await expectNoError(page, w.story, message);
  await expect(w.continue).toBeEnabled();
  await w.continue.click();
  await expectStep(page, 3);
});

test('step 3 asks for mood, genre, voice and a valid email before Go to Cart', async ({ page, db }) => {
  const w = wizard(page);
  const email = uniqueEmail();
  await page.goto('/create-song?fresh=true');
  await fillWho(page, { recipientName: 'Maria', occasion: 'Anniversary' });
  await w.continue.click();
  await w.story.fill('We met on a rainy Tuesday at the bus stop.');
  await w.continue.click();
  await expectStep(page, 3);
  await expect(w.goToCart).toBeDisabled();

  const groups = [
    [w.moods, 'Please select a mood', 'Joyful'],
    [w.genres, 'Please select a genre', 'Pop'],
    [w.vocalPreferences, 'Please select a vocal preference', 'No Preference'],
  ] as const;
  for (const [group, message] of groups) {
    await leaveEmpty(page, group);
    await expectError(page, group, message);
  }
  for (const [group, message, choice] of groups) {
    await group.getByRole('radio', { name: choice, exact: true }).check();
    await expectNoError(page, group, message);
  }
  await expect(w.goToCart).toBeDisabled();

  await w.email.focus();
  await w.email.blur();
  await expectError(page, w.email, 'Please enter your email');
  await w.email.fill('ana@example');
  await expectNoError(page, w.email, 'Please enter your email');
  await w.email.blur();
  await expectError(page, w.email, 'Please enter a valid email address');
  await expect(page.getByText('Please enter your email', { exact: true })).toHaveCount(0);
  await expect(w.goToCart).toBeDisabled();

  await w.email.fill(email);
  await expectNoError(page, w.email, 'Please enter a valid email address');
  await w.email.blur();
  await expectNoError(page, w.email, 'Please enter a valid email address');
  await expect(w.goToCart).toBeEnabled();

  await w.email.fill('');
  await expect(w.goToCart).toBeDisabled();
  expect(await ordersFor(db, email), 'nothing is ordered while the form is being filled').toHaveLength(0);
});

test('the API refuses the same bad values with 400 and the same words', async ({ request, db }) => {
  const cases = [
    { recipientName: '   ', message: 'Please tell us who this is for' },
    { story: '   Rainy day   ', message: 'Please share more details about your story' },
    { email: 'ana@example', message: 'Please enter a valid email address' },
    { mood: '', message: 'Please select a mood' },
  ];
  for (const { message, ...bad } of cases) {
    const email = uniqueEmail();
    const body = validOrder({ email, ...bad });
    const res = await request.post('/api/order/init', { data: body });
    expect(res.status(), message).toBe(400);
    // Each case changes one field of a valid order: the answer names that one.
    expect(await res.json()).toEqual({ error: message, field: Object.keys(bad)[0] });
    expect(await ordersFor(db, typeof body.email === 'string' ? body.email : email)).toHaveLength(0);
  }

  // The same order with good values is taken: the refusals above were about those fields alone.
  const email = uniqueEmail();
  const res = await request.post('/api/order/init', { data: validOrder({ email }) });
  expect(res.status()).toBe(201);
  expect(await ordersFor(db, email)).toHaveLength(1);
});
