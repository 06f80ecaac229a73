// Sending a finished song for a paid order: the customer's mail links the song page, the status becomes
// delivered once it is sent, the files are served with their stored type; the song page and its one
// revision request; and the upload rules (song: any audio by its bytes; lyrics: six kinds by their bytes).
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, SongView } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { illegalMove } from '../../../shared/statusRules';
import {
  adminCall,
  adminToken,
  eventually,
  form,
  paidOrder,
  setStoredStatus,
  TEST_ADMIN_PASSWORD,
  type FilePart,
} from '../../../testing/admin';
import {
  docBytes,
  docxBytes,
  elfBytes,
  incomingFiles,
  jpegBytes,
  pdfBytes,
  pngBytes,
  seedMp3,
  storedFiles,
  wavBytes,
  zipBytes,
} from '../../../testing/files';
import { storedOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const PUBLIC_URL = 'https://shop.example';
let sink: SmtpSink;
let shop: TestShop;
let token: string;
let mp3: Buffer;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_EMAIL: 'owner@serenade.test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
  });
  token = await adminToken(shop);
  mp3 = (await seedMp3()).bytes;
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});

const send = (id: string, fields: Record<string, string>, files: Record<string, FilePart>) =>
  adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/send-completed`, form(fields, files));
const song = (bytes = mp3, name = 'final-mix.mp3'): FilePart => ({ bytes, name, type: 'audio/mpeg' });
const mailsTo = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to);
const mediaCount = () =>
  withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM media_files').get<{ n: number }>())!.n);
const linkIn = (mail: Email) => new RegExp(`${PUBLIC_URL}/song/([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];

async function orderInProgress(email: string): Promise<string> {
  const id = await paidOrder(shop, { email });
  await setStoredStatus(shop, 'orders', id, 'in_progress');
  return id;
}

describe('PATCH /api/admin/orders/:id/send-completed', () => {
  it('stores the files, mails the song page, then marks the order delivered; the song page shows it all', async () => {
    const id = await orderInProgress('deliver@example.com');
    const lyrics = 'Verse one\nUnder the umbrella, you laughed at me\n';
    const res = await send(
      id,
      { message: 'Play it loud!', adminNotes: 'Mixed twice', status: 'completed' },
      { songFile: song(), lyricsFile: { bytes: Buffer.from(lyrics), name: 'lyrics.txt', type: 'text/plain' } },
    );
    expect(res.status).toBe(200);
    const sent = await json<AdminOrder>(res);
    expect(['completed', 'delivered']).toContain(sent.status);
    expect(sent.adminNotes).toBe('Mixed twice');

    await eventually(
      () => mailsTo('deliver@example.com').filter((m) => m.subject === 'Your song for Maria is ready'),
      (m) => m.length === 1,
    );
    const mail = mailsTo('deliver@example.com').find((m) => m.subject === 'Your song for Maria is ready')!;
    const songToken = linkIn(mail)!;
    expect(songToken).toBeDefined();
    expect(mail.text).toContain('Play it loud!');
    const stored = await eventually(
      async () => (await storedOrder(shop, id))!,
      (o) => o.status === 'delivered',
    );
    expect(stored.status).toBe('delivered');

    const listed = (await json<AdminOrder[]>(await adminCall(shop, token, 'GET', '/api/admin/orders'))).find((o) => o.id === id)!;
    expect(listed.delivery).toMatchObject({
      message: 'Play it loud!',
      lyricsType: 'text/plain; charset=utf-8',
      songPageUrl: `${PUBLIC_URL}/song/${songToken}`,
      deliveredAt: shop.clock.now().toISOString(),
    });

    const view = await json<SongView>(await fetch(`${shop.url}/api/songs/${songToken}`));
    expect(view).toMatchObject({
      recipientName: 'Maria',
      occasion: 'Anniversary',
      fromName: 'Tom',
      message: 'Play it loud!',
      lyricsText: lyrics,
      lyricsType: 'text/plain; charset=utf-8',
      revision: { requested: false, requestedAt: null },
    });
    expect(view.songUrl).toBe(listed.delivery!.songUrl);
    expect(view.songDownloadUrl).toBe(`${view.songUrl}?download=1`);

    const audio = await fetch(`${shop.url}${view.songUrl}`);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await audio.arrayBuffer()).equals(mp3)).toBe(true);
    expect((await fetch(`${shop.url}${view.songDownloadUrl}`)).headers.get('content-disposition')).toContain(
      'filename="Song for Maria.mp3"',
    );
    const lyricsFile = await fetch(`${shop.url}${view.lyricsDownloadUrl}`);
    expect(lyricsFile.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(lyricsFile.headers.get('content-disposition')).toContain('filename="Lyrics for Maria.txt"');

    const orderPage = await json<OrderView>(await fetch(`${shop.url}/api/orders/${stored.public_token}`));
    expect(orderPage).toMatchObject({ status: 'delivered', songPageUrl: `/song/${songToken}` });
  });

  it('takes one revision request, mails the admin, flags it in the list, and refuses a second', async () => {
    const id = await orderInProgress('revise@example.com');
    await send(id, {}, { songFile: song() });
    const mail = await eventually(() => mailsTo('revise@example.com').find((m) => m.subject === 'Your song for Maria is ready'), Boolean);
    const songToken = linkIn(mail!)!;
    const ask = (note: unknown) =>
      fetch(`${shop.url}/api/songs/${songToken}/revision`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ note }),
      });

    expect((await ask('   ')).status).toBe(400);
    shop.clock.advance(60_000);
    const first = await ask('Please spell her name Marìa in the chorus.');
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ requestedAt: shop.clock.now().toISOString() });
    const second = await ask('And one more thing');
    expect(second.status).toBe(409);
    expect(await json(second)).toEqual({ error: ADMIN_MESSAGES.revisionTwice });

    const notice = await eventually(() => mailsTo('owner@serenade.test').find((m) => m.subject?.startsWith('Revision requested')), Boolean);
    expect(notice!.text).toContain('Please spell her name Marìa in the chorus.');
    const listed = (await json<AdminOrder[]>(await adminCall(shop, token, 'GET', '/api/admin/orders'))).find((o) => o.id === id)!;
    expect(listed.revision).toEqual({
      note: 'Please spell her name Marìa in the chorus.',
      requestedAt: shop.clock.now().toISOString(),
      pending: true,
    });
    expect((await json<SongView>(await fetch(`${shop.url}/api/songs/${songToken}`))).revision).toEqual({
      requested: true,
      requestedAt: shop.clock.now().toISOString(),
    });
  });

  it('answers the revision: a revised song can be sent after delivery, once, and is mailed and delivered again', async () => {
    const id = await orderInProgress('revised@example.com');
    await send(id, {}, { songFile: song() });
    const firstMail = await eventually(
      () => mailsTo('revised@example.com').find((m) => m.subject === 'Your song for Maria is ready'),
      Boolean,
    );
    const firstToken = linkIn(firstMail!)!;
    const delivered = async () =>
      (await json<AdminOrder[]>(await adminCall(shop, token, 'GET', '/api/admin/orders'))).find((o) => o.id === id)!;
    await eventually(
      async () => (await delivered()).status,
      (s) => s === 'delivered',
    );

    // Without a request, a delivered song cannot be sent again.
    const early = await send(id, {}, { songFile: song() });
    expect({ status: early.status, body: await json(early) }).toEqual({
      status: 409,
      body: { error: illegalMove('delivered', 'completed') },
    });

    shop.clock.advance(60_000);
    const asked = await fetch(`${shop.url}/api/songs/${firstToken}/revision`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: 'Second verse: our dog is Biscuit.' }),
    });
    expect(asked.status).toBe(201);
    expect((await delivered()).revision?.pending).toBe(true);

    shop.clock.advance(60_000);
    const revised = await send(id, { message: 'Biscuit is in the second verse now.' }, { songFile: song() });
    expect(revised.status).toBe(200);
    await eventually(
      () => mailsTo('revised@example.com').filter((m) => m.subject === 'Your song for Maria is ready').length,
      (n) => n === 2,
    );
    const after = await eventually(delivered, (o) => o.status === 'delivered');
    expect(after.revision).toMatchObject({ note: 'Second verse: our dog is Biscuit.', pending: false });

    // The one free round is used: no further send, and no further request.
    const again = await send(id, {}, { songFile: song() });
    expect(again.status).toBe(409);
  });

  it('sends the customer each status mail once: approved, in progress, delivered', async () => {
    const id = await paidOrder(shop, { email: 'journey@example.com' });
    for (const status of ['approved', 'in_progress'])
      expect((await adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/status`, { status })).status).toBe(200);
    expect((await send(id, {}, { songFile: song() })).status).toBe(200);
    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (s) => s === 'delivered',
    );
    await shop.services.jobs.runDue();
    const subjects = mailsTo('journey@example.com')
      .map((m) => m.subject)
      .filter((s) => !s?.includes('is ordered'));
    expect(subjects.sort()).toEqual([
      'We are writing the song for Maria',
      'Your song for Maria is approved',
      'Your song for Maria is ready',
    ]);
  });

  it('replaces the files of an earlier send whose mail has not gone out (the old files and the old song page are gone)', async () => {
    const id = await orderInProgress('resend@example.com');
    const first = await json<AdminOrder>(
      await send(id, {}, { songFile: song(wavBytes(0.5), 'v1.wav'), lyricsFile: { bytes: pdfBytes(), name: 'v1.pdf' } }),
    );
    await eventually(
      async () => (await storedOrder(shop, id))!.status,
      (s) => s === 'delivered',
    );
    const files = storedFiles(shop.dataDir);
    // As if its mail had failed and were waiting an hour for the retry (a mail that went out is never replaced: races.test.ts).
    await setStoredStatus(shop, 'orders', id, 'completed');
    const retryAt = new Date(shop.clock.now().getTime() + 3_600_000).toISOString();
    await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('UPDATE jobs SET done_at = NULL, run_at = ? WHERE unique_key = ?')
        .run(retryAt, `delivery:${first.delivery!.songPageUrl.split('/').pop()}`),
    );
    const second = await json<AdminOrder>(await send(id, {}, { songFile: song(), lyricsFile: { bytes: pngBytes(), name: 'v2.png' } }));
    expect(second.delivery!.songUrl).not.toBe(first.delivery!.songUrl);
    expect(storedFiles(shop.dataDir)).toHaveLength(files.length);
    expect((await fetch(`${shop.url}${first.delivery!.songUrl}`)).status).toBe(404);
    expect((await fetch(`${shop.url}${first.delivery!.lyricsUrl}`)).status).toBe(404);
    expect((await fetch(`${shop.url}/api/songs/${first.delivery!.songPageUrl.split('/').pop()}`)).status).toBe(404);
    expect((await fetch(`${shop.url}/api/songs/${second.delivery!.songPageUrl.split('/').pop()}`)).status).toBe(200);
  });
});

describe('send-completed refuses bad input with nothing left behind', () => {
  let id: string;
  beforeAll(async () => {
    id = await orderInProgress('refused@example.com');
  });

  async function refused(fields: Record<string, string>, files: Record<string, FilePart>, status: number, error: string, field?: string) {
    const before = { files: storedFiles(shop.dataDir), media: await mediaCount() };
    const res = await send(id, fields, files);
    expect({ status: res.status, body: await json(res) }).toEqual({ status, body: { error, field } });
    expect({ files: storedFiles(shop.dataDir), media: await mediaCount() }).toEqual(before);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
    expect((await storedOrder(shop, id))!.status).toBe('in_progress');
  }

  it('without a song file', () =>
    refused({ message: 'hi' }, { lyricsFile: { bytes: pdfBytes(), name: 'l.pdf' } }, 400, ADMIN_MESSAGES.songFileMissing, 'songFile'));
  it('with an executable as the song', () => refused({}, { songFile: song(elfBytes(), 'song.mp3') }, 400, ADMIN_MESSAGES.songFileType));
  it('with an image as the song', () => refused({}, { songFile: song(pngBytes(), 'song.mp3') }, 400, ADMIN_MESSAGES.songFileType));
  it('with a schedule (paid orders are sent now)', () =>
    refused(
      { scheduledSendAt: '2030-01-01T10:00:00.000Z' },
      { songFile: song() },
      400,
      ADMIN_MESSAGES.scheduleOnlyFreeSongs,
      'scheduledSendAt',
    ));
  it('with a status other than completed', () =>
    refused({ status: 'delivered' }, { songFile: song() }, 400, 'Sending a song sets its status to completed', 'status'));
  it('with a song over 10 MB', () =>
    refused({}, { songFile: song(Buffer.concat([mp3, Buffer.alloc(11 * 1024 * 1024)])) }, 413, ADMIN_MESSAGES.fileSize));
  it('with lyrics over 10 MB', () =>
    refused(
      {},
      { songFile: song(), lyricsFile: { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), name: 'l.txt' } },
      413,
      ADMIN_MESSAGES.fileSize,
    ));

  // Thunks: the table is built before beforeAll has read the MP3.
  it.each([
    ['an executable named .txt', () => elfBytes(), 'lyrics.txt'],
    ['text with NUL bytes', () => Buffer.from('La la\0la'), 'lyrics.txt'],
    ['bytes that are not UTF-8', () => Buffer.from([0x4c, 0x61, 0xff, 0xfe, 0x20, 0xc3]), 'lyrics.txt'],
    ['a zip without word/ in it', () => zipBytes([['notes/readme.txt', 'hello']]), 'lyrics.docx'],
    ['an MP3 named .pdf', () => mp3, 'lyrics.pdf'],
  ])('with lyrics that are %s', (_case, bytes, name) =>
    refused({}, { songFile: song(), lyricsFile: { bytes: bytes(), name } }, 400, ADMIN_MESSAGES.lyricsFileType),
  );

  it('from a status that cannot be sent (409 naming both states), and 404 for an unknown order', async () => {
    await setStoredStatus(shop, 'orders', id, 'approved');
    const res = await send(id, {}, { songFile: song() });
    expect({ status: res.status, body: await json(res) }).toEqual({ status: 409, body: { error: illegalMove('approved', 'completed') } });
    await setStoredStatus(shop, 'orders', id, 'in_progress');
    expect((await send('0123456789abcdef0123456789abcdef', {}, { songFile: song() })).status).toBe(404);
    expect(incomingFiles(shop.dataDir)).toEqual([]);
  });
});

describe('lyrics kinds, judged by their bytes', () => {
  it.each([
    ['a PDF', pdfBytes(), 'lyrics.pdf', 'application/pdf', 'pdf'],
    ['a JPEG', jpegBytes(), 'lyrics.jpeg', 'image/jpeg', 'jpg'],
    ['a PNG', pngBytes(), 'lyrics.png', 'image/png', 'png'],
    ['a PNG named .pdf (stored as what it is)', pngBytes(), 'lyrics.pdf', 'image/png', 'png'],
    ['UTF-8 text', Buffer.from('Für Lucía ♥\n'), 'lyrics.txt', 'text/plain; charset=utf-8', 'txt'],
    ['a .doc (OLE2)', docBytes(), 'lyrics.doc', 'application/msword', 'doc'],
    [
      'a .docx (zip with word/)',
      docxBytes(),
      'lyrics.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
  ])('accepts %s', async (_case, bytes, name, type, ext) => {
    const id = await orderInProgress('lyrics@example.com');
    const res = await send(
      id,
      {},
      { songFile: song(wavBytes(0.25), 'song.wav'), lyricsFile: { bytes, name, type: 'application/octet-stream' } },
    );
    expect(res.status).toBe(200);
    const { delivery } = await json<AdminOrder>(res);
    expect(delivery!.lyricsType).toBe(type);
    const served = await fetch(`${shop.url}${delivery!.lyricsUrl}?download=1`);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toContain(`filename="Lyrics for Maria.${ext}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
