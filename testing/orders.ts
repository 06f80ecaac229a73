// Test fixtures for ordering: a valid wizard submit, and calls to the order and checkout endpoints.
import { randomBytes } from 'node:crypto';
import { fromNewClient } from './clientAddress';
import { withDatabase, type TestShop } from './testServer';

export function validOrder(overrides: Record<string, unknown> = {}) {
  return {
    draftId: `draft_${randomBytes(8).toString('hex')}`,
    recipientName: 'Maria',
    useNameInLyrics: true,
    namePronunciation: 'mah-REE-ah',
    occasion: 'Anniversary',
    customerName: 'Tom',
    story: 'We met on a rainy Tuesday at the bus stop, and she laughed at my umbrella.',
    mood: 'Romantic',
    genre: 'Acoustic Folk',
    vocalPreference: 'Male',
    email: 'tom@example.com',
    rushDelivery: false,
    ...overrides,
  };
}

/** POSTs as a new customer each time (a new X-Forwarded-For, which counts when the shop has TRUST_PROXY=true). */
export function postJson(shop: TestShop, path: string, body: unknown) {
  return fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromNewClient() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Creates an order through the API and answers its id. */
export async function initOrder(shop: TestShop, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await postJson(shop, '/api/order/init', validOrder(overrides));
  if (res.status !== 201) throw new Error(`order/init answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { orderId: string }).orderId;
}

export async function createCheckout(shop: TestShop, orderId: string, rushDelivery = false) {
  const res = await postJson(shop, '/api/stripe/create-checkout', { orderId, rushDelivery });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
}

export interface StoredOrder {
  id: string;
  payment_status: string;
  status: string;
  total_cents: number;
  rush_delivery: number;
  delivery_hours: number;
  provider: string | null;
  provider_session_id: string | null;
  provider_session_url: string | null;
  session_amount_cents: number | null;
  paid_at: string | null;
  public_token: string;
  discount_code: string | null;
  discount_cents: number;
}

export const storedOrder = (shop: TestShop, id: string): Promise<StoredOrder | undefined> =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM orders WHERE id = ?').get<StoredOrder>(id));

export const countRows = (
  shop: TestShop,
  table: 'orders' | 'order_add_ons' | 'webhook_events' | 'test_checkout_sessions' | 'jobs',
  where = '1 = 1',
) =>
  withDatabase(shop.dataDir, async (db) => (await db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get<{ n: number }>())!.n);
