// A free song's mails on a controlled clock, through a real SMTP sink: the approval mail, the delivery mail
// linking the song page and the reaction page, reaction reminders at most once a day per customer with a
// working one-click unsubscribe (RFC 8058), and the per-recipient cap on application receipts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Email } from 'postal-mime';
import { adminCall, adminToken, eventually, form, insertFreeSong, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { wavBytes } from '../../../testing/files';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { APPLICATION, applyForFreeSong } from '../../../testing/freeSongs';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const PUBLIC_URL = 'https://shop.example';
const HOUR = 3_600_000;
let sink: SmtpSink;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' },
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

const mailsTo = (to: string, subject?: RegExp) =>
  sink.messages.filter((m) => m.to?.[0]?.address === to && (!subject || subject.test(m.subject ?? '')));
const header = (mail: Email, name: string) => mail.headers.find((h) => h.key === name.toLowerCase())?.value;
const settle = () => jobsDone(shop);
const remind = async () => {
  // A fresh sign-in each time: these tests move the clock past the 12 h session.
  const res = await adminCall(shop, await adminToken(shop), 'POST', '/api/admin/send-reaction-reminders');
  expect(res.status).toBe(200);
  const body = await json<{ emailsSent: number }>(res);
  await settle();
  return body.emailsSent;
};
const REMINDER = /^How did .* react to their song\?$/;

describe('the approval and delivery mails of a free song', () => {
  it('approving mails the applicant once', async () => {
    const id = await insertFreeSong(shop, { email: 'approved@example.com', recipientName: 'Marta' });
    const res = await adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ status: 'approved' }));
    expect(res.status).toBe(200);
    await settle();
    const mails = mailsTo('approved@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your free song for Marta is approved');
  });

  it('the delivery mail links the song page and the reaction upload page', async () => {
    const id = await insertFreeSong(shop, { email: 'delivered@example.com', status: 'in_progress' });
    const res = await adminCall(
      shop,
      token,
      'PATCH',
      `/api/admin/free-song-submissions/${id}`,
      form({}, { songFile: { bytes: wavBytes(0.3), name: 'song.wav', type: 'audio/wav' } }),
    );
    expect(res.status).toBe(200);
    await settle();
    const stored = await eventually(
      () =>
        withDatabase(
          shop.dataDir,
          async (db) =>
            (await db.prepare('SELECT status, delivery_token FROM free_song_submissions WHERE id = ?').get<{
              status: string;
              delivery_token: string;
            }>(id))!,
        ),
      (row) => row.status === 'delivered',
    );
    const [mail] = mailsTo('delivered@example.com', /is ready/);
    expect(mail!.text).toContain(`${PUBLIC_URL}/song/${stored.delivery_token}`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/video-reaction/${id}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/video-reaction/${id}"`);
  });
});

