// Refunds from the admin in test mode (no Stripe key: the shop records them alone), the guarantee on late
// orders with the controlled clock, and the audit log that records both: bad input refused with nothing changed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import type { AuditPage } from '../../../shared/audit';
import { REFUND_MESSAGES, refundTooLarge } from '../../../shared/refunds';
import { adminCall, adminToken, form, paidOrder, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { seedMp3 } from '../../../testing/files';
import { jobsDone } from '../../../testing/jobs';
import { initOrder, storedOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let sink: SmtpSink;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://shop.example',
      ADMIN_EMAIL: 'owner@serenade.test',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    },
  });
  token = await adminToken(shop);
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const refund = (id: string, body: unknown) => adminCall(shop, token, 'POST', `/api/admin/orders/${id}/refund`, body);
const mailsTo = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to);
const refundRows = (id: string) =>
  withDatabase(shop.dataDir, (db) =>
    db.prepare('SELECT amount_cents, reason, source FROM refunds WHERE order_id = ? ORDER BY created_at').all(id),
  );
const audit = async (query = '') => json<AuditPage>(await adminCall(shop, token, 'GET', `/api/admin/audit${query}`));

describe('POST /api/admin/orders/:id/refund (test mode)', () => {
  it('refunds half with the owner’s words, then the rest: paid with refundedCents, then refunded; the customer is mailed each time', async () => {
    const id = await paidOrder(shop, { email: 'half@example.com' });
    const res = await refund(id, { amountCents: 3950, reason: 'The chorus was not what she asked for' });
    expect(res.status).toBe(200);
    const order = await json<AdminOrder>(res);
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedCents: 3950 });
    expect(order.refunds).toEqual([
      expect.objectContaining({ amountCents: 3950, reason: 'The chorus was not what she asked for', source: 'admin' }),
    ]);
    await jobsDone(shop);
    expect(mailsTo('half@example.com').filter((m) => m.subject === 'Your refund of $39.50')).toHaveLength(1);

    const rest = await json<AdminOrder>(await refund(id, { reason: 'Refund the rest' }));
    expect(rest).toMatchObject({ paymentStatus: 'refunded', refundedCents: 7900 });
    const page = await json<OrderView>(await fetch(`${shop.url}/api/orders/${(await storedOrder(shop, id))!.public_token}`));
    expect(page.refundedCents).toBe(7900);
    expect(page.refunds?.map((r) => r.amountCents)).toEqual([3950, 3950]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const id = await paidOrder(shop, { email: 'bad@example.com' });
    const cases: Array<[unknown, string]> = [
      [{ amountCents: 7901, reason: 'Too much' }, refundTooLarge(7900, 'USD')],
      [{ amountCents: -5, reason: 'Negative' }, REFUND_MESSAGES.amountNotPositive],
      [{ amountCents: 12.5, reason: 'Fraction' }, REFUND_MESSAGES.amountNotWhole],
      [{ amountCents: 100 }, REFUND_MESSAGES.reasonMissing],
      [{ amountCents: 100, reason: '   ' }, REFUND_MESSAGES.reasonMissing],
    ];
    for (const [body, message] of cases) {
      const res = await refund(id, body);
      expect(res.status).toBe(400);
      expect((await json<{ error: string }>(res)).error).toBe(message);
    }
    expect(await refundRows(id)).toEqual([]);
    expect(await storedOrder(shop, id)).toMatchObject({ payment_status: 'paid' });
  });

  it('refuses a refund on an unpaid order and on one refunded in full (400), on an unknown order (404)', async () => {
    const unpaid = await initOrder(shop, { email: 'unpaid@example.com' });
    const refused = await refund(unpaid, { reason: 'Not paid' });
    expect(refused.status).toBe(400);
    expect((await json<{ error: string }>(refused)).error).toBe(REFUND_MESSAGES.notPaid);
    expect(await refundRows(unpaid)).toEqual([]);
    expect((await refund('no-such-order', { reason: 'Unknown' })).status).toBe(404);
    const full = await paidOrder(shop, { email: 'full@example.com' });
    expect((await refund(full, { reason: 'All of it' })).status).toBe(200);
    const again = await refund(full, { amountCents: 1, reason: 'Once more' });
    expect(again.status).toBe(400);
    expect((await json<{ error: string }>(again)).error).toBe(REFUND_MESSAGES.nothingLeft);
    expect(await refundRows(full)).toHaveLength(1);
  });

  it('a double click (the same request id twice, at once) refunds once', async () => {
    const id = await paidOrder(shop, { email: 'double@example.com' });
    const body = { amountCents: 2000, reason: 'Late', requestId: 'click-1' };
    const answers = await Promise.all([refund(id, body), refund(id, body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await refundRows(id)).toHaveLength(1);
    expect(await storedOrder(shop, id)).toMatchObject({ payment_status: 'paid' });
  });

  it('a customer whose order was refunded in full is not a new customer: FREELOVE20 stays refused', async () => {
    const id = await paidOrder(shop, { email: 'refunded-first@example.com' });
    const check = () => fetch(`${shop.url}/api/discount-codes/FREELOVE20?email=refunded-first@example.com`);
    expect((await check()).status).not.toBe(200);
    expect((await refund(id, { reason: 'All of it back' })).status).toBe(200);
    expect(await storedOrder(shop, id)).toMatchObject({ payment_status: 'refunded' });
    const after = await check();
    expect(after.status).not.toBe(200);
    expect(await json<{ error: string }>(after)).toEqual(await json<{ error: string }>(await check()));
  });

  it('two owners refunding all that is left at once: one wins, the other is told', async () => {
    const id = await paidOrder(shop, { email: 'race@example.com' });
    const answers = await Promise.all([refund(id, { reason: 'First owner' }), refund(id, { reason: 'Second owner' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = answers.find((r) => r.status === 400)!;
    expect((await json<{ error: string }>(loser)).error).toBe(REFUND_MESSAGES.nothingLeft);
    expect(await refundRows(id)).toHaveLength(1);
  });
});

describe('the guarantee on late orders', () => {
  async function sendSong(id: string) {
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    const { bytes } = await seedMp3();
    const res = await adminCall(
      shop,
      token,
      'PATCH',
      `/api/admin/orders/${id}/send-completed`,
      form({}, { songFile: { bytes, name: 'song.mp3', type: 'audio/mpeg' } }),
    );
    expect(res.status).toBe(200);
    await jobsDone(shop);
  }

  it('a rush order delivered after its 6 hours gets its rush fee refunded once; the mail and the order page say so', async () => {
    const id = await paidOrder(shop, { email: 'rush-late@example.com', rushDelivery: true });
    expect(await storedOrder(shop, id)).toMatchObject({ delivery_hours: 6 });
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    shop.clock.advance(7 * 3_600_000);
    await sendSong(id);
    expect(await refundRows(id)).toEqual([expect.objectContaining({ amount_cents: 2900, source: 'guarantee' })]);
    const delivered = mailsTo('rush-late@example.com').find((m) => /is ready/.test(m.subject ?? ''));
    expect(delivered?.text).toContain('we refunded your rush fee ($29.00)');
    const page = await json<OrderView>(await fetch(`${shop.url}/api/orders/${(await storedOrder(shop, id))!.public_token}`));
    expect(page.guarantee).toEqual({ kind: 'rush_refund', amountCents: 2900, currency: 'USD' });
    // Sent again: no second compensation.
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    await sendSong(id);
    expect(await refundRows(id)).toHaveLength(1);
  });

  it('an ordinary order delivered late gets a discount code once; one on time gets nothing; switched off, nothing', async () => {
    const late = await paidOrder(shop, { email: 'late@example.com' });
    const onTime = await paidOrder(shop, { email: 'ontime@example.com' });
    await sendSong(onTime);
    shop.clock.advance(25 * 3_600_000);
    // A day later the morning's admin session has expired.
    token = await adminToken(shop);
    await sendSong(late);
    const code = /here is 20% off your next song: (SORRY20-\w+)/.exec(
      mailsTo('late@example.com')
        .map((m) => m.text)
        .join('\n'),
    )?.[1];
    expect(code).toBeDefined();
    const check = await fetch(`${shop.url}/api/discount-codes/${code}?email=late@example.com`);
    expect(check.status).toBe(200);
    expect((await storedOrder(shop, onTime)) as unknown).toMatchObject({ guarantee: null });

    expect((await adminCall(shop, token, 'PUT', '/api/admin/settings/guarantee_enabled', { value: 'false' })).status).toBe(200);
    const off = await paidOrder(shop, { email: 'off@example.com' });
    shop.clock.advance(25 * 3_600_000);
    // A day later the morning's admin session has expired.
    token = await adminToken(shop);
    await sendSong(off);
    expect((await storedOrder(shop, off)) as unknown).toMatchObject({ guarantee: null });
    await adminCall(shop, token, 'PUT', '/api/admin/settings/guarantee_enabled', { value: 'true' });
  });
});

describe('GET /api/admin/audit', () => {
  it('records sign-ins (and failures), status changes and refunds with who and the values before and after; filters and pages', async () => {
    await fetch(`${shop.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'wrong-password' }),
    });
    const id = await paidOrder(shop, { email: 'audited@example.com' });
    expect((await adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'approved' })).status).toBe(200);
    expect((await refund(id, { amountCents: 1000, reason: 'Audited refund' })).status).toBe(200);

    const status = (await audit('?action=order.status')).entries.find((e) => e.target?.id === id);
    expect(status).toMatchObject({ actor: { id: null, label: 'Owner' }, before: 'pending', after: 'approved' });
    const refunded = (await audit('?action=order.refund&actor=owner')).entries.find((e) => e.target?.id === id);
    expect(refunded).toMatchObject({
      detail: 'Audited refund',
      before: { refundedCents: 0 },
      after: { refundedCents: 1000, amountCents: 1000 },
    });
    expect((await audit('?action=sign_in_failed')).total).toBeGreaterThanOrEqual(1);
    expect((await audit('?action=sign_in')).total).toBeGreaterThanOrEqual(1);
    expect((await audit('?from=2000-01-01&to=2000-01-02')).total).toBe(0);
  });

  it('the guarantee switch reads as on in a shop that never stored it (seeded before it existed)', async () => {
    await withDatabase(shop.dataDir, (db) => db.prepare("DELETE FROM settings WHERE key = 'guarantee_enabled'").run());
    const res = await adminCall(shop, token, 'GET', '/api/admin/settings/guarantee_enabled');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ key: 'guarantee_enabled', value: 'true' });
    expect((await adminCall(shop, token, 'GET', '/api/admin/settings/no_such_setting')).status).toBe(404);
  });

  it('refuses a bad filter with a message', async () => {
    for (const query of ['?action=nope', '?page=0', '?from=yesterday', '?from=2026-02-02&to=2026-02-01']) {
      expect((await adminCall(shop, token, 'GET', `/api/admin/audit${query}`)).status).toBe(400);
    }
    expect((await adminCall(shop, null, 'GET', '/api/admin/audit')).status).toBe(401);
  });
});
