// The desk hears of the buyer's answer to the lyrics draft: a change request (with the buyer's note) or an approval
// mails the owner and the musician the order is assigned to, and pushes to the admin's phone, once each however
// often the jobs run or the buyer presses; the 24-hour wait tells nobody.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, adminToken, paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { fromNewClient } from '../../../testing/clientAddress';
import { jobsDone } from '../../../testing/jobs';
import { storedOrder } from '../../../testing/orders';
import { readOutbox } from '../../../testing/outbox';
import { startPushEndpoint, type BrowserSubscription, type PushEndpoint } from '../../../testing/pushEndpoint';
import { staffMember } from '../../../testing/staff';
import { ShiftedClock, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { LYRICS_ANSWER_NOTICE_JOB } from '../orders/lyricsApproval';

const HOUR = 3_600_000;
const PUBLIC_URL = 'https://shop.example';
const ADMIN_EMAIL = 'owner@shop.example';
const env = { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true', PUBLIC_URL, ADMIN_EMAIL, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };
const NOTE = 'Please mention her red umbrella, and the bus stop on Rue Lepic where we met in the rain';

let endpoint: PushEndpoint;
let shop: TestShop;
let owner: string;
let phone: BrowserSubscription;
let musician: { id: string; email: string; token: string };
let buyers = 0;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await startTestShop({ seed: false, runJobs: false, clock: new ShiftedClock(), pushAgent: endpoint.agent, env });
  owner = await adminToken(shop);
  phone = endpoint.subscribe();
  const res = await fetch(`${shop.url}/api/push/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}`, 'X-Forwarded-For': '203.0.113.9' },
    body: JSON.stringify({ endpoint: phone.endpoint, keys: phone.keys, target: { kind: 'admin' } }),
  });
  expect(res.status).toBe(201);
  expect((await adminCall(shop, owner, 'PUT', '/api/admin/settings/lyrics_approval_enabled', { value: 'true' })).status).toBe(200);
  musician = await staffMember(shop, 'musician', undefined, owner);
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});
beforeEach(() => {
  endpoint.requests.length = 0;
});

const reference = (id: string) => id.slice(-8).toUpperCase();

/** A paid order of its own buyer, assigned to the musician, with a first draft sent. */
async function orderWithDraft(recipientName: string) {
  const email = `buyer-${++buyers}@example.com`;
  const id = await paidOrder(shop, { email, recipientName, occasion: 'Anniversary' });
  expect((await adminCall(shop, owner, 'PATCH', `/api/admin/orders/${id}`, { assigneeId: musician.id })).status).toBe(200);
  expect((await adminCall(shop, owner, 'POST', `/api/admin/orders/${id}/lyrics-draft`, { text: 'Verse one' })).status).toBe(200);
  await jobsDone(shop);
  return { id, email, token: (await storedOrder(shop, id))!.public_token };
}

const answer = (token: string, body: unknown) =>
  fetch(`${shop.url}/api/orders/${token}/lyrics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromNewClient() },
    body: JSON.stringify(body),
  });

/** The mails about this order's lyrics answer, to whom and with what subject. */
const noticeMails = async (id: string) =>
  (await readOutbox(shop.dataDir)).filter((m) => m.subject?.startsWith('Lyrics ') && m.subject.includes(reference(id)));
const noticePushes = (id: string) =>
  endpoint
    .requestsTo(phone)
    .map((r) => phone.decrypt(r.body) as { title: string; body: string; url: string })
    .filter((p) => p.title.startsWith('Lyrics ') && p.title.includes(reference(id)));

describe('the desk hears of the buyer’s answer to the lyrics', () => {
  it('a change request mails the owner and the musician with the note and pushes once, however often it is sent or run', async () => {
    const order = await orderWithDraft('Maria');
    expect((await answer(order.token, { decision: 'change', note: NOTE })).status).toBe(200);
    // Pressed twice: the second is refused and queues nothing more.
    expect((await answer(order.token, { decision: 'change', note: NOTE })).status).toBe(409);
    await jobsDone(shop);
    await jobsDone(shop);

    const ref = reference(order.id);
    const mails = await noticeMails(order.id);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual([musician.email, ADMIN_EMAIL].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(`Lyrics change requested: order ${ref} — song for Maria`);
      expect(mail.text).toContain(NOTE);
      expect(mail.text).toContain('Song: Anniversary song for Maria');
      expect(mail.text).toContain(`Production board: ${PUBLIC_URL}/admin?tab=board`);
      // The musician never sees the buyer's address.
      expect(mail.text).not.toContain(order.email);
      expect(mail.html).toContain('red umbrella');
    }
    await expect.poll(() => noticePushes(order.id).length).toBe(1);
    const [push] = noticePushes(order.id);
    expect(push).toMatchObject({ title: `Lyrics change requested: order ${ref}`, url: '/admin?tab=board' });
    expect(push!.body).toMatch(/^Anniversary song for Maria: “Please mention her red umbrella.*”$/);
    // One stored job for the one answer (the refused second press stored none).
    const jobs = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT COUNT(*) AS n FROM jobs WHERE kind = ?').get<{ n: number }>(LYRICS_ANSWER_NOTICE_JOB),
    );
    expect(jobs!.n).toBe(1);
  });

  it('an approval tells them the song can be recorded', async () => {
    const order = await orderWithDraft('Lina');
    expect((await answer(order.token, { decision: 'approve' })).status).toBe(200);
    await jobsDone(shop);
    const mails = await noticeMails(order.id);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Lyrics approved: order ${reference(order.id)} — song for Lina`);
    expect(mails[0]!.text).toContain('the song can be recorded');
    expect(mails[0]!.text).not.toContain('Their note');
    await expect.poll(() => noticePushes(order.id).map((p) => p.body)).toEqual(['Anniversary song for Lina']);
  });

  it('the 24-hour wait approves without telling anyone', async () => {
    const waited = await orderWithDraft('Ada');
    shop.clock.advance(25 * HOUR);
    await jobsDone(shop);
    const stored = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT answer FROM lyrics_drafts WHERE order_id = ?').get<{ answer: string }>(waited.id),
    );
    expect(stored!.answer).toBe('auto_approved');
    expect(await noticeMails(waited.id)).toEqual([]);
    expect(noticePushes(waited.id)).toEqual([]);
  });
});
