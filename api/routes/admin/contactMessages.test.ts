// The admin's inbox of contact messages, end to end on a real server: listed newest first with the unread count,
// opened and marked done, answered by mail (Reply-To the shop, the sender's words quoted) with the reply kept,
// deleted; every sender acknowledged once a day at most; a new message pushed to the admin's devices.
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminContactInbox, AdminContactMessage } from '../../../shared/admin-api-types';
import { INBOX_MESSAGES } from '../../../shared/schemas/inbox';
import { DEMO_SHOP_PROFILE, hoursWithZone } from '../../../shared/shopProfile';
import { inboxUrl } from '../../services/contact';
import { PUSH_SEND_JOB } from '../../services/push';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { fromNewClient } from '../../../testing/clientAddress';
import { jobsDone } from '../../../testing/jobs';
import { readOutbox } from '../../../testing/outbox';
import { startPushEndpoint, type BrowserSubscription, type PushEndpoint } from '../../../testing/pushEndpoint';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const ADMIN_EMAIL = 'owner@serenade.test';
let shop: TestShop;
let endpoint: PushEndpoint;
let token: string;
let adminPhone: BrowserSubscription;

async function contact(body: { name: string; email: string; message: string; inquiryType?: string; subject?: string }): Promise<string> {
  const res = await fetch(`${shop.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromNewClient() },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

const inbox = async () => {
  const res = await adminCall(shop, token, 'GET', '/api/admin/contact-messages');
  expect(res.status).toBe(200);
  return json<AdminContactInbox>(res);
};

/** Every mail job of these messages, and every push, has run (the submit starts a run of its own, which may hold one for a moment). */
async function mailsSettled(ids: string[]): Promise<void> {
  const keys = ids.flatMap((id) => [`contact:${id}`, `contact-ack:${id}`]);
  await vi.waitFor(
    async () => {
      await jobsDone(shop);
      const open = await withDatabase(
        shop.dataDir,
        async (db) =>
          (await db
            .prepare(
              `SELECT count(*) AS n FROM jobs WHERE done_at IS NULL AND (kind = ? OR unique_key IN (${keys.map(() => '?').join(', ')}))`,
            )
            .get<{ n: number }>(PUSH_SEND_JOB, ...keys))!.n,
      );
      expect(open).toBe(0);
    },
    { timeout: 20_000 },
  );
}

const mailsTo = async (address: string): Promise<Email[]> => (await readOutbox(shop.dataDir)).filter((m) => m.to?.[0]?.address === address);

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    pushAgent: endpoint.agent,
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true', ADMIN_EMAIL },
  });
  token = await adminToken(shop);
  adminPhone = endpoint.subscribe();
  const subscribed = await adminCall(shop, token, 'POST', '/api/push/subscribe', {
    endpoint: adminPhone.endpoint,
    keys: adminPhone.keys,
    target: { kind: 'admin' },
  });
  expect(subscribed.status).toBe(201);
});
afterAll(async () => {
  await shop.destroy();
  await endpoint.close();
});

describe('the inbox', () => {
  it('lists messages newest first with inquiry type and the unread count; opening and marking done change it', async () => {
    const first = await contact({ name: 'Ana', email: 'ana@example.com', inquiryType: 'pricing', message: 'How much is rush?' });
    shop.clock.advance(60_000);
    const second = await contact({
      name: 'Bo',
      email: 'bo@example.com',
      inquiryType: 'timeline',
      subject: 'Saturday',
      message: 'By Saturday?',
    });
    await mailsSettled([first, second]);

    const before = await inbox();
    expect(before.messages.map((m) => m.id).slice(0, 2)).toEqual([second, first]);
    expect(before.messages[0]).toMatchObject({
      name: 'Bo',
      email: 'bo@example.com',
      inquiryType: 'timeline',
      subject: 'Saturday',
      message: 'By Saturday?',
      status: 'new',
      reply: null,
    });
    const unread = before.unread;
    expect(unread).toBe(before.messages.filter((m) => m.status === 'new').length);

    const read = await adminCall(shop, token, 'PATCH', `/api/admin/contact-messages/${second}`, { status: 'read' });
    expect(read.status).toBe(200);
    expect(await json<AdminContactMessage>(read)).toMatchObject({ id: second, status: 'read' });
    expect((await inbox()).unread).toBe(unread - 1);

    const done = await adminCall(shop, token, 'PATCH', `/api/admin/contact-messages/${second}`, { status: 'done' });
    expect(await json<AdminContactMessage>(done)).toMatchObject({ status: 'done' });
    expect((await inbox()).messages.find((m) => m.id === second)?.status).toBe('done');
  });

  it('refuses a bad status with 400 and an unknown id with 404', async () => {
    const id = await contact({ name: 'Cy', email: 'cy@example.com', message: 'A status question.' });
    for (const body of [{ status: 'archived' }, { status: 3 }, {}, { status: 'read', extra: true }]) {
      const res = await adminCall(shop, token, 'PATCH', `/api/admin/contact-messages/${id}`, body);
      expect(res.status).toBe(400);
    }
    const bad = await adminCall(shop, token, 'PATCH', `/api/admin/contact-messages/${id}`, { status: 'archived' });
    expect(await json(bad)).toEqual({ error: INBOX_MESSAGES.badStatus, field: 'status' });
    const unknown = await adminCall(shop, token, 'PATCH', '/api/admin/contact-messages/0123456789abcdef0123456789abcdef', {
      status: 'read',
    });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: INBOX_MESSAGES.notFound });
    await mailsSettled([id]);
  });

  it('a reply mails the sender (Reply-To the shop’s support address, their message quoted) and is kept with the message', async () => {
    const id = await contact({
      name: 'Dee',
      email: 'dee@example.com',
      inquiryType: 'custom-song',
      subject: 'A lullaby',
      message: 'Can you write a lullaby?\nFor my niece.',
    });
    await mailsSettled([id]);
    const res = await adminCall(shop, token, 'POST', `/api/admin/contact-messages/${id}/reply`, {
      message: 'Yes, gladly!\nStart at /create-song.',
    });
    expect(res.status).toBe(200);
    const kept = await json<AdminContactMessage>(res);
    expect(kept).toMatchObject({ id, status: 'done', reply: { message: 'Yes, gladly!\nStart at /create-song.' } });
    expect((await inbox()).messages.find((m) => m.id === id)?.reply?.message).toBe('Yes, gladly!\nStart at /create-song.');

    const [reply] = (await mailsTo('dee@example.com')).filter((m) => m.subject === 'Re: A lullaby');
    expect(reply).toBeDefined();
    expect(reply!.replyTo?.[0]?.address).toBe(DEMO_SHOP_PROFILE.supportEmail);
    expect(reply!.from?.name).toBe('Serenade');
    expect(reply!.text).toContain('Yes, gladly!');
    expect(reply!.text).toContain('> Can you write a lullaby?\n> For my niece.');
    expect(reply!.html).toContain('Can you write a lullaby?');
  });

  it('refuses an empty reply with 400 and a reply to an unknown id with 404, sending nothing', async () => {
    const id = await contact({ name: 'Eve', email: 'eve@example.com', message: 'Empty reply test.' });
    await mailsSettled([id]);
    const before = (await mailsTo('eve@example.com')).length;
    for (const body of [{ message: '' }, { message: '   \n ' }, {}]) {
      const res = await adminCall(shop, token, 'POST', `/api/admin/contact-messages/${id}/reply`, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: INBOX_MESSAGES.emptyReply, field: 'message' });
    }
    const unknown = await adminCall(shop, token, 'POST', '/api/admin/contact-messages/0123456789abcdef0123456789abcdef/reply', {
      message: 'Hello',
    });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: INBOX_MESSAGES.notFound });
    expect((await mailsTo('eve@example.com')).length).toBe(before);
    expect((await inbox()).messages.find((m) => m.id === id)?.reply).toBeNull();
  });

  it('deletes a message; a second delete is 404', async () => {
    const id = await contact({ name: 'Fay', email: 'fay@example.com', message: 'Delete me.' });
    await mailsSettled([id]);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/contact-messages/${id}`)).status).toBe(204);
    expect((await inbox()).messages.some((m) => m.id === id)).toBe(false);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/contact-messages/${id}`)).status).toBe(404);
  });

  it('answers 401 on every inbox route without the admin token', async () => {
    const id = await contact({ name: 'Gus', email: 'gus@example.com', message: 'Token test.' });
    await mailsSettled([id]);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/contact-messages'],
      ['POST', `/api/admin/contact-messages/${id}/reply`, { message: 'Hi' }],
      ['PATCH', `/api/admin/contact-messages/${id}`, { status: 'done' }],
      ['DELETE', `/api/admin/contact-messages/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await adminCall(shop, null, method, path, body);
      expect({ method, status: res.status }).toEqual({ method, status: 401 });
    }
    expect((await inbox()).messages.find((m) => m.id === id)).toMatchObject({ status: 'new', reply: null });
  });
});

