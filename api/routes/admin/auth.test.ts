// Admin sign-in: every admin route (listed from the router, so a new one cannot be forgotten) refuses a
// missing, wrong, expired or logged-out token; failed logins are limited per IP, across restarts; a flood of
// failures from many addresses slows sign-in down but never keeps the right password out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_FAILURE_CEILING, loginDelayMs, MAX_LOGIN_DELAY_MS } from '../../services/admin/auth';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminCall, adminToken, loginAs, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const HOUR = 3_600_000;
let shop: TestShop;
const env = { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' };

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env });
});
afterAll(() => shop.destroy());

/** Every method and path the router serves under /api/admin, with its parameters filled in. */
function adminRoutes(): Array<{ method: string; path: string }> {
  const routes = shop.router.stack.flatMap((layer) =>
    typeof layer.path === 'string' && layer.path.startsWith('/api/admin/')
      ? layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path as string }))
      : [],
  );
  const filled = routes
    // The two that need no admin token: signing in, and an invitation's accept (its own token is the credential).
    .filter((r) => r.path !== '/api/admin/login' && r.path !== '/api/admin/invitations/:token/accept')
    .map((r) => ({
      method: r.method,
      path: r.path.replace(':id', '0123456789abcdef0123456789abcdef').replace(':key', 'free_song_enabled').replace(':page', 'wizard'),
    }));
  return filled;
}

async function expectAllRefused(token: string | null, headers: Record<string, string> = {}) {
  const routes = adminRoutes();
  for (const { method, path } of routes) {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers: {
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
        ...headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
    });
    expect({ method, path, status: res.status, body: await res.json() }).toEqual({
      method,
      path,
      status: 401,
      body: { error: 'Authentication required' },
    });
  }
}

describe('the admin route list', () => {
  it('covers the whole admin API', () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.path.replace(/0123456789abcdef0123456789abcdef/, ':id')}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/admin/logout',
        'GET /api/admin/session',
        'GET /api/admin/sample-songs',
        'POST /api/admin/sample-songs',
        'PATCH /api/admin/sample-songs/:id/order',
        'DELETE /api/admin/sample-songs/:id',
        'GET /api/admin/orders',
        'PATCH /api/admin/orders/:id/status',
        'PATCH /api/admin/orders/:id/send-completed',
        'DELETE /api/admin/orders/:id',
        'GET /api/admin/free-song-submissions',
        'PATCH /api/admin/free-song-submissions/:id',
        'DELETE /api/admin/free-song-submissions/:id',
        'GET /api/admin/settings/free_song_enabled',
        'PUT /api/admin/settings/free_song_enabled',
        'GET /api/admin/offers',
        'PUT /api/admin/offers/wizard',
        'GET /api/admin/contact-messages',
        'POST /api/admin/contact-messages/:id/reply',
        'PATCH /api/admin/contact-messages/:id',
        'DELETE /api/admin/contact-messages/:id',
        'GET /api/admin/testimonials',
        'POST /api/admin/testimonials',
        'PUT /api/admin/testimonials/order',
        'PUT /api/admin/testimonials/:id',
        'DELETE /api/admin/testimonials/:id',
        'GET /api/admin/demo-content',
        'POST /api/admin/demo-content/remove',
      ]),
    );
  });
});

describe('every admin route answers 401', () => {
  it('without a token', () => expectAllRefused(null));
  it('with a wrong token', () => expectAllRefused('x'.repeat(43)));
  it('with a malformed Authorization header', () => expectAllRefused(null, { Authorization: 'Basic YWRtaW46YWRtaW4=' }));

  it('with an expired token (12 h + 1 s later), though it worked until then', async () => {
    const token = await adminToken(shop);
    shop.clock.advance(12 * HOUR - 1000);
    expect((await adminCall(shop, token, 'GET', '/api/admin/session')).status).toBe(200);
    shop.clock.advance(2000);
    await expectAllRefused(token);
  });

  it('with the token of a logged-out session', async () => {
    const token = await adminToken(shop);
    expect((await adminCall(shop, token, 'GET', '/api/admin/orders')).status).toBe(200);
    const out = await adminCall(shop, token, 'POST', '/api/admin/logout');
    expect(out.status).toBe(204);
    await expectAllRefused(token);
  });

  it('for an admin path no route serves, in any spelling', async () => {
    for (const path of ['/api/admin/nope', '/API/ADMIN/orders', '/api/%61dmin/orders', '/api/admin/orders/']) {
      expect((await fetch(`${shop.url}${path}`)).status, path).toBe(401);
    }
  });
});

