// Test fixtures for the admin area: signing in, calling admin routes (JSON or multipart), paid orders
// and free-song submissions to work on.
import { randomBytes } from 'node:crypto';
import { createCheckout, initOrder } from './orders';
import { withDatabase, type TestShop } from './testServer';

export const TEST_ADMIN_PASSWORD = 'correct-horse-battery';

export async function loginAs(shop: TestShop, password = TEST_ADMIN_PASSWORD, headers: Record<string, string> = {}) {
  return fetch(`${shop.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ password }),
  });
}

/** Signs in and answers the token. */
export async function adminToken(shop: TestShop): Promise<string> {
  const res = await loginAs(shop);
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** A multipart form: text fields and files (the browser's type is whatever the test claims). */
export function form(fields: Record<string, string>, files: Record<string, FilePart> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  for (const [key, file] of Object.entries(files))
    data.set(key, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

/** Calls an admin route with the token: a FormData body goes as multipart, anything else as JSON. */
export function adminCall(shop: TestShop, token: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body === undefined) return fetch(`${shop.url}${path}`, { method, headers });
  if (body instanceof FormData) return fetch(`${shop.url}${path}`, { method, headers, body });
  return fetch(`${shop.url}${path}`, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** An order paid through the test-mode checkout; answers its id. */
export async function paidOrder(shop: TestShop, overrides: Record<string, unknown> = {}): Promise<string> {
  const orderId = await initOrder(shop, overrides);
  // Rush is the customer's choice at checkout, which prices the order again.
  const { body } = await createCheckout(shop, orderId, overrides.rushDelivery === true);
  const sessionId = body.url!.split('/').pop()!;
  const paid = await fetch(`${shop.url}/api/test-checkout/${sessionId}/pay`, { method: 'POST' });
  if (paid.status !== 200) throw new Error(`test checkout pay answered ${paid.status}`);
  return orderId;
}

/** Puts the order's status straight into the database (to test moves from any state). */
export async function setStoredStatus(
  shop: TestShop,
  table: 'orders' | 'free_song_submissions',
  id: string,
  status: string,
): Promise<void> {
  await withDatabase(shop.dataDir, (db) => db.prepare(`UPDATE ${table} SET status = ? WHERE id = ?`).run(status, id));
}

export interface FreeSongFixture {
  name: string;
  email: string;
  occasion: string;
  recipientName: string;
  relationship: string;
  story: string;
  specialDetails: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  agreedToVideo: boolean;
  status: string;
  createdAt: string;
}

/** Inserts a free-song submission directly (the promotion's form arrives with its own issue); answers its id. */
export async function insertFreeSong(shop: TestShop, overrides: Partial<FreeSongFixture> = {}): Promise<string> {
  const s: FreeSongFixture = {
    name: 'Ana',
    email: 'ana@example.com',
    occasion: 'Birthday',
    recipientName: 'Lucía',
    relationship: 'Sister',
    story: 'She taught me to ride a bike and never once laughed when I fell.',
    specialDetails: 'Loves sunflowers and the sea.',
    mood: 'Joyful',
    genre: 'Pop',
    vocalPreference: 'Female',
    agreedToVideo: true,
    status: 'pending',
    createdAt: shop.clock.now().toISOString(),
    ...overrides,
  };
  const id = randomBytes(16).toString('hex');
  await withDatabase(shop.dataDir, (db) =>
    db
      .prepare(
        `INSERT INTO free_song_submissions (id, name, email, occasion, recipient_name, relationship, story, special_details, mood, genre,
          vocal_preference, agreed_to_video, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        s.name,
        s.email,
        s.occasion,
        s.recipientName,
        s.relationship,
        s.story,
        s.specialDetails,
        s.mood,
        s.genre,
        s.vocalPreference,
        s.agreedToVideo ? 1 : 0,
        s.status,
        s.createdAt,
        s.createdAt,
      ),
  );
  return id;
}

/** Polls until `check` holds (a job or a mail finishing in the background). */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}