describe('mails from the contact form', () => {
  it('keeps markup in the customer’s message and the reply as text, in the acknowledgement and the reply', async () => {
    const markup = '<script>alert(1)</script><b>bold</b> <a href="https://evil.example">x</a>';
    const id = await contact({ name: '<img src=x onerror=alert(1)>', email: 'hal@example.com', message: markup });
    await mailsSettled([id]);
    await adminCall(shop, token, 'POST', `/api/admin/contact-messages/${id}/reply`, { message: 'Fine <i>thanks</i>' });
    const mails = await mailsTo('hal@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual(['Re: your message to Serenade', 'We received your message']);
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<b>|<img|<i>|href="https:\/\/evil/);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
      expect(mail.text).toContain(markup);
    }
    expect(mails.find((m) => m.subject?.startsWith('Re:'))!.html).toContain('Fine &lt;i&gt;thanks&lt;/i&gt;');
  });

  it('acknowledges a message with the contact page’s promise, once a day per address however many arrive', async () => {
    const ids = [
      await contact({ name: 'Ivy', email: 'ivy@example.com', message: 'First question.' }),
      await contact({ name: 'Ivy', email: 'ivy@example.com', message: 'Second question.' }),
      await contact({ name: 'Ivy', email: 'ivy@example.com', message: 'Third question.' }),
    ];
    await mailsSettled(ids);
    const acks = (await mailsTo('ivy@example.com')).filter((m) => m.subject === 'We received your message');
    expect(acks).toHaveLength(1);
    // An answer to the acknowledgement reaches the shop's support address, like its replies.
    expect(acks[0]!.replyTo?.[0]?.address).toBe(DEMO_SHOP_PROFILE.supportEmail);
    expect(acks[0]!.text).toContain(
      `We'll answer within ${DEMO_SHOP_PROFILE.responseTime} (we reply ${hoursWithZone(DEMO_SHOP_PROFILE)}).`,
    );
    expect(acks[0]!.text).toContain('> First question.');
    expect(acks[0]!.html).toContain('overflow-wrap:anywhere');
    // The admin still hears of every one of them.
    const notices = (await mailsTo(ADMIN_EMAIL)).filter((m) => m.text?.includes('question.') && m.subject?.includes('Ivy'));
    expect(notices).toHaveLength(3);

    // A day later the same address is acknowledged again.
    shop.clock.advance(24 * 3_600_000 + 1000);
    const later = await contact({ name: 'Ivy', email: 'ivy@example.com', message: 'Fourth question.' });
    await mailsSettled([later]);
    expect((await mailsTo('ivy@example.com')).filter((m) => m.subject === 'We received your message')).toHaveLength(2);
  });
});

describe('push', () => {
  it('a new message alerts every admin device, opening the inbox at that message', async () => {
    endpoint.requests.length = 0;
    const id = await contact({ name: 'Jo', email: 'jo@example.com', subject: 'Rush', message: 'Is rush available on Sundays?' });
    await mailsSettled([id]);
    const pushes = endpoint.requestsTo(adminPhone).map((r) => adminPhone.decrypt(r.body));
    expect(pushes).toEqual([
      { title: 'New message from Jo', body: 'Rush: Is rush available on Sundays?', url: inboxUrl(id), tag: `contact-${id}` },
    ]);
    expect(inboxUrl(id)).toBe(`/admin?tab=chat&view=messages&message=${id}`);
  });
});
