// Paid orders in the admin API: the list, every status move through the server's rules (an illegal one
// is a 409 naming both states), the customer's status mails once each, and delete.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder, SongView } from '../../../shared/admin-api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { ORDER_STATUSES } from '../../../shared/enums';
import { illegalMove, nextOrderStatuses } from '../../../shared/statusRules';
import { adminCall, adminToken, eventually, form, paidOrder, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { storedFiles, wavBytes } from '../../../testing/files';
import { initOrder, storedOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const PUBLIC_URL = 'https://shop.example';
let sink: SmtpSink;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_EMAIL: 'owner@serenade.test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
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

const orders = async () => json<AdminOrder[]>(await adminCall(shop, token, 'GET', '/api/admin/orders'));
const setStatus = (id: string, status: unknown) => adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status });
const mailsTo = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to);
const settle = () => jobsDone(shop);

describe('GET /api/admin/orders', () => {
  it('lists paid orders newest first with display id, price in cents and due time; unpaid ones are not listed', async () => {
    const older = await paidOrder(shop, { email: 'older@example.com' });
    shop.clock.advance(60_000);
    const newer = await paidOrder(shop, { email: 'newer@example.com', rushDelivery: true });
    const unpaid = await initOrder(shop, { email: 'unpaid@example.com' });
    const list = await orders();
    const ids = list.map((o) => o.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(unpaid);
    const order = list.find((o) => o.id === newer)!;
    expect(order).toMatchObject({
      displayId: newer.slice(-8).toUpperCase(),
      email: 'newer@example.com',
      customerName: 'Tom',
      recipientName: 'Maria',
      occasion: 'Anniversary',
      storyDetails: expect.stringContaining('rainy Tuesday'),
      namePronunciation: 'mah-REE-ah',
      rushDelivery: true,
      price: 7900 + 2900,
      currency: 'USD',
      paid: true,
      status: 'pending',
      paymentStatus: 'paid',
      adminNotes: null,
      delivery: null,
      revision: null,
    });
    expect(new Date(order.dueAt!).getTime() - new Date(order.paidAt!).getTime()).toBe(6 * 3_600_000);
  });

  it('shows the add-ons bought, as sold, and the tip, in the list and in one order; none on an order without', async () => {
    const id = await paidOrder(shop, { email: 'extras-admin@example.com', addOns: ['instrumental', 'extra-verse'], tipCents: 1200 });
    const plain = await paidOrder(shop, { email: 'plain-admin@example.com' });
    // A later price change is the owner's; the order keeps what it was sold at.
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE add_ons SET price_cents = 100 WHERE id = 'extra-verse'").run());
    const sold = {
      addOns: [
        { id: 'extra-verse', name: 'Extra verse', priceCents: 1900 },
        { id: 'instrumental', name: 'Instrumental version', priceCents: 1500 },
      ],
      tipCents: 1200,
      price: 7900 + 1900 + 1500 + 1200,
    };
    const list = await orders();
    expect(list.find((o) => o.id === id)).toMatchObject(sold);
    expect(list.find((o) => o.id === plain)).toMatchObject({ addOns: [], tipCents: 0, price: 7900 });
    expect(await json(await adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'approved' }))).toMatchObject(sold);
  });

  it('shows the buyer’s message for the recipient in the order and in the new-order notice, as text', async () => {
    const dedication = 'To my <b>Maria</b> & our 10 years:\nstill laughing at that umbrella.';
    const id = await paidOrder(shop, { email: 'dedication@example.com', dedication });
    const without = await paidOrder(shop, { email: 'no-dedication@example.com' });
    const list = await orders();
    expect(list.find((o) => o.id === id)).toMatchObject({ dedication });
    expect(list.find((o) => o.id === without)).toMatchObject({ dedication: null });

    await settle();
    const notices = mailsTo('owner@serenade.test');
    const notice = notices.find((m) => m.subject?.includes(id.slice(-8).toUpperCase()))!;
    expect(notice.text).toContain(`Their message for the recipient:\n${dedication}`);
    expect(notice.html).toContain('To my &lt;b&gt;Maria&lt;/b&gt; &amp; our 10 years');
    expect(notice.html).not.toContain('<b>Maria</b>');
    const plain = notices.find((m) => m.subject?.includes(without.slice(-8).toUpperCase()))!;
    expect(plain.text).not.toContain('Their message for the recipient');
  });
});

