// Helpers for the free-song journeys: a shop of their own (the promotion's spots are shared state that other
// journeys use up), the form filled the way a person fills it, the toasts, and what the shop stored.
import type { Locator, Page } from '@playwright/test';
import { insertFreeSong } from '../testing/admin';
import { ShiftedClock, startTestShop, withDatabase, type TestShop } from '../testing/testServer';
import { expect } from './fixtures';
import { uniqueEmail } from './orderWizard';

/** A shop with this many spots, trusting X-Forwarded-For so each test is its own client address (fixtures.ts). */
export function promotionShop(spots: number): Promise<TestShop> {
  return startTestShop({ runJobs: true, clock: new ShiftedClock(), env: { FREE_SONG_SPOTS: String(spots), TRUST_PROXY: 'true' } });
}

export interface Application {
  name: string;
  email: string;
  recipientName: string;
  relationship: string;
  occasion: string;
  story: string;
  specialDetails: string;
  mood: string;
  genre: string;
  vocalPreference: string;
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    name: 'Sam Rivera',
    email: uniqueEmail('sam'),
    recipientName: 'Maria',
    relationship: 'Wife',
    occasion: 'Anniversary',
    story: 'We met at a bus stop in the rain and shared an umbrella all the way to the last stop.',
    specialDetails: 'She hums when she cooks; our dog is called Biscuit.',
    mood: 'Romantic',
    genre: 'Acoustic Folk',
    vocalPreference: 'Female',
    ...overrides,
  };
}

/** The form's labels, which are also the names the missing-fields toast uses. */
export const LABELS: Record<keyof Application, string> = {
  name: 'Your Name',
  email: 'Email',
  recipientName: "Recipient's Name",
  relationship: 'Relationship',
  occasion: 'Occasion',
  story: 'Your Story',
  specialDetails: 'Special Details',
  mood: 'Mood',
  genre: 'Genre',
  vocalPreference: 'Vocal Preference',
};

const CHOICES = new Set<keyof Application>(['occasion', 'mood', 'genre', 'vocalPreference']);

export const applyForm = (page: Page) => page.getByRole('form', { name: 'Apply for your free song' });
export const field = (page: Page, key: keyof Application): Locator => applyForm(page).getByLabel(LABELS[key]);
export const agreement = (page: Page) => applyForm(page).getByRole('checkbox', { name: 'I agree to send a reaction video' });
export const claimButton = (page: Page) => applyForm(page).getByRole('button', { name: 'Claim My Free Song' });

/**
 * Scrolls to the application section, as a person does before filling it in: its code (the machine, the checks, the
 * offline queue) loads, and the server's form comes alive, only as it nears the screen or is touched.
 */
export async function reachApplication(page: Page): Promise<void> {
  // The section itself, not the placeholder that holds its place in a page rendered in the browser (the app shell,
  // which loads the section once idle and then replaces the placeholder).
  await page.locator('section#apply').scrollIntoViewIfNeeded();
}

/** Types and picks what is given, in the form's order. */
export async function fillApplication(page: Page, application: Partial<Application>): Promise<void> {
  await reachApplication(page);
  for (const key of Object.keys(LABELS) as Array<keyof Application>) {
    const value = application[key];
    if (value === undefined) continue;
    if (CHOICES.has(key)) await field(page, key).selectOption(value);
    else await field(page, key).fill(value);
  }
}

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** The toast with this title and description, as Radix lists it in the notifications region. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = notifications(page).getByRole('listitem').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** Closes the toast on screen, so the next one is known to be new. */
export async function dismissToast(page: Page): Promise<void> {
  await notifications(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
}

export interface StoredSubmission {
  id: string;
  name: string;
  email: string;
  occasion: string;
  recipient_name: string;
  relationship: string;
  story: string;
  special_details: string;
  mood: string;
  genre: string;
  vocal_preference: string;
  agreed_to_video: number;
  status: string;
  client_id: string | null;
}

const COLUMNS =
  'id, name, email, occasion, recipient_name, relationship, story, special_details, mood, genre, vocal_preference, agreed_to_video, status, client_id';

export function submissionsByEmail(shop: TestShop, email: string): Promise<StoredSubmission[]> {
  return withDatabase(shop.dataDir, (d) =>
    d.prepare(`SELECT ${COLUMNS} FROM free_song_submissions WHERE email = ?`).all<StoredSubmission>(email),
  );
}

export function submissionsByClientId(shop: TestShop, clientId: string): Promise<StoredSubmission[]> {
  return withDatabase(shop.dataDir, (d) =>
    d.prepare(`SELECT ${COLUMNS} FROM free_song_submissions WHERE client_id = ?`).all<StoredSubmission>(clientId),
  );
}

export function countSubmissions(shop: TestShop): Promise<number> {
  return withDatabase(
    shop.dataDir,
    async (d) => (await d.prepare('SELECT count(*) AS n FROM free_song_submissions').get<{ n: number }>())!.n,
  );
}

/** Takes every spot left, as other people's applications would. */
export async function fillEverySpot(shop: TestShop): Promise<void> {
  const spots = shop.config.freeSongSpots;
  for (let taken = await countSubmissions(shop); taken < spots; taken++) await insertFreeSong(shop, { email: uniqueEmail('someone') });
}

/** The rows of the browser's free-song queue (IndexedDB 'serenade', store 'freeSongQueue'), read without the app's code. */
export async function queuedInBrowser(page: Page): Promise<Array<{ clientId: string; application: { email: string } }>> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'serenade')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('freeSongQueue')) return [];
      return await new Promise<Array<{ clientId: string; application: { email: string } }>>((resolve, reject) => {
        const all = db.transaction('freeSongQueue').objectStore('freeSongQueue').getAll();
        all.onsuccess = () => resolve(all.result as Array<{ clientId: string; application: { email: string } }>);
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  });
}
