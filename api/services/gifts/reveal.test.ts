// The gift's moment as a stored job (issue 25): enqueued once the song is delivered, due at the moment, it records
// the reveal and mails the recipient (the shop's name, the buyer's, the occasion, their link; unsubscribable,
// capped) once, across restarts; a song delivered after the moment is revealed when delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { deliverSong, momentFromNow, storedGift } from '../../../testing/gifts';
import { jobsDone } from '../../../testing/jobs';
import { readOutbox } from '../../../testing/outbox';
import { startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { mailMoment } from '../mail/templates/giftNote';
import { GIFT_MAIL_CAP, GIFT_REVEAL_JOB } from './gifts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://shop.example';
const env = { TRUST_PROXY: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, PUBLIC_URL };

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env });
});
afterAll(() => shop.destroy());

const giftMailsTo = async (address: string) =>
  (await readOutbox(shop.dataDir)).filter((m) => m.to?.[0]?.address === address && / has a song for you$/.test(m.subject ?? ''));

const revealJobs = (orderId: string) =>
  withDatabase(shop.dataDir, (db) =>
    db
      .prepare('SELECT run_at, done_at, last_error FROM jobs WHERE kind = ? AND unique_key = ?')
      .all<{ run_at: string; done_at: string | null; last_error: string | null }>(GIFT_REVEAL_JOB, `gift-reveal:${orderId}`),
  );

/** Stops the shop and starts it again on the same data, its clock where it was. */
async function restart() {
  await shop.stop();
  shop = await startTestShop({ seed: false, runJobs: false, dataDir: shop.dataDir, clock: shop.clock, env });
}

