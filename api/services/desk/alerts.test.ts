// Alerts before a promise breaks (issue 26), on the controlled clock: an order left alone tells the owner, by mail
// and by push to the admin's device, once each, when it is still in Brief an hour after payment, when it is due
// within 2 hours and not yet in quality check, and when it is overdue; through a restart in the middle, and never
// twice. Work moved on in time, a delivered song, a rejected or unpaid order raise nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, adminToken, form, insertFreeSong, paidOrder, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { deliverSong } from '../../../testing/gifts';
import { jobsDone } from '../../../testing/jobs';
import { initOrder } from '../../../testing/orders';
import { readOutbox } from '../../../testing/outbox';
import { staffMember } from '../../../testing/staff';
import { startPushEndpoint, type BrowserSubscription, type PushEndpoint } from '../../../testing/pushEndpoint';
import { ShiftedClock, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { DESK_ALERT_JOB } from './alerts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PUBLIC_URL = 'https://shop.example';
const ALERT_TITLE = /^(Not started|Due within|Overdue)/;
const ADMIN_EMAIL = 'owner@shop.example';
const env = { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true', PUBLIC_URL, ADMIN_EMAIL, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };

let endpoint: PushEndpoint;
let shop: TestShop;
let phone: BrowserSubscription;
const clock = new ShiftedClock();

const start = (dataDir?: string) =>
  startTestShop({ seed: false, runJobs: false, clock, pushAgent: endpoint.agent, env, ...(dataDir ? { dataDir } : {}) });

/** Stops the shop and starts it again on the same data, its clock where it was. */
async function restart() {
  await shop.stop();
  shop = await start(shop.dataDir);
}

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await start();
  phone = endpoint.subscribe();
  const res = await fetch(`${shop.url}/api/push/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(shop)}`, 'X-Forwarded-For': '203.0.113.9' },
    body: JSON.stringify({ endpoint: phone.endpoint, keys: phone.keys, target: { kind: 'admin' } }),
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});
beforeEach(() => {
  endpoint.requests.length = 0;
});

const reference = (id: string) => id.slice(-8).toUpperCase();
/** The owner's alert mails about this piece of work, by subject. */
const alertMails = async (id: string) =>
  (await readOutbox(shop.dataDir))
    .filter((m) => m.to?.[0]?.address === ADMIN_EMAIL && m.subject?.includes(reference(id)) && ALERT_TITLE.test(m.subject))
    .map((m) => m.subject!);
/** The alert pushes the admin's phone received about this work, by title. */
const alertPushes = (id: string) =>
  endpoint
    .requestsTo(phone)
    .map((r) => phone.decrypt(r.body) as { title: string; url: string })
    .filter((p) => p.title.includes(reference(id)) && ALERT_TITLE.test(p.title));
const settle = () => jobsDone(shop);
const moveStage = async (kind: 'orders' | 'free-song-submissions', id: string, stage: string) => {
  const res = await adminCall(shop, await adminToken(shop), 'PATCH', `/api/admin/${kind}/${id}/stage`, { stage });
  expect(res.status).toBe(200);
};
const alertJobs = (id: string) =>
  withDatabase(shop.dataDir, (db) =>
    db
      .prepare('SELECT unique_key FROM jobs WHERE kind = ? AND unique_key LIKE ? ORDER BY run_at')
      .all<{ unique_key: string }>(DESK_ALERT_JOB, `%:${id}:%`),
  );

