// Push endpoints on this machine or its networks (SSRF): refused at subscribe unless PUSH_ALLOW_PRIVATE_ENDPOINTS
// is set, skipped at send when a name has moved inside since; a name that does not resolve yet is accepted.
import { createECDH, randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PUSH_MESSAGES } from '../../../shared/schemas/push';
import { eventually, paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { storedOrder } from '../../../testing/orders';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

/** DNS for this shop: a table, so no test asks a real resolver. */
const dns: Record<string, string[]> = { 'push.example.test': ['93.184.216.34'], 'inside.example.test': ['192.168.0.20'] };
const logs: string[] = [];
let shop: TestShop;
let target: { kind: 'order'; token: string };
let orderId: string;

beforeAll(async () => {
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    log: (line) => logs.push(line),
    env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' },
    pushResolve: async (host) => {
      const found = dns[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    },
  });
  orderId = await paidOrder(shop);
  target = { kind: 'order', token: (await storedOrder(shop, orderId))!.public_token };
});
afterAll(() => shop.destroy());

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
let clients = 0;
const subscribe = (endpoint: string) =>
  fetch(`${shop.url}/api/push/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${++clients}` },
    body: JSON.stringify({ endpoint, keys, target }),
  });
const stored = (endpoint: string) => withDatabase(shop.dataDir, (db) => db.prepare('SELECT id FROM push_subscriptions WHERE endpoint = ?').get<{ id: string }>(endpoint));

describe('private push endpoints (PUSH_ALLOW_PRIVATE_ENDPOINTS unset)', () => {
  it('refuses an endpoint on loopback, a private or link-local network, or a name leading there (400)', async () => {
    const refused = [
      'https://127.0.0.1:8443/push/a',
      'https://[::1]/push/a',
      'https://10.1.2.3/push/a',
      'https://172.16.5.4/push/a',
      'https://192.168.1.1/push/a',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/push/a',
      'https://[fd00::1]/push/a',
      'https://0.0.0.0/push/a',
      'https://localhost/push/a',
      'https://push.localhost/push/a',
      'https://inside.example.test/push/a',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(await json(res)).toEqual({ error: PUSH_MESSAGES.privateEndpoint, field: 'endpoint' });
      expect(await stored(endpoint)).toBeUndefined();
    }
  });

  it('refuses an endpoint not written as a browser writes one (400): the sender would read another host', async () => {
    for (const endpoint of ['https://2130706433/push/a', 'https://[::ffff:127.0.0.1]/push/a', 'https://127.0.0.1%2eattacker.test/x', "https://127.0.0.1'.attacker.test/x"]) {
      const res = await subscribe(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(await json(res)).toEqual({ error: PUSH_MESSAGES.endpointInvalid, field: 'endpoint' });
      expect(await stored(endpoint)).toBeUndefined();
    }
  });

  it('accepts a public host, and a name that does not resolve yet', async () => {
    expect((await subscribe('https://push.example.test/push/public')).status).toBe(201);
    expect((await subscribe('https://not-yet.example.test/push/later')).status).toBe(201);
  });

  it('checks again at send: a name now leading inside is skipped, one still unresolved is retried', async () => {
    expect((await subscribe('https://moved.example.test/push/m')).status).toBe(201);
    dns['moved.example.test'] = ['10.9.9.9'];
    const moved = (await stored('https://moved.example.test/push/m'))!.id;
    const later = (await stored('https://not-yet.example.test/push/later'))!.id;
    // Only these two are tried: the public one is deleted first, so nothing leaves this machine.
    await withDatabase(shop.dataDir, (db) => db.prepare("DELETE FROM push_subscriptions WHERE endpoint = 'https://push.example.test/push/public'").run());
    await shop.services.push.toOwner({ kind: 'order', id: orderId }, { title: 'T', body: 'B', url: '/' });
    const job = (id: string) =>
      withDatabase(shop.dataDir, (db) =>
        db
          .prepare("SELECT attempts, done_at, last_error FROM jobs WHERE kind = 'push.send' AND payload LIKE ?")
          .get<{ attempts: number; done_at: string | null; last_error: string | null }>(`%${id}%`),
      );
    await eventually(() => job(later), (j) => j?.attempts === 1);
    expect(await job(later)).toMatchObject({ attempts: 1, done_at: null, last_error: 'push to https://not-yet.example.test failed: the host did not resolve' });
    await eventually(() => job(moved), (j) => Boolean(j?.done_at));
    expect(await job(moved)).toMatchObject({ attempts: 0, last_error: null });
    expect(logs).toContain('push to https://moved.example.test skipped: not a public address');
  });

  // The attack that worked: a name under the attacker's domain to the check (which the attacker's DNS answers with
  // a public address), the IP literal 127.x.y.z to web-push, which connected there on port 443 without a lookup.
  // The address it must never reach listens on that port (a fresh 127/8 address, so nothing else is there).
  it('never connects to loopback through a notation the parsers read differently, even one stored before the check', async () => {
    const inside = `127.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
    // Keys a browser would make, so the payload encrypts and the sender gets as far as connecting.
    const ecdh = createECDH('prime256v1');
    const browserKeys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const reached: string[] = [];
    const listener = net.createServer((socket) => {
      reached.push(socket.localAddress ?? '');
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => listener.once('error', reject).listen(443, inside, resolve));
    try {
      for (const endpoint of [`https://${inside}%2eattacker.test/x`, `https://${inside}'.attacker.test/x`]) {
        dns[new URL(endpoint).hostname] = ['93.184.216.34'];
        expect((await subscribe(endpoint)).status, endpoint).toBe(400);
        // As an earlier version stored it.
        const id = `ssrf-${reached.length}-${endpoint.length}-${Math.random().toString(36).slice(2)}`;
        await withDatabase(shop.dataDir, (db) =>
          db
            .prepare(
              "INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, owner_kind, owner_id, created_at) VALUES (?, ?, ?, ?, 'order', ?, ?)",
            )
            .run(id, endpoint, browserKeys.p256dh, browserKeys.auth, orderId, new Date().toISOString()),
        );
        await shop.services.push.toOwner({ kind: 'order', id: orderId }, { title: 'T', body: 'B', url: '/' });
        const job = () =>
          withDatabase(shop.dataDir, (db) =>
            db.prepare("SELECT done_at FROM jobs WHERE kind = 'push.send' AND payload LIKE ?").get<{ done_at: string | null }>(`%${id}%`),
          );
        expect((await eventually(job, (j) => Boolean(j?.done_at)))?.done_at).toBeTruthy();
        expect(await withDatabase(shop.dataDir, (db) => db.prepare('SELECT id FROM push_subscriptions WHERE id = ?').get(id))).toBeUndefined();
      }
      expect(reached).toEqual([]);
      expect(logs).toContain(`push to https://${inside} skipped: the endpoint is not in its canonical form; subscription removed`);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it('PUSH_ALLOW_PRIVATE_ENDPOINTS takes true or false, and nothing else', () => {
    expect(loadConfig({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }).pushAllowPrivateEndpoints).toBe(true);
    expect(loadConfig({}).pushAllowPrivateEndpoints).toBe(false);
    expect(() => loadConfig({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'sometimes' })).toThrow('PUSH_ALLOW_PRIVATE_ENDPOINTS must be true or false');
  });
});
