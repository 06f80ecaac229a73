// A NUL character in any text the shop would store or look up is the sender's mistake, on SQLite as on
// PostgreSQL (which cannot store it): a 400 that says so, nothing stored, and a field's own check still first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../shared/contact';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../testing/admin';
import { fromNewClient } from '../../testing/clientAddress';
import { json, startTestShop, withDatabase, type TestShop } from '../../testing/testServer';
import { NUL_REFUSED } from './nulText';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
});
afterAll(() => shop.destroy());

const contact = (body: Record<string, string>) =>
  fetch(`${shop.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromNewClient() },
    body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'A question about a song.', ...body }),
  });

const stored = () =>
  withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM contact_messages').get<{ n: number }>())!.n);

describe('the NUL character', () => {
  it('refuses it in a text field with 400 and stores nothing', async () => {
    const res = await contact({ name: 'Ana\u0000Lopez' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: NUL_REFUSED });
    expect(await stored()).toBe(0);
  });

  it("lets a field's own check speak first", async () => {
    const res = await contact({ email: 'ana\u0000@example.com' });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toContain(CONTACT_MESSAGES.invalidEmail);
  });

  it('refuses it in an id in the path', async () => {
    const token = await adminToken(shop);
    for (const [method, path, body] of [
      ['PATCH', '/api/admin/orders/ab%00cd/status', { status: 'approved' }],
      ['DELETE', '/api/admin/orders/ab%00cd', undefined],
    ] as const) {
      const res = await adminCall(shop, token, method, path, body);
      expect(res.status, method).toBe(400);
      expect(await json(res), method).toEqual({ error: NUL_REFUSED });
    }
    expect((await contact({})).status).toBe(201);
    expect(await stored()).toBe(1);
  });
});