describe('POST /api/admin/login', () => {
  it('answers a token and its expiry 12 h ahead; the session call confirms it; only its hash is stored', async () => {
    const res = await loginAs(shop);
    expect(res.status).toBe(200);
    const session = await json<{ token: string; expiresAt: string }>(res);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(session.expiresAt).getTime() - shop.clock.now().getTime()).toBe(12 * HOUR);
    const check = await adminCall(shop, session.token, 'GET', '/api/admin/session');
    expect(await json(check)).toEqual({ expiresAt: session.expiresAt, role: 'owner', name: null, staffId: null });
    const stored = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT token_hash FROM admin_sessions').all<{ token_hash: string }>(),
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(session.token);
  });

  it('answers 401 Invalid password for a wrong one, and 400 for a missing one', async () => {
    const wrong = await loginAs(shop, 'not-the-password', { 'X-Forwarded-For': '203.0.113.9' });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ error: ADMIN_MESSAGES.invalidPassword });
    const missing = await fetch(`${shop.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(400);
  });
});

describe('failed logins are limited per IP', () => {
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('refuses the 6th attempt from an address with 429 and Retry-After, even with the right password, until the window ends', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 5; i++) expect((await loginAs(shop, 'wrong-password', from(ip))).status).toBe(401);
    const sixth = await loginAs(shop, 'wrong-password', from(ip));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBe(15 * 60);
    expect(await json(sixth)).toEqual({ error: 'Too many login attempts. Try again in 15 minutes.' });

    const right = await loginAs(shop, TEST_ADMIN_PASSWORD, from(ip));
    expect(right.status).toBe(429);
    // Another address is not locked out.
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from('198.51.100.2'))).status).toBe(200);

    shop.clock.advance(10 * 60_000);
    const later = await loginAs(shop, TEST_ADMIN_PASSWORD, from(ip));
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(5 * 60);
    expect(await json(later)).toEqual({ error: 'Too many login attempts. Try again in 5 minutes.' });

    shop.clock.advance(5 * 60_000 + 1000);
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from(ip))).status).toBe(200);
  });

  it('lets at most 5 of 20 parallel guesses be checked', async () => {
    const ip = '198.51.100.3';
    const statuses = await Promise.all(Array.from({ length: 20 }, () => loginAs(shop, 'wrong-password', from(ip)).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('keeps counting across a restart', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 5; i++) await loginAs(shop, 'wrong-password', from(ip));
    await shop.stop();
    shop = await startTestShop({ seed: false, runJobs: false, env, dataDir: shop.dataDir, clock: shop.clock });
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from(ip))).status).toBe(429);
  });

  it('counts the address the proxy appended, not one the client put before it', async () => {
    for (let i = 0; i < 5; i++) await loginAs(shop, 'wrong-password', from(`10.9.9.${i}, 198.51.100.5`));
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from('10.9.9.77, 198.51.100.5'))).status).toBe(429);
  });

  it('trusts X-Forwarded-For only behind a proxy (TRUST_PROXY)', async () => {
    const direct = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
    try {
      for (let i = 0; i < 5; i++) await loginAs(direct, 'wrong-password', from(`192.0.2.${i}`));
      expect((await loginAs(direct, TEST_ADMIN_PASSWORD, from('192.0.2.99'))).status).toBe(429);
    } finally {
      await direct.destroy();
    }
  });
});

describe('failed logins from many addresses', () => {
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('slows every answer by a growing delay past the ceiling, at most 10 s', () => {
    expect(loginDelayMs(GLOBAL_FAILURE_CEILING - 1)).toBe(0);
    expect(loginDelayMs(GLOBAL_FAILURE_CEILING)).toBe(1000);
    expect(loginDelayMs(2 * GLOBAL_FAILURE_CEILING)).toBe(2000);
    expect(loginDelayMs(1_000_000)).toBe(MAX_LOGIN_DELAY_MS);
  });

  it('200 wrong passwords from 200 addresses do not stop the right one from a new address; they slow the next guess', async () => {
    const flooded = await startTestShop({ seed: false, runJobs: false, env });
    try {
      // 190 failures stored as the login would store them (a scrypt check each would take the test half a minute), 10 more over HTTP.
      const at = flooded.clock.now().toISOString();
      await withDatabase(flooded.dataDir, async (db) => {
        const insert = db.prepare('INSERT INTO login_attempts (ip, attempted_at) VALUES (?, ?)');
        for (let i = 0; i < 190; i++) await insert.run(`203.0.113.${i}`, at);
      });
      const guesses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => loginAs(flooded, 'wrong-password', from(`203.0.114.${i}`)).then((r) => r.status)),
      );
      expect(guesses).toEqual(Array(10).fill(401));
      // The owner from a fresh address gets in, after the delay the 200 failures call for.
      const started = Date.now();
      expect((await loginAs(flooded, TEST_ADMIN_PASSWORD, from('192.0.2.200'))).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(loginDelayMs(200) - 50);
      expect(Date.now() - started).toBeLessThan(MAX_LOGIN_DELAY_MS);
      const guessStarted = Date.now();
      expect((await loginAs(flooded, 'wrong-password', from('192.0.2.201'))).status).toBe(401);
      expect(Date.now() - guessStarted).toBeGreaterThanOrEqual(loginDelayMs(200) - 50);
      // Outside the window the delay is gone.
      flooded.clock.advance(15 * 60_000 + 1000);
      const calm = Date.now();
      expect((await loginAs(flooded, TEST_ADMIN_PASSWORD, from('192.0.2.202'))).status).toBe(200);
      expect(Date.now() - calm).toBeLessThan(1000);
    } finally {
      await flooded.destroy();
    }
  });

  it('an address over its limit stays locked while another signs in, and the count survives a restart', async () => {
    const locked = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await loginAs(shop, 'wrong-password', from(locked))).status).toBe(401);
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from(locked))).status).toBe(429);
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from('198.51.100.21'))).status).toBe(200);
    await shop.stop();
    shop = await startTestShop({ seed: false, runJobs: false, env, dataDir: shop.dataDir, clock: shop.clock });
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from(locked))).status).toBe(429);
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, from('198.51.100.22'))).status).toBe(200);
  });
});
