// The order wizard and the test-mode payment page as a customer sees them (labels, buttons), plus what the
// order journeys read back from the shop's database. Shared by the order journeys in e2e/.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type ShopDatabase } from './fixtures';

export const STEP_TITLES = {
  1: "Let's start with the heart of it",
  2: 'Your words become the lyrics',
  3: 'Let us shape your melody',
} as const;

/** An address no other test uses, so mails and orders can be told apart in the worker's shared shop. */
export function uniqueEmail(name = 'ana'): string {
  return `${name}+${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface SongOrder {
  recipientName: string;
  occasion: string;
  customerName?: string;
  story: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  email: string;
  rush: boolean;
  discountCode?: string;
}

export function songOrder(overrides: Partial<SongOrder> = {}): SongOrder {
  return {
    recipientName: 'Maria',
    occasion: 'Anniversary',
    customerName: 'Tom',
    story: 'We met on a rainy Tuesday at the bus stop, and she laughed at my umbrella.',
    mood: 'Romantic',
    genre: 'Acoustic Folk',
    vocalPreference: 'Male',
    email: uniqueEmail(),
    rush: false,
    ...overrides,
  };
}

/** The wizard's controls, found the way a customer (or a screen reader) finds them. */
export function wizard(page: Page) {
  const group = (name: string) => page.getByRole('radiogroup', { name });
  return {
    title: page.getByRole('heading', { level: 1 }),
    stepCount: page.getByText(/^Step \d of 3$/),
    recipientName: page.getByLabel('Who is this song for?'),
    useNameInLyrics: page.getByRole('checkbox', { name: 'Use their name in the lyrics' }),
    occasions: group("What's the occasion?"),
    customerName: page.getByLabel('Your name'),
    story: page.getByLabel('Tell us your story'),
    moods: group('What mood should it have?'),
    genres: group('Which genre?'),
    vocalPreferences: group('Vocal preference'),
    email: page.getByLabel('Your email'),
    rush: page.getByRole('checkbox', { name: /^Rush delivery/ }),
    discountCode: page.getByLabel('Discount code'),
    back: page.getByRole('button', { name: 'Back', exact: true }),
    continue: page.getByRole('button', { name: 'Continue', exact: true }),
    goToCart: page.getByRole('button', { name: 'Go to Cart', exact: true }),
    close: page.getByRole('link', { name: 'Close, back to home' }),
  };
}

/**
 * The step is on screen and, unless `live` is false (a page without scripts), takes input: the prerendered step 1
 * is inert until the app has read the saved draft, and a focus or a blur before then goes nowhere.
 */
export async function expectStep(page: Page, step: 1 | 2 | 3, { live = true }: { live?: boolean } = {}) {
  await expect(wizard(page).title).toHaveText(STEP_TITLES[step]);
  await expect(wizard(page).stepCount).toHaveText(`Step ${step} of 3`);
  if (live) await expect(page.getByRole('form', { name: STEP_TITLES[step] })).not.toHaveAttribute('inert');
}

export async function fillWho(page: Page, order: Pick<SongOrder, 'recipientName' | 'occasion' | 'customerName'>) {
  const w = wizard(page);
  await w.recipientName.fill(order.recipientName);
  await w.occasions.getByRole('radio', { name: order.occasion, exact: true }).check();
  if (order.customerName !== undefined) await w.customerName.fill(order.customerName);
}

export async function fillStyle(page: Page, order: Omit<SongOrder, 'recipientName' | 'occasion' | 'customerName' | 'story'>) {
  const w = wizard(page);
  await w.moods.getByRole('radio', { name: order.mood, exact: true }).check();
  await w.genres.getByRole('radio', { name: order.genre, exact: true }).check();
  await w.vocalPreferences.getByRole('radio', { name: order.vocalPreference, exact: true }).check();
  await w.email.fill(order.email);
  if (order.rush) await w.rush.check();
  else await w.rush.uncheck();
  if (order.discountCode !== undefined) await w.discountCode.fill(order.discountCode);
}

/** From step 1 of an empty wizard to step 3 filled in, ready for "Go to Cart". */
export async function fillWizard(page: Page, order: SongOrder) {
  const w = wizard(page);
  await expectStep(page, 1);
  await fillWho(page, order);
  await w.continue.click();
  await expectStep(page, 2);
  await w.story.fill(order.story);
  await w.continue.click();
  await expectStep(page, 3);
  await fillStyle(page, order);
}

/** The built-in test-mode payment page (/test-checkout/{sessionId}). */
export function testCheckout(page: Page) {
  return {
    banner: page.getByRole('note').filter({ hasText: 'Test mode: no card is charged' }),
    amount: page.getByTestId('checkout-amount'),
    pay: page.getByRole('button', { name: /^Pay \$/ }),
    cancel: page.getByRole('button', { name: 'Cancel', exact: true }),
  };
}

const TEST_CHECKOUT_URL = /\/test-checkout\/(cs_test_[0-9a-f]{32})$/;

/** Waits for the test-mode payment page and answers its session id. */
export async function onTestCheckout(page: Page, amount: string): Promise<string> {
  await expect(page).toHaveURL(TEST_CHECKOUT_URL);
  const checkout = testCheckout(page);
  await expect(checkout.banner).toBeVisible();
  await expect(checkout.amount).toHaveText(amount);
  await expect(checkout.pay).toHaveText(`Pay ${amount}`);
  return TEST_CHECKOUT_URL.exec(new URL(page.url()).pathname)![1]!;
}

export interface OrderRow {
  id: string;
  email: string;
  payment_status: string;
  status: string;
  total_cents: number;
  rush_delivery: number;
  discount_code: string | null;
  discount_percent: number;
  provider_session_id: string | null;
  public_token: string;
  recipient_name: string;
  occasion: string;
  story: string;
  mood: string;
  genre: string;
  vocal_preference: string;
  customer_name: string | null;
}

export const ordersFor = (db: ShopDatabase, email: string) =>
  db((d) => d.prepare('SELECT * FROM orders WHERE email = ? ORDER BY created_at').all<OrderRow>(email));

export const checkoutSessionsOf = (db: ShopDatabase, orderId: string) =>
  db((d) =>
    d
      .prepare('SELECT id, status, amount_cents FROM test_checkout_sessions WHERE order_id = ?')
      .all<{ id: string; status: string; amount_cents: number }>(orderId),
  );

/** The saved wizard draft, read with the browser's own IndexedDB API (database 'serenade', store 'drafts'). */
export async function savedDraft(page: Page): Promise<{ step: number; draft: Record<string, unknown> } | undefined> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'serenade')) return undefined;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('drafts')) return undefined;
      return await new Promise<{ step: number; draft: Record<string, unknown> } | undefined>((resolve, reject) => {
        const get = db.transaction('drafts').objectStore('drafts').get('progress');
        get.onsuccess = () => resolve(get.result as { step: number; draft: Record<string, unknown> } | undefined);
        get.onerror = () => reject(get.error);
      });
    } finally {
      db.close();
    }
  });
}