describe('PATCH /api/admin/orders/:id/status', () => {
  it('allows exactly the moves of the rules, from every state; every other pair is a 409 naming both', async () => {
    const id = await paidOrder(shop);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        await setStoredStatus(shop, 'orders', id, from);
        const res = await setStatus(id, to);
        if (nextOrderStatuses(from).includes(to)) {
          expect({ from, to, status: res.status }).toEqual({ from, to, status: 200 });
          expect((await json<AdminOrder>(res)).status).toBe(to);
        } else {
          expect({ from, to, status: res.status, body: await json(res) }).toEqual({
            from,
            to,
            status: 409,
            body: { error: illegalMove(from, to) },
          });
          expect((await storedOrder(shop, id))!.status).toBe(from);
        }
      }
    }
  });

  it('answers 400 for an unknown status and 404 for an unknown or unpaid order', async () => {
    const id = await paidOrder(shop);
    expect(await json(await setStatus(id, 'shipped'))).toEqual({ error: 'Unknown status', field: 'status' });
    expect((await setStatus('0123456789abcdef0123456789abcdef', 'approved')).status).toBe(404);
    const unpaid = await initOrder(shop);
    expect((await setStatus(unpaid, 'approved')).status).toBe(404);
  });

  it('mails the customer once when the order is approved and once when it is in progress', async () => {
    const id = await paidOrder(shop, { email: 'status@example.com' });
    await settle();
    sink.messages.length = 0;
    expect((await setStatus(id, 'approved')).status).toBe(200);
    await sink.waitFor(1);
    expect((await setStatus(id, 'in_progress')).status).toBe(200);
    await sink.waitFor(2);
    const subjects = mailsTo('status@example.com').map((m) => m.subject);
    expect(subjects).toEqual(['Your song for Maria is approved', 'We are writing the song for Maria']);
    expect(mailsTo('status@example.com')[0]!.text).toContain(`${PUBLIC_URL}/order/${(await storedOrder(shop, id))!.public_token}`);

    // Back and forth by hand: the mails are not sent again.
    await setStoredStatus(shop, 'orders', id, 'pending');
    await setStatus(id, 'approved');
    await setStatus(id, 'in_progress');
    await settle();
    expect(mailsTo('status@example.com')).toHaveLength(2);
  });

  it('sends no mail for rejected', async () => {
    const id = await paidOrder(shop, { email: 'rejected@example.com' });
    await settle();
    sink.messages.length = 0;
    expect((await setStatus(id, 'rejected')).status).toBe(200);
    await settle();
    expect(mailsTo('rejected@example.com')).toHaveLength(0);
  });
});

