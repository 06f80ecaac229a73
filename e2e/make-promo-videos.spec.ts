// Journey: the owner makes promo videos on a phone (390 px): sees the seeded templates, renames one (it stays
// renamed), makes a 15 s TikTok song teaser from a sample song, watches it render without reloading, plays it
// (1080 x 1920), then deletes it after confirming. The forms refuse what the spec refuses and send nothing. The
// generated videos come first; the AI form is folded below and, without OPENAI_API_KEY, replaced by the reason.
import type { Page } from '@playwright/test';
import { VIDEO_MESSAGES } from '../shared/schemas/video';
import type { TestShop } from '../testing/testServer';
import { expect, signInAsAdmin, startBrowserShop, test, type ShopDatabase } from './fixtures';

const VIDEOS_TAB = '/admin?tab=videos';

interface TemplateRow {
  id: string;
  kind: string;
  name: string;
}

let savedNames: TemplateRow[] = [];

test.beforeEach(async ({ db }) => {
  savedNames = await db((d) => d.prepare('SELECT id, kind, name FROM video_templates ORDER BY sort_order').all<TemplateRow>());
});

// Renaming a template is put back, so the next test (and a retry) starts from the seeded names.
test.afterEach(async ({ db }) => {
  await db(async (d) => {
    const rename = d.prepare('UPDATE video_templates SET name = ? WHERE id = ?');
    for (const row of savedNames) await rename.run(row.name, row.id);
  });
});

const templatesRegion = (page: Page) => page.getByRole('region', { name: /^Templates/ });
const templateCard = (page: Page, name: string) =>
  templatesRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const videosRegion = (page: Page) => page.getByRole('region', { name: /^Generated videos/ });
const videoCard = (page: Page, title: string) =>
  videosRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const templateForm = (page: Page) => page.getByRole('form', { name: 'Make a template video' });
const aiForm = (page: Page) => page.getByRole('form', { name: 'Make an AI video' });
const toast = (page: Page, title: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });

const storedVideo = (db: ShopDatabase, title: string) =>
  db((d) =>
    d
      .prepare('SELECT id, status, platform, duration, template_id FROM generated_videos WHERE title = ?')
      .get<{ id: string; status: string; platform: string; duration: number; template_id: string }>(title),
  );

/** Every request the page sends to one API path, from now on. */
function requestsTo(page: Page, pathname: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request.method());
  });
  return seen;
}

test('the admin renames a template, makes a TikTok song teaser, watches it render and plays it, then deletes it', async ({ page, db }) => {
  test.setTimeout(180_000);
  const teaser = savedNames.find((t) => t.kind === 'song_teaser')!;
  expect(teaser, 'a song teaser template is seeded').toBeDefined();
  const sample = (await db((d) =>
    d.prepare('SELECT id, title FROM sample_songs ORDER BY sort_order LIMIT 1').get<{ id: string; title: string }>(),
  ))!;

  await signInAsAdmin(page, VIDEOS_TAB);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Sample Songs',
    'Ordered Songs',
    'Production',
    /^Live Chat/,
    'Video Templates',
    'Settings',
    'Team',
  ]);
  await expect(tabs.getByRole('tab', { name: 'Video Templates' })).toHaveAttribute('aria-selected', 'true');
  // The selected tab is scrolled into the bar's view (the bar scrolls sideways on a phone).
  const selectedBox = (await tabs.getByRole('tab', { name: 'Video Templates' }).boundingBox())!;
  expect(selectedBox.x).toBeGreaterThanOrEqual(0);
  expect(selectedBox.x + selectedBox.width).toBeLessThanOrEqual(390);

  // The seeded templates, one card each.
  await expect(templatesRegion(page).getByRole('listitem')).toHaveCount(savedNames.length);
  for (const { name } of savedNames) await expect(templateCard(page, name)).toBeVisible();

  // Rename the teaser: the dialog closes, focus goes back to its Edit button, and the name survives a reload.
  const renamed = 'Song teaser for TikTok';
  const edit = templateCard(page, teaser.name).getByRole('button', { name: `Edit ${teaser.name}` });
  const dialog = page.getByRole('dialog', { name: 'Edit template' });
  // Escape closes it and gives focus back, as every dialog here does.
  await edit.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(dialog.getByLabel('Name')).toHaveValue(teaser.name);
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Template updated')).toBeVisible();
  await expect(templateCard(page, renamed).getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();
  await page.reload();
  await expect(templateCard(page, renamed)).toBeVisible();
  expect(
    await db(async (d) => (await d.prepare('SELECT name FROM video_templates WHERE id = ?').get<{ name: string }>(teaser.id))!.name),
  ).toBe(renamed);

  // Use it: the form picks it, TikTok and the template's length are preset; 15 s from the first sample song.
  await templateCard(page, renamed)
    .getByRole('button', { name: `Use this template for ${renamed}` })
    .click();
  const form = templateForm(page);
  await expect(form.getByLabel('Template')).toBeFocused();
  await expect(form.getByLabel('Template')).toHaveValue(teaser.id);
  await expect(form.getByLabel('Platform')).toHaveValue('tiktok');
  await form.getByLabel('Length').selectOption('15');
  await form.getByLabel('Sample song').selectOption(sample.id);
  const title = `Teaser of ${sample.title}`;
  await form.getByLabel('Title').fill(title);

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await form.getByRole('button', { name: 'Generate video' }).click();
  await expect(toast(page, VIDEO_MESSAGES.started)).toBeVisible();
  const card = videoCard(page, title);
  await expect(card).toBeVisible();
  await expect(videosRegion(page).getByRole('heading', { level: 3 }).first()).toHaveText(title);
  await expect(card.getByText(/^(Queued|Rendering)$/)).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(/Queued|Waiting to render|Rendering…/);
  expect(await storedVideo(db, title)).toMatchObject({ platform: 'tiktok', duration: 15, template_id: teaser.id });

  // It finishes on its own: no reload, the badge turns Completed and a player appears.
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 160_000 });
  expect(navigations, 'the page was not reloaded').toBe(0);
  const video = card.locator('video');
  await expect(video).toBeVisible();
  const box = (await video.boundingBox())!;
  expect(box.width, 'the player fits a phone').toBeLessThanOrEqual(320);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(Math.abs(box.height / box.width - 16 / 9), 'the player is 9:16').toBeLessThan(0.02);

  const played = await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
    const start = el.currentTime;
    // Playing moves the clock on: each 'timeupdate' is a chance to see it past the start (the test's timeout bounds this).
    await new Promise<void>((resolve) => {
      const check = () => {
        if (el.currentTime <= start + 0.3) return;
        el.removeEventListener('timeupdate', check);
        resolve();
      };
      el.addEventListener('timeupdate', check);
      check();
    });
    el.pause();
    return { readyState: el.readyState, advanced: el.currentTime > start, width: el.videoWidth, height: el.videoHeight };
  });
  expect(played).toEqual({ readyState: expect.any(Number), advanced: true, width: 1080, height: 1920 });
  expect(played.readyState).toBeGreaterThanOrEqual(2);

  const download = card.getByRole('link', { name: `Download ${title}` });
  const file = await page.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('video/mp4');

  // Deleting asks first; Cancel keeps it, Delete removes it from the list and the database.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(toast(page, VIDEO_MESSAGES.deleted)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(videosRegion(page).getByRole('heading', { level: 2 })).toBeFocused();
  expect(await storedVideo(db, title)).toBeUndefined();
});