describe('alerts before a promise breaks', () => {
  it('an order left alone alerts at an hour, two hours before its due time and when overdue: once each, through a restart', async () => {
    const id = await paidOrder(shop, { recipientName: 'Noor', occasion: 'Birthday' });
    expect((await alertJobs(id)).map((j) => j.unique_key)).toEqual([
      `desk-alert:order:${id}:unstarted`,
      `desk-alert:order:${id}:due-soon`,
      `desk-alert:order:${id}:overdue`,
    ]);
    await settle();
    clock.advance(HOUR - MINUTE);
    await settle();
    expect(await alertMails(id)).toEqual([]);

    clock.advance(MINUTE);
    await settle();
    const ref = reference(id);
    expect(await alertMails(id)).toEqual([`Not started: order ${ref} is still in Brief an hour after it came in — song for Noor`]);
    await expect
      .poll(() => alertPushes(id).map((p) => p.title))
      .toEqual([`Not started: order ${ref} is still in Brief an hour after it came in`]);
    expect(alertPushes(id)[0]!.url).toBe('/admin?tab=board');
    const [mail] = (await readOutbox(shop.dataDir)).filter((m) => m.subject?.startsWith(`Not started: order ${ref}`));
    expect(mail!.text).toContain('Song: Birthday song for Noor');
    expect(mail!.text).toContain('Stage: Brief');
    expect(mail!.text).toContain(`Production board: ${PUBLIC_URL}/admin?tab=board`);

    // The shop restarts in the middle; the stored jobs wait for their time and run once.
    await restart();
    clock.advance(20 * HOUR);
    await settle();
    expect(await alertMails(id)).toHaveLength(1);
    clock.advance(HOUR);
    await settle();
    expect(await alertMails(id)).toEqual([
      `Not started: order ${ref} is still in Brief an hour after it came in — song for Noor`,
      `Due within 2 hours: order ${ref} is not yet in quality check — song for Noor`,
    ]);
    clock.advance(2 * HOUR);
    await settle();
    const mails = await alertMails(id);
    expect(mails).toHaveLength(3);
    expect(mails[2]).toMatch(new RegExp(`^Overdue: order ${ref} was due .+ — song for Noor$`));
    await expect.poll(() => alertPushes(id).length).toBe(3);

    // Never again: another restart, a day later, every job run again by hand.
    await restart();
    clock.advance(24 * HOUR);
    await settle();
    await withDatabase(shop.dataDir, (db) =>
      db.prepare('UPDATE jobs SET done_at = NULL, claimed_until = NULL WHERE kind = ?').run(DESK_ALERT_JOB),
    );
    await settle();
    expect(await alertMails(id)).toHaveLength(3);
    expect(alertPushes(id)).toHaveLength(3);
  });

  it('work moved on in time raises only what still holds: past Brief, no hour alert; in quality check, no due-soon alert', async () => {
    const id = await paidOrder(shop, { rushDelivery: true });
    await moveStage('orders', id, 'lyrics');
    clock.advance(HOUR);
    await settle();
    await moveStage('orders', id, 'quality_check');
    clock.advance(3 * HOUR);
    await settle();
    expect(await alertMails(id)).toEqual([]);
    clock.advance(2 * HOUR);
    await settle();
    expect(await alertMails(id)).toEqual([expect.stringMatching(/^Overdue: order /)]);
  });

  it('assigned work raises no hour alert; its musician is mailed, once, when it is due soon and when overdue', async () => {
    const musician = await staffMember(shop, 'musician');
    const id = await paidOrder(shop, { rushDelivery: true });
    const assigned = await adminCall(shop, await adminToken(shop), 'PATCH', `/api/admin/orders/${id}`, { assigneeId: musician.id });
    expect(assigned.status).toBe(200);
    // Accepted, so it stays theirs past the owner's accept time.
    expect((await adminCall(shop, musician.token, 'POST', `/api/admin/orders/${id}/accept`)).status).toBe(200);
    clock.advance(HOUR);
    await settle();
    expect(await alertMails(id)).toEqual([]);
    const musicianMails = async () =>
      (await readOutbox(shop.dataDir))
        .filter((m) => m.to?.[0]?.address === musician.email && m.subject?.includes(reference(id)) && ALERT_TITLE.test(m.subject))
        .map((m) => m.subject!);
    clock.advance(3 * HOUR);
    await settle();
    clock.advance(2 * HOUR);
    await settle();
    await restart();
    await settle();
    expect(await musicianMails()).toEqual([expect.stringMatching(/^Due within/), expect.stringMatching(/^Overdue: order /)]);
    expect(await alertMails(id)).toEqual([expect.stringMatching(/^Due within/), expect.stringMatching(/^Overdue: order /)]);
  });

  it('a delivered song, a rejected order and an unpaid one raise nothing', async () => {
    const delivered = await paidOrder(shop);
    const rejected = await paidOrder(shop);
    const unpaid = await initOrder(shop);
    await deliverSong(shop, delivered);
    await setStoredStatus(shop, 'orders', rejected, 'rejected');
    expect(await alertJobs(unpaid)).toEqual([]);
    clock.advance(25 * HOUR);
    await settle();
    for (const id of [delivered, rejected, unpaid]) {
      expect(await alertMails(id)).toEqual([]);
      expect(alertPushes(id)).toEqual([]);
    }
  });

  it('an approved free song counts from its approval, and a pending one raises nothing', async () => {
    const pending = await insertFreeSong(shop);
    const approved = await insertFreeSong(shop);
    const res = await adminCall(
      shop,
      await adminToken(shop),
      'PATCH',
      `/api/admin/free-song-submissions/${approved}`,
      form({ status: 'approved' }),
    );
    expect(res.status).toBe(200);
    expect(await alertJobs(approved)).toHaveLength(3);
    await moveStage('free-song-submissions', approved, 'recording');
    clock.advance(25 * HOUR);
    await settle();
    expect(await alertMails(pending)).toEqual([]);
    expect(await alertMails(approved)).toEqual([
      expect.stringMatching(/^Due within 2 hours: free song /),
      expect.stringMatching(/^Overdue: free song /),
    ]);
  });
});