describe('DELETE /api/admin/orders/:id', () => {
  it('removes the order, its delivered files and its song page', async () => {
    const id = await paidOrder(shop, { email: 'gone@example.com' });
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    const sent = await adminCall(
      shop,
      token,
      'PATCH',
      `/api/admin/orders/${id}/send-completed`,
      form(
        {},
        { songFile: { bytes: wavBytes(0.5), name: 'song.wav' }, lyricsFile: { bytes: Buffer.from('La la la'), name: 'lyrics.txt' } },
      ),
    );
    expect(sent.status).toBe(200);
    const order = await json<AdminOrder>(sent);
    const songToken = order.delivery!.songPageUrl.split('/').pop()!;
    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (s) => s === 'delivered',
    );
    const filesBefore = storedFiles(shop.dataDir);

    expect((await adminCall(shop, token, 'DELETE', `/api/admin/orders/${id}`)).status).toBe(204);
    expect(await storedOrder(shop, id)).toBeUndefined();
    expect(storedFiles(shop.dataDir)).toHaveLength(filesBefore.length - 2);
    expect(await withDatabase(shop.dataDir, (db) => db.prepare('SELECT count(*) AS n FROM media_files').get())).toEqual({ n: 0 });
    expect((await fetch(`${shop.url}${order.delivery!.songUrl}`)).status).toBe(404);
    expect((await fetch(`${shop.url}/api/songs/${songToken}`)).status).toBe(404);
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/orders/${id}`)).status).toBe(404);
    expect((await orders()).map((o) => o.id)).not.toContain(id);
  });
});

describe('an order that bought the instrumental version', () => {
  const mediaRows = async () =>
    (await withDatabase(shop.dataDir, (db) => db.prepare('SELECT count(*) AS n FROM media_files').get<{ n: number }>()))!.n;
  const send = (id: string, files: Parameters<typeof form>[1]) =>
    adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/send-completed`, form({}, files));
  const song = { bytes: wavBytes(0.5), name: 'song.wav' };

  it('is not sent without its file, nor with one that is not audio: 400 on instrumentalFile, nothing kept', async () => {
    const id = await paidOrder(shop, { email: 'karaoke@example.com', addOns: ['instrumental'] });
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    const before = { rows: await mediaRows(), files: storedFiles(shop.dataDir).length };

    const missing = await send(id, { songFile: song });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ error: ADMIN_MESSAGES.instrumentalFileMissing, field: 'instrumentalFile' });
    const notAudio = await send(id, { songFile: song, instrumentalFile: { bytes: Buffer.from('%PDF-1.4 not a song'), name: 'x.mp3' } });
    expect(notAudio.status).toBe(400);
    expect(await json(notAudio)).toEqual({ error: ADMIN_MESSAGES.instrumentalFileType, field: 'instrumentalFile' });

    expect({ rows: await mediaRows(), files: storedFiles(shop.dataDir).length }).toEqual(before);
    expect(await storedOrder(shop, id)).toMatchObject({ status: 'in_progress' });
  });

  it('is delivered with the song: the admin and the song page link it, and deleting the order removes it', async () => {
    const id = await paidOrder(shop, { email: 'karaoke2@example.com', addOns: ['instrumental'] });
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    const sent = await send(id, { songFile: song, instrumentalFile: { bytes: wavBytes(0.3), name: 'instrumental.wav' } });
    expect(sent.status).toBe(200);
    const order = await json<AdminOrder>(sent);
    expect(order.delivery!.instrumentalUrl).toMatch(/^\/api\/media\//);
    const songToken = order.delivery!.songPageUrl.split('/').pop()!;
    const view = await json<SongView>(await fetch(`${shop.url}/api/songs/${songToken}`));
    const download = await fetch(`${shop.url}${view.instrumentalDownloadUrl!}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('Instrumental for Maria');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(wavBytes(0.3));

    const filesBefore = storedFiles(shop.dataDir).length;
    expect((await adminCall(shop, token, 'DELETE', `/api/admin/orders/${id}`)).status).toBe(204);
    expect(storedFiles(shop.dataDir)).toHaveLength(filesBefore - 2);
    expect((await fetch(`${shop.url}${view.instrumentalDownloadUrl!}`)).status).toBe(404);
  });

  it('an order without it refuses an instrumental file, keeping nothing', async () => {
    const id = await paidOrder(shop, { email: 'plain@example.com' });
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    const before = await mediaRows();
    const res = await send(id, { songFile: song, instrumentalFile: { bytes: wavBytes(0.3), name: 'instrumental.wav' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: ADMIN_MESSAGES.instrumentalNotOrdered, field: 'instrumentalFile' });
    expect(await mediaRows()).toBe(before);
  });
});
