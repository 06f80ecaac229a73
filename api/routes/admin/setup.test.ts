// The owner's setup checklist on real servers: each item's state from the shop's own data, the test mail through a
// real SMTP server (its answer shown) and into the outbox without one, the Stripe check against a fake Stripe (and
// its refusal), prices confirmed, the list hidden only once complete, and admin-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, type SetupCheck, type SetupChecklist, type SetupItemId } from '../../../shared/setup';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { startFakeStripe, type FakeStripe } from '../../../testing/fakeStripe';
import { readOutbox } from '../../../testing/outbox';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, type TestShop } from '../../../testing/testServer';

const ADMIN_EMAIL = 'owner@setup.test';

const itemOf = (list: SetupChecklist, id: SetupItemId) => list.items.find((item) => item.id === id)!;

async function checklist(shop: TestShop, token: string): Promise<SetupChecklist> {
  const res = await adminCall(shop, token, 'GET', '/api/admin/setup');
  expect(res.status).toBe(200);
  return json<SetupChecklist>(res);
}

describe('a shop with SMTP and Stripe', () => {
  let shop: TestShop;
  let sink: SmtpSink;
  let stripe: FakeStripe;
  let token: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    stripe = await startFakeStripe();
    shop = await startTestShop({
      seed: true,
      env: {
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        ADMIN_EMAIL,
        SMTP_URL: sink.url,
        STRIPE_SECRET_KEY: 'sk_test_setup',
        STRIPE_WEBHOOK_SECRET: 'whsec_setup',
        STRIPE_API_URL: stripe.url,
      },
    });
    token = await adminToken(shop);
  });
  afterAll(async () => {
    await shop?.destroy();
    await sink?.close();
    await stripe?.close();
  });

  it('is for signed-in admins only', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/setup'],
      ['PUT', '/api/admin/setup'],
      ['POST', '/api/admin/setup/test-mail'],
      ['POST', '/api/admin/setup/check-stripe'],
      ['POST', '/api/admin/setup/prices-reviewed'],
    ] as const) {
      expect((await adminCall(shop, null, method, path, method === 'PUT' ? { hidden: true } : undefined)).status).toBe(401);
    }
    expect(sink.messages).toHaveLength(0);
    expect(stripe.requests.filter((r) => r.path === '/v1/balance')).toHaveLength(0);
  });

  it('starts with every item open on a fresh demo shop', async () => {
    const list = await checklist(shop, token);
    expect(list.items.map((i) => i.id)).toEqual(['profile', 'prices', 'mail', 'payments', 'alerts', 'samples', 'testimonials']);
    expect(list.items.filter((i) => i.done)).toEqual([]);
    expect(list.complete).toBe(false);
    expect(itemOf(list, 'profile').detail).toMatch(/demo/);
    expect(itemOf(list, 'mail').detail).toMatch(/test mail/);
  });

  it('sends a test mail to ADMIN_EMAIL and shows the SMTP server’s answer; the item ticks', async () => {
    const res = await adminCall(shop, token, 'POST', '/api/admin/setup/test-mail');
    expect(res.status).toBe(200);
    const check = await json<SetupCheck>(res);
    expect(check.ok).toBe(true);
    expect(check.detail).toContain(ADMIN_EMAIL);
    expect(check.detail).toMatch(/250/);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to?.[0]?.address).toBe(ADMIN_EMAIL);
    expect(mail!.subject).toBe('Test mail from Serenade');
    expect(itemOf(await checklist(shop, token), 'mail').done).toBe(true);
  });

  it('caps test mails at five an hour', async () => {
    for (let i = 0; i < 4; i += 1) expect((await adminCall(shop, token, 'POST', '/api/admin/setup/test-mail')).status).toBe(200);
    const capped = await adminCall(shop, token, 'POST', '/api/admin/setup/test-mail');
    expect(capped.status).toBe(429);
    expect((await json<{ error: string }>(capped)).error).toBe(SETUP_MESSAGES.testMailCapped);
    expect(sink.messages).toHaveLength(5);
  });

  it('checks Stripe with one harmless call and shows its answer, or its refusal', async () => {
    const res = await adminCall(shop, token, 'POST', '/api/admin/setup/check-stripe');
    expect(res.status).toBe(200);
    const check = await json<SetupCheck>(res);
    expect(check).toMatchObject({ ok: true });
    expect(check.detail).toMatch(/test mode/);
    expect(stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/balance')).toHaveLength(1);
    expect(stripe.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(itemOf(await checklist(shop, token), 'payments').done).toBe(true);

    stripe.keyRejected = true;
    try {
      const refused = await json<SetupCheck>(await adminCall(shop, token, 'POST', '/api/admin/setup/check-stripe'));
      expect(refused.ok).toBe(false);
      expect(refused.detail).toMatch(/Invalid API Key/);
      expect(itemOf(await checklist(shop, token), 'payments').done).toBe(false);
    } finally {
      stripe.keyRejected = false;
    }
    expect((await json<SetupCheck>(await adminCall(shop, token, 'POST', '/api/admin/setup/check-stripe'))).ok).toBe(true);
  });

  it('ticks prices once one is saved or confirmed', async () => {
    expect(itemOf(await checklist(shop, token), 'prices').done).toBe(false);
    const res = await adminCall(shop, token, 'POST', '/api/admin/setup/prices-reviewed');
    expect(res.status).toBe(200);
    expect(itemOf(await json<SetupChecklist>(res), 'prices').done).toBe(true);
  });

  it('ticks the profile once no field holds a demo value', async () => {
    const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', {
      name: 'Cantata Songs',
      tagline: 'Songs from your story',
      supportEmail: 'help@cantata.example',
      contactHours: 'Every day, 10 AM–8 PM',
      timeZone: 'Europe/London',
      responseTime: '12 hours',
      instagramUrl: 'https://www.instagram.com/cantata',
      tiktokUrl: '',
      youtubeUrl: '',
      facebookUrl: '',
      xUrl: '',
      legalName: 'Cantata Songs Ltd',
      postalAddress: '1 Song Street\nLondon',
      socialProof: '',
    });
    expect(res.status).toBe(200);
    expect(itemOf(await checklist(shop, token), 'profile').done).toBe(true);
  });

  it('refuses to hide the list before it is complete, and refuses a bad body', async () => {
    const early = await adminCall(shop, token, 'PUT', '/api/admin/setup', { hidden: true });
    expect(early.status).toBe(400);
    expect((await json<{ error: string }>(early)).error).toBe(SETUP_MESSAGES.notComplete);
    const bad = await adminCall(shop, token, 'PUT', '/api/admin/setup', { hidden: 'yes' });
    expect(bad.status).toBe(400);
    expect((await json<{ error: string }>(bad)).error).toBe(SETUP_MESSAGES.hiddenNotBoolean);
    expect((await checklist(shop, token)).hidden).toBe(false);
  });

  it('ticks the demo content items once it is removed, and then the finished list can be hidden', async () => {
    expect((await adminCall(shop, token, 'POST', '/api/admin/demo-content/remove')).status).toBe(200);
    const list = await checklist(shop, token);
    expect(itemOf(list, 'samples').done).toBe(true);
    expect(itemOf(list, 'testimonials').done).toBe(true);
    // Alerts on this device are the one item left: a device is turned on from a browser (e2e covers it).
    expect(list.items.filter((i) => !i.done).map((i) => i.id)).toEqual(['alerts']);
  });
});

describe('a shop without SMTP or Stripe', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await startTestShop({ seed: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ADMIN_EMAIL } });
    token = await adminToken(shop);
  });
  afterAll(async () => {
    await shop?.destroy();
  });

  it('writes the test mail to the outbox, says so, and leaves the mail item open', async () => {
    const check = await json<SetupCheck>(await adminCall(shop, token, 'POST', '/api/admin/setup/test-mail'));
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/outbox/);
    expect((await readOutbox(shop.dataDir)).filter((m) => m.to?.[0]?.address === ADMIN_EMAIL)).toHaveLength(1);
    const mail = itemOf(await checklist(shop, token), 'mail');
    expect(mail.done).toBe(false);
    expect(mail.detail).toMatch(/SMTP_URL/);
  });

  it('says checkout is in test mode when Stripe is checked', async () => {
    const check = await json<SetupCheck>(await adminCall(shop, token, 'POST', '/api/admin/setup/check-stripe'));
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/STRIPE_SECRET_KEY/);
    expect(itemOf(await checklist(shop, token), 'payments').done).toBe(false);
  });
});
