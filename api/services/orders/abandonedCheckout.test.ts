// The abandoned-checkout mail, on a controlled clock: one mail 12 h after an unpaid checkout, with a
// single-use 15 % code for that email; never when the order was paid meanwhile; never twice, across restarts.
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { createCheckout, initOrder, postJson, storedOrder, validOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const PUBLIC_URL = 'https://shop.example';
const HOUR = 3_600_000;
let sink: SmtpSink;
let shop: TestShop;
const env = () => ({ SMTP_URL: sink.url, PUBLIC_URL, ADMIN_EMAIL: 'owner@serenade.test' });

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({ seed: false, runJobs: false, env: env() });
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

/** The owner's production alerts (issue 26): paid orders of earlier tests fall due while the clock moves on. */
const PRODUCTION_ALERT = /^(Not started|Due within 2 hours|Overdue):/;
const abandonedMails = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to && /waiting/.test(m.subject ?? ''));
const settle = () => jobsDone(shop);
const codeIn = (mail: Email) => /\b(SONG15-[A-Z0-9]{8})\b/.exec(mail.text ?? '')?.[1];

async function checkoutFor(email: string) {
  const orderId = await initOrder(shop, { email });
  const { body } = await createCheckout(shop, orderId);
  return { orderId, sessionId: body.url!.split('/').pop()! };
}

describe('abandoned checkout mail', () => {
  it('sends nothing before 12 h, then one mail with a working single-use code for that email', async () => {
    await checkoutFor('gone@example.com');
    shop.clock.advance(12 * HOUR - 60_000);
    await shop.services.jobs.runDue();
    await settle();
    expect(abandonedMails('gone@example.com')).toHaveLength(0);

    shop.clock.advance(60_000);
    await shop.services.jobs.runDue();
    const [mail] = await sink.waitFor(1);
    expect(abandonedMails('gone@example.com')).toHaveLength(1);
    const code = codeIn(mail!)!;
    expect(code).toBeDefined();
    expect(mail!.text).toContain(`${PUBLIC_URL}/create-song?code=${code}`);
    expect(mail!.text).toContain('15%');

    const other = await postJson(shop, '/api/order/init', validOrder({ email: 'someone-else@example.com', discountCode: code }));
    expect(other.status).toBe(400);
    expect(await json(other)).toEqual({ error: WIZARD_MESSAGES.discountUnknown, field: 'discountCode' });

    const used = await postJson(shop, '/api/order/init', validOrder({ email: 'Gone@Example.com', discountCode: code.toLowerCase() }));
    expect(used.status).toBe(201);
    const { orderId } = await json<{ orderId: string }>(used);
    expect(await storedOrder(shop, orderId)).toMatchObject({ discount_code: code, discount_cents: 1185, total_cents: 6715 });

    const twice = await postJson(shop, '/api/order/init', validOrder({ email: 'gone@example.com', discountCode: code }));
    expect(twice.status).toBe(400);
    expect(await json(twice)).toEqual({ error: WIZARD_MESSAGES.discountUnknown, field: 'discountCode' });
  });

  it('makes a code that expires after 14 days', async () => {
    await checkoutFor('late@example.com');
    shop.clock.advance(12 * HOUR);
    await shop.services.jobs.runDue();
    const [mail] = await sink.waitFor(1);
    const code = codeIn(mail!)!;
    shop.clock.advance(14 * 24 * HOUR + 1000);
    const res = await postJson(shop, '/api/order/init', validOrder({ email: 'late@example.com', discountCode: code }));
    expect(res.status).toBe(400);
  });

  it('is not sent when the order was paid meanwhile', async () => {
    const { orderId, sessionId } = await checkoutFor('paid-later@example.com');
    shop.clock.advance(2 * HOUR);
    expect((await fetch(`${shop.url}/api/test-checkout/${sessionId}/pay`, { method: 'POST' })).status).toBe(200);
    shop.clock.advance(10 * HOUR);
    await shop.services.jobs.runDue();
    await sink.waitFor(2);
    await settle();
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('paid');
    expect(abandonedMails('paid-later@example.com')).toHaveLength(0);
    const paidMails = sink.messages.filter((m) => !PRODUCTION_ALERT.test(m.subject ?? ''));
    expect(paidMails.map((m) => m.to?.[0]?.address).sort()).toEqual(['owner@serenade.test', 'paid-later@example.com']);
    expect(
      await withDatabase(shop.dataDir, (db) =>
        db.prepare('SELECT count(*) AS n FROM discount_codes WHERE source_order_id = ?').get(orderId),
      ),
    ).toEqual({ n: 0 });
  });

  it('is one job per order however many checkouts it had', async () => {
    const orderId = await initOrder(shop, { email: 'twice@example.com' });
    await createCheckout(shop, orderId, false);
    shop.clock.advance(HOUR);
    await createCheckout(shop, orderId, true);
    shop.clock.advance(11 * HOUR);
    await shop.services.jobs.runDue();
    await sink.waitFor(1);
    shop.clock.advance(HOUR);
    await shop.services.jobs.runDue();
    await settle();
    expect(abandonedMails('twice@example.com')).toHaveLength(1);
  });

  it('carries a one-click unsubscribe; once used, no such mail goes to that address', async () => {
    await checkoutFor('no-more@example.com');
    shop.clock.advance(12 * HOUR);
    await settle();
    const [mail] = abandonedMails('no-more@example.com');
    expect(mail!.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<https:\/\/shop\.example(\/api\/unsubscribe\?token=[^>]+)>$/.exec(
      mail!.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();
    expect(mail!.text).toMatch(/No more mails like this: https:\/\/shop\.example\/unsubscribe\?token=/);
    const res = await fetch(`${shop.url}${oneClick}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);

    // A week later the same address abandons another checkout: no mail this time.
    shop.clock.advance(8 * 24 * HOUR);
    await checkoutFor('No-More@example.com');
    shop.clock.advance(12 * HOUR);
    await shop.services.jobs.runDue();
    await settle();
    expect(sink.messages.filter((m) => m.to?.[0]?.address?.toLowerCase() === 'no-more@example.com')).toHaveLength(1);
  });

  it('goes at most once a week to one address, however many checkouts it abandons', async () => {
    await checkoutFor('weekly@example.com');
    await checkoutFor('weekly@example.com');
    shop.clock.advance(12 * HOUR);
    await shop.services.jobs.runDue();
    await sink.waitFor(1);
    await settle();
    expect(abandonedMails('weekly@example.com')).toHaveLength(1);
    shop.clock.advance(7 * 24 * HOUR);
    await checkoutFor('weekly@example.com');
    shop.clock.advance(12 * HOUR);
    await shop.services.jobs.runDue();
    await sink.waitFor(2);
    expect(abandonedMails('weekly@example.com')).toHaveLength(2);
  });

  it('survives a restart before it is due, and is never sent twice after one', async () => {
    await checkoutFor('restart@example.com');
    await shop.stop();
    shop = await startTestShop({ seed: false, runJobs: false, dataDir: shop.dataDir, clock: shop.clock, env: env() });
    shop.clock.advance(12 * HOUR);
    await shop.services.jobs.runDue();
    await sink.waitFor(1);
    expect(abandonedMails('restart@example.com')).toHaveLength(1);

    await shop.stop();
    shop = await startTestShop({ seed: false, dataDir: shop.dataDir, clock: shop.clock, env: env() });
    shop.clock.advance(24 * HOUR);
    await shop.services.jobs.runDue();
    await settle();
    expect(abandonedMails('restart@example.com')).toHaveLength(1);
  });
});