test('the template form without a title shows the spec message and sends nothing', async ({ page, db }) => {
  const before = await db(async (d) => (await d.prepare('SELECT count(*) AS n FROM generated_videos').get<{ n: number }>())!.n);
  await signInAsAdmin(page, VIDEOS_TAB);
  const sent = requestsTo(page, '/api/admin/generate-video');
  const form = templateForm(page);
  await form.getByLabel('Description').fill('Kept after the refusal');
  await form.getByLabel('Title').fill('   ');
  await form.getByRole('button', { name: 'Generate video' }).click();

  const titleInput = form.getByLabel('Title');
  await expect(form.getByText(VIDEO_MESSAGES.titleMissing)).toBeVisible();
  await expect(titleInput).toHaveAttribute('aria-invalid', 'true');
  await expect(titleInput).toHaveAccessibleDescription(VIDEO_MESSAGES.titleMissing);
  await expect(titleInput).toBeFocused();
  await expect(form.getByLabel('Description')).toHaveValue('Kept after the refusal');
  expect(sent).toEqual([]);
  expect(await db(async (d) => (await d.prepare('SELECT count(*) AS n FROM generated_videos').get<{ n: number }>())!.n)).toBe(before);

  // Typing a title takes the message away.
  await titleInput.fill('A title');
  await expect(form.getByText(VIDEO_MESSAGES.titleMissing)).toHaveCount(0);
});

/** The folded "Make an AI video" section: a <details> whose summary names it. */
const aiSection = (page: Page) => page.locator('details').filter({ has: page.locator('summary', { hasText: 'Make an AI video' }) });

test('the generated videos come first, the AI section is folded below, and without OPENAI_API_KEY it says why instead of offering a form', async ({
  page,
}) => {
  await signInAsAdmin(page, VIDEOS_TAB);
  const section = aiSection(page);
  await expect(section).toHaveCount(1);
  await expect(section).not.toHaveAttribute('open');
  const list = await videosRegion(page).boundingBox();
  const templates = await templatesRegion(page).boundingBox();
  const folded = await section.boundingBox();
  expect(list!.y, 'the list of generated videos is above the templates').toBeLessThan(templates!.y);
  expect(templates!.y + templates!.height, 'and the templates above the AI section').toBeLessThanOrEqual(folded!.y);
  // Folded, it already says why it cannot be used.
  await expect(section.locator('summary')).toContainText('Needs OPENAI_API_KEY on the server');

  const sent = requestsTo(page, '/api/admin/ai-generate-video');
  await section.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('open');
  await expect(section.getByText(VIDEO_MESSAGES.aiNotConfigured)).toBeVisible();
  await expect(aiForm(page), 'no form that could only fail').toHaveCount(0);
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByRole('button')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test.describe('with OPENAI_API_KEY', () => {
  // A shop of its own with a key: nothing is generated here, so the key is never used.
  let shop: TestShop;
  test.beforeAll(async () => {
    shop = await startBrowserShop({ OPENAI_API_KEY: 'sk-test-never-sent', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  });
  test.afterAll(async () => shop.destroy());

  test('the folded AI section opens to the form with the spec’s defaults', async ({ page }) => {
    await signInAsAdmin(page, `${shop.url}${VIDEOS_TAB}`);
    const section = aiSection(page);
    await expect(section.locator('summary')).toContainText('From a prompt and a voice script');
    await expect(aiForm(page)).toBeHidden();
    await section.locator('summary').click();
    const form = aiForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Generate AI video' })).toBeEnabled();
    await expect(form.getByLabel('Platform')).toHaveValue('tiktok');
    await expect(form.getByLabel('Length')).toHaveValue('30');
    await expect(form.getByLabel('Voice', { exact: true })).toHaveValue('nova');
    await expect(form.getByRole('option', { name: 'Onyx (male)' })).toBeAttached();
    await expect(form.getByLabel('Style')).toHaveValue('professional');
    await expect(form.getByLabel('Include background music')).toBeChecked();
    await expect(form.getByText('9:16 (vertical)')).toBeVisible();
  });
});
