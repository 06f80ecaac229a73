// The review request, on a controlled clock: one mail three days after the song was delivered, linking the order
// page's review form, with a one-click unsubscribe; never twice (not for a song sent again after a revision), not to
// a buyer who reviewed meanwhile, not after unsubscribing, and at most one a week to one address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, adminToken, form, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { wavBytes } from '../../../testing/files';
import { jobsDone } from '../../../testing/jobs';
import { countRows } from '../../../testing/orders';
import { deliveredOrder, GOOD_REVIEW, sendReview, type ReviewableOrder } from '../../../testing/reviews';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { oneClickPath, unsubscribeWithOneClick } from '../../../testing/unsubscribe';

const PUBLIC_URL = 'https://shop.example';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let sink: SmtpSink;
let shop: TestShop;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_EMAIL: 'owner@serenade.test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
  });
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const requestsTo = (address: string) =>
  sink.messages.filter(
    (m) => m.to?.[0]?.address?.toLowerCase() === address.toLowerCase() && m.subject === 'How did Maria like their song?',
  );

/** A song delivered now to a buyer at this address (the admin signs in again: the clock moves days between tests). */
async function delivered(email: string): Promise<ReviewableOrder> {
  return deliveredOrder(shop, await adminToken(shop), { email, recipientName: 'Maria' });
}

/** Moves the clock and runs whatever fell due. */
async function after(ms: number) {
  shop.clock.advance(ms);
  await jobsDone(shop);
}

describe('the review request', () => {
  it('goes once, three days after delivery, to the order page’s review form, and one click unsubscribes', async () => {
    const order = await delivered('asked@example.com');
    await after(3 * DAY - MINUTE);
    expect(requestsTo('asked@example.com')).toHaveLength(0);

    await after(MINUTE);
    const [mail] = requestsTo('asked@example.com');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`Leave your review: ${PUBLIC_URL}/order/${order.token}#review`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/order/${order.token}#review"`);
    expect(mail!.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickPath(mail!);
    expect(oneClick).toMatch(/^\/api\/unsubscribe\?token=/);
    expect(mail!.headers.find((h) => h.key === 'list-unsubscribe')?.value).toBe(`<${PUBLIC_URL}${oneClick}>`);
    expect(mail!.text).toMatch(/No more mails like this: https:\/\/shop\.example\/unsubscribe\?token=/);

    // Never twice: not later, and not for the same song sent again after a revision.
    await after(30 * DAY);
    const song = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT delivery_token AS token FROM orders WHERE id = ?').get<{ token: string }>(order.id),
    );
    const revision = await fetch(`${shop.url}/api/songs/${song!.token}/revision`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: 'Please say Maria, not Mary.' }),
    });
    expect(revision.status).toBe(201);
    const resent = await adminCall(
      shop,
      await adminToken(shop),
      'PATCH',
      `/api/admin/orders/${order.id}/send-completed`,
      form({ status: 'completed' }, { songFile: { bytes: wavBytes(0.5), name: 'song-v2.wav', type: 'audio/wav' } }),
    );
    expect(resent.status).toBe(200);
    await after(4 * DAY);
    expect(requestsTo('asked@example.com')).toHaveLength(1);
    expect(await countRows(shop, 'jobs', `kind = 'review.request' AND payload LIKE '%${order.id}%'`)).toBe(1);

    // The one click works: the next song delivered to that address brings no request.
    const res = await unsubscribeWithOneClick(shop, oneClick!);
    expect(res.status).toBe(200);
    await delivered('Asked@Example.com');
    await after(8 * DAY);
    expect(requestsTo('asked@example.com')).toHaveLength(1);
  });

  it('is not sent to a buyer who reviewed meanwhile', async () => {
    const order = await delivered('quick@example.com');
    await after(DAY);
    expect((await sendReview(shop, order.token, GOOD_REVIEW)).status).toBe(201);
    await after(3 * DAY);
    expect(requestsTo('quick@example.com')).toHaveLength(0);
  });

  it('goes at most once a week to one address, however many songs it had delivered', async () => {
    await delivered('twice@example.com');
    await delivered('twice@example.com');
    await after(3 * DAY);
    expect(requestsTo('twice@example.com')).toHaveLength(1);
  });
});