describe('the gift.reveal job', () => {
  it('waits for the moment through a restart, then mails the recipient once, and never again after another', async () => {
    const revealAt = momentFromNow(shop, 2 * DAY);
    const orderId = await paidOrder(shop, {
      revealAt,
      recipientEmail: 'maria@example.com',
      customerName: 'Tom',
      recipientName: 'Maria',
      occasion: 'Anniversary',
    });
    await deliverSong(shop, orderId);
    // Stored when the song went out, due at the moment.
    expect(await revealJobs(orderId)).toEqual([{ run_at: new Date(revealAt).toISOString(), done_at: null, last_error: null }]);
    expect(await giftMailsTo('maria@example.com')).toHaveLength(0);

    await restart();
    shop.clock.advance(2 * DAY - HOUR);
    await jobsDone(shop);
    expect(await giftMailsTo('maria@example.com')).toHaveLength(0);
    expect((await storedGift(shop, orderId))!.revealed_at).toBeNull();

    shop.clock.advance(HOUR);
    await jobsDone(shop);
    const mails = await giftMailsTo('maria@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const { token, revealed_at } = (await storedGift(shop, orderId))!;
    expect(revealed_at).toBe(shop.clock.now().toISOString());
    expect(mail!.subject).toBe('Tom has a song for you');
    expect(mail!.text).toContain('Hi Maria,');
    expect(mail!.text).toContain('Tom asked Serenade to write and record a song just for you, for this occasion: Anniversary.');
    expect(mail!.text).toContain(`${PUBLIC_URL}/gift/${token}`);
    expect(mail!.html).toContain(`${PUBLIC_URL}/gift/${token}`);
    // Unasked mail: one-click unsubscribe (RFC 8058) and a visible link.
    const header = (name: string) => mail!.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe\\?token=[^>]+>$`));
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toMatch(new RegExp(`No more mails like this: ${PUBLIC_URL}/unsubscribe\\?token=`));

    await restart();
    shop.clock.advance(DAY);
    await jobsDone(shop);
    expect(await giftMailsTo('maria@example.com')).toHaveLength(1);
    expect(await revealJobs(orderId)).toEqual([expect.objectContaining({ done_at: expect.any(String), last_error: null })]);
    expect((await storedGift(shop, orderId))!.revealed_at).toBe(revealed_at);
  });

  it('reveals a song delivered after the moment when it is delivered', async () => {
    const orderId = await paidOrder(shop, { revealAt: momentFromNow(shop, 25 * HOUR), recipientEmail: 'late@example.com' });
    shop.clock.advance(30 * HOUR);
    await jobsDone(shop);
    expect(await revealJobs(orderId)).toEqual([]);
    await deliverSong(shop, orderId);
    expect(await revealJobs(orderId)).toEqual([expect.objectContaining({ run_at: shop.clock.now().toISOString() })]);
    expect(await giftMailsTo('late@example.com')).toHaveLength(1);
    expect((await storedGift(shop, orderId))!.revealed_at).toBe(shop.clock.now().toISOString());
  });

  it('reveals a gift without a date as soon as its song is delivered', async () => {
    const orderId = await paidOrder(shop, { recipientEmail: 'now@example.com' });
    await deliverSong(shop, orderId);
    expect(await giftMailsTo('now@example.com')).toHaveLength(1);
  });

  it('opens the page but mails nobody without an address, or an address that unsubscribed', async () => {
    const silent = await paidOrder(shop, { revealAt: momentFromNow(shop, 25 * HOUR) });
    const { links } = shop.services.unsubscribes;
    const unsubscribeToken = new URL((await links('gone@example.com')).pageUrl).searchParams.get('token')!;
    await shop.services.unsubscribes.unsubscribe(unsubscribeToken);
    const unsubscribed = await paidOrder(shop, { revealAt: momentFromNow(shop, 25 * HOUR), recipientEmail: 'gone@example.com' });
    const giftMails = async () => (await readOutbox(shop.dataDir)).filter((m) => / has a song for you$/.test(m.subject ?? '')).length;
    const before = await giftMails();
    await deliverSong(shop, silent);
    await deliverSong(shop, unsubscribed);
    shop.clock.advance(25 * HOUR);
    await jobsDone(shop);
    expect((await storedGift(shop, silent))!.revealed_at).not.toBeNull();
    expect((await storedGift(shop, unsubscribed))!.revealed_at).not.toBeNull();
    expect(await giftMailsTo('gone@example.com')).toHaveLength(0);
    expect(await giftMails()).toBe(before);
  });

  it(`mails one address at most ${GIFT_MAIL_CAP.max} gifts a day, however many buyers name it`, async () => {
    const orders: string[] = [];
    for (let i = 0; i <= GIFT_MAIL_CAP.max; i++) orders.push(await paidOrder(shop, { recipientEmail: 'popular@example.com' }));
    for (const orderId of orders) await deliverSong(shop, orderId);
    expect(await giftMailsTo('popular@example.com')).toHaveLength(GIFT_MAIL_CAP.max);
    // Every one of them is revealed all the same: the page opens.
    for (const orderId of orders) expect((await storedGift(shop, orderId))!.revealed_at).not.toBeNull();
  });

  it('tells the buyer when the recipient hears it, in the confirmation and again with the song, with the recipient’s link', async () => {
    const revealAt = momentFromNow(shop, 3 * DAY);
    const orderId = await paidOrder(shop, {
      email: 'tom.buyer@example.com',
      revealAt,
      recipientEmail: 'june@example.com',
      customerName: 'Tom',
      recipientName: 'June',
    });
    await jobsDone(shop);
    const { token } = (await storedGift(shop, orderId))!;
    const link = `${PUBLIC_URL}/gift/${token}`;
    const moment = mailMoment(new Date(revealAt).toISOString());
    const buyerMails = async () => (await readOutbox(shop.dataDir)).filter((m) => m.to?.[0]?.address === 'tom.buyer@example.com');

    const [confirmation] = (await buyerMails()).filter((m) => / is ordered — /.test(m.subject ?? ''));
    expect(confirmation!.text).toContain(`June hears it on ${moment}, the moment you chose; you get it as soon as it is ready`);
    expect(confirmation!.text).toContain("We'll email june@example.com their link then.");
    expect(confirmation!.text).toContain(link);
    expect(confirmation!.html).toContain(`href="${link}"`);

    await deliverSong(shop, orderId);
    await jobsDone(shop);
    const [delivered] = (await buyerMails()).filter((m) => m.subject === 'Your song for June is ready');
    expect(delivered!.text).toContain(`You hear it first: June hears it on ${moment}, the moment you chose.`);
    expect(delivered!.text).toContain(link);
  });

  it('says nothing of a gift in the mails of an order without one', async () => {
    const orderId = await paidOrder(shop, { email: 'plain.buyer@example.com', recipientName: 'Ola' });
    await deliverSong(shop, orderId);
    await jobsDone(shop);
    const mails = (await readOutbox(shop.dataDir)).filter((m) => m.to?.[0]?.address === 'plain.buyer@example.com');
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/is ordered/), 'Your song for Ola is ready']),
    );
    for (const mail of mails) expect(mail.text).not.toContain('/gift/');
  });
});