describe('reaction reminders', () => {
  // Each test's delivered songs are its own: earlier tests' submissions are gone.
  beforeEach(() =>
    withDatabase(shop.dataDir, (db) => db.prepare('DELETE FROM free_song_submissions WHERE reaction_media_id IS NULL').run()),
  );

  it('mail each delivered customer without a reaction, at most once per 24 hours however often pressed', async () => {
    const waiting = await insertFreeSong(shop, { email: 'waiting@example.com', status: 'delivered', name: 'Wes', recipientName: 'Ida' });
    await insertFreeSong(shop, { email: 'early@example.com', status: 'completed' });
    await insertFreeSong(shop, { email: 'rejected@example.com', status: 'rejected' });
    const reacted = await insertFreeSong(shop, { email: 'reacted@example.com', status: 'delivered' });
    await setStoredStatus(shop, 'free_song_submissions', reacted, 'reaction_received');

    expect(await remind()).toBe(1);
    const [mail] = mailsTo('waiting@example.com', REMINDER);
    expect(mail!.subject).toBe('How did Ida react to their song?');
    expect(mail!.text).toContain(`${PUBLIC_URL}/video-reaction/${waiting}`);
    for (const other of ['early@example.com', 'rejected@example.com', 'reacted@example.com']) expect(mailsTo(other)).toHaveLength(0);

    expect(await remind()).toBe(0);
    expect(await remind()).toBe(0);
    shop.clock.advance(23 * HOUR);
    expect(await remind()).toBe(0);
    expect(mailsTo('waiting@example.com', REMINDER)).toHaveLength(1);

    shop.clock.advance(HOUR);
    expect(await remind()).toBe(1);
    expect(mailsTo('waiting@example.com', REMINDER)).toHaveLength(2);
    await withDatabase(shop.dataDir, (db) =>
      db.prepare("UPDATE free_song_submissions SET status = 'reaction_received' WHERE id = ?").run(waiting),
    );
  });

  it('one reminder per customer, whatever number of delivered songs they have; pressed twice at once still one', async () => {
    await insertFreeSong(shop, { email: 'Twice@Example.com', status: 'delivered' });
    await insertFreeSong(shop, { email: 'twice@example.com', status: 'delivered' });
    const fresh = await adminToken(shop);
    const [a, b] = await Promise.all([
      adminCall(shop, fresh, 'POST', '/api/admin/send-reaction-reminders'),
      adminCall(shop, fresh, 'POST', '/api/admin/send-reaction-reminders'),
    ]);
    const sent = (await json<{ emailsSent: number }>(a)).emailsSent + (await json<{ emailsSent: number }>(b)).emailsSent;
    await settle();
    expect(sent).toBe(1);
    expect(sink.messages.filter((m) => m.to?.[0]?.address?.toLowerCase() === 'twice@example.com')).toHaveLength(1);
    await withDatabase(shop.dataDir, (db) =>
      db.prepare("UPDATE free_song_submissions SET status = 'reaction_received' WHERE lower(email) = 'twice@example.com'").run(),
    );
  });

  it('carry a one-click unsubscribe that works, after which no reminder goes to that address', async () => {
    await insertFreeSong(shop, { email: 'leave-me@example.com', status: 'delivered' });
    expect(await remind()).toBe(1);
    const [mail] = mailsTo('leave-me@example.com', REMINDER);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/shop\.example\/api\/unsubscribe\?token=[^>]+)>$/.exec(header(mail!, 'List-Unsubscribe') ?? '')?.[1];
    expect(oneClick).toBeDefined();
    // The page linked in the text tells whose address it is.
    const page = new URL(/https:\/\/shop\.example\/unsubscribe\?token=\S+/.exec(mail!.text ?? '')![0]);
    const status = await fetch(`${shop.url}/api/unsubscribe${page.search}`);
    expect(await json(status)).toEqual({ email: 'leave-me@example.com', unsubscribed: false });

    // What a mail client does (RFC 8058): a POST with the one-click body to the header's address.
    const res = await fetch(`${shop.url}${new URL(oneClick!).pathname}${new URL(oneClick!).search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await json(await fetch(`${shop.url}/api/unsubscribe${page.search}`))).toEqual({
      email: 'leave-me@example.com',
      unsubscribed: true,
    });

    shop.clock.advance(25 * HOUR);
    expect(await remind()).toBe(0);
    expect(mailsTo('leave-me@example.com', REMINDER)).toHaveLength(1);
  });

  it('refuses a forged or damaged unsubscribe token', async () => {
    const forged = `${Buffer.from('victim@example.com').toString('base64url')}.${'A'.repeat(24)}`;
    for (const bad of [forged, 'nonsense', '', `${Buffer.from('x').toString('base64url')}.`]) {
      const get = await fetch(`${shop.url}/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect({ status: get.status, body: await json(get) }).toEqual({ status: 404, body: { error: 'This unsubscribe link is not valid' } });
      const post = await fetch(`${shop.url}/api/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' });
      expect(post.status).toBe(404);
    }
    expect(
      await withDatabase(shop.dataDir, (db) => db.prepare("SELECT * FROM mail_unsubscribes WHERE email = 'victim@example.com'").get()),
    ).toBeUndefined();
  });

  it('need a signed-in admin', async () => {
    const res = await fetch(`${shop.url}/api/admin/send-reaction-reminders`, { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('per-recipient caps', () => {
  it('an address gets at most three application receipts an hour, whoever applies with it', async () => {
    for (let i = 0; i < 5; i++) expect((await applyForFreeSong(shop, { ...APPLICATION, email: 'target@example.com' })).status).toBe(201);
    await settle();
    const receipts = () => mailsTo('target@example.com', /We received your free-song application/);
    expect(receipts()).toHaveLength(3);
    shop.clock.advance(HOUR + 1000);
    expect((await applyForFreeSong(shop, { ...APPLICATION, email: 'target@example.com' })).status).toBe(201);
    await settle();
    expect(receipts()).toHaveLength(4);
  });
});
