// The photo slideshow video (issue 25, item 3) through the API: the buyer's photos on the order page (upload judged
// by bytes with the EXIF orientation applied, thumbnail, remove, reorder), every bad upload refused with a clear 4xx
// and nothing of it kept, and the song's delivery making both videos in the render lane, shown on the order and song
// pages, mailed, and rendered again by the admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, SongView } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import { SLIDESHOW_MESSAGES, type OrderSlideshow } from '../../../shared/schemas/slideshow';
import { adminCall, adminToken, eventually, form, paidOrder, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { elfBytes, incomingFiles, storedFiles, wavBytes } from '../../../testing/files';
import { initOrder, storedOrder } from '../../../testing/orders';
import { photoPart } from '../../../testing/photos';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { probeMedia } from '../../services/video/probe';

// A render takes seconds on two shared cores, more when other tests run beside it: no timing is asserted.
const SLOW = 240_000;
let shop: TestShop;
let sink: SmtpSink;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({ seed: false, runJobs: false, env: { SMTP_URL: sink.url, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});

type Part = { bytes: Buffer; name: string; type: string };

const tokenOf = async (orderId: string) => (await storedOrder(shop, orderId))!.public_token;
/** A paid order that bought the slideshow; answers its page's token and its id. */
async function slideshowOrder(email = 'photos@example.com') {
  const id = await paidOrder(shop, { email, addOns: ['photo-slideshow'] });
  return { id, token: await tokenOf(id) };
}
const photos = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => photoPart({ hue: i * 37, name: `IMG_${i}.jpg` })));

function upload(token: string, parts: Part[]): Promise<Response> {
  const data = new FormData();
  for (const part of parts) data.append('photo', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  return fetch(`${shop.url}/api/orders/${token}/photos`, { method: 'POST', body: data });
}
const call = (method: string, path: string, body?: unknown) =>
  fetch(`${shop.url}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
const orderView = async (token: string) => json<OrderView>(await fetch(`${shop.url}/api/orders/${token}`));

/** What the shop keeps: rows of media and photos, stored files, files waiting in incoming/. */
const kept = async () => ({
  media: await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM media_files').get<{ n: number }>())!.n),
  photos: await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM order_photos').get<{ n: number }>())!.n),
  files: storedFiles(shop.dataDir).length,
  incoming: incomingFiles(shop.dataDir).filter((name) => !name.startsWith('slideshow-')),
});

/** The request is refused with this status and message, and nothing of it is kept. */
async function refusedKeepingNothing(send: () => Promise<Response>, status: number, error: string, field?: string) {
  const before = await kept();
  const res = await send();
  expect(res.status).toBe(status);
  expect(await json(res)).toEqual(field ? { error, field } : { error });
  expect(await kept()).toEqual({ ...before, incoming: [] });
}

describe('the buyer’s photos', () => {
  it('takes JPEG, PNG and WebP in one request, in that order, with thumbnails; the order page lists them', async () => {
    const { token } = await slideshowOrder();
    const parts = [await photoPart({ format: 'jpeg' }), await photoPart({ format: 'png', hue: 90 }), await photoPart({ format: 'webp', hue: 300 })];
    const res = await upload(token, parts);
    expect(res.status).toBe(201);
    const slideshow = await json<OrderSlideshow>(res);
    expect(slideshow).toMatchObject({ status: 'waiting', editable: true, canRender: false, minPhotos: 3, maxPhotos: 20, videos: null });
    expect(slideshow.photos.map((p) => [p.width, p.height])).toEqual([
      [640, 480],
      [640, 480],
      [640, 480],
    ]);
    expect((await orderView(token)).slideshow).toEqual(slideshow);
    const thumb = await fetch(`${shop.url}${slideshow.photos[0]!.thumbUrl}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(thumb.headers.get('cache-control')).toBe('private, max-age=86400');
    // A photo is reachable only through its order: another order's token does not open it.
    const other = await slideshowOrder('other@example.com');
    expect((await fetch(`${shop.url}/api/orders/${other.token}/photos/${slideshow.photos[0]!.id}`)).status).toBe(404);
  });

  it('turns a photo upright by its EXIF orientation, as a phone stores a portrait shot', async () => {
    const { token } = await slideshowOrder();
    const res = await upload(token, [await photoPart({ width: 400, height: 240, orientation: 6 })]);
    expect(res.status).toBe(201);
    expect((await json<OrderSlideshow>(res)).photos[0]).toMatchObject({ width: 240, height: 400 });
  });

  it('removes a photo with its files, and puts the photos in the order the buyer chose', async () => {
    const { token } = await slideshowOrder();
    const first = await json<OrderSlideshow>(await upload(token, await photos(3)));
    const [a, b, c] = first.photos.map((p) => p.id);
    const reordered = await call('PUT', `/api/orders/${token}/photos/order`, { ids: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect((await json<OrderSlideshow>(reordered)).photos.map((p) => p.id)).toEqual([c, a, b]);
    const before = await kept();
    const removed = await call('DELETE', `/api/orders/${token}/photos/${a}`);
    expect(removed.status).toBe(200);
    expect((await json<OrderSlideshow>(removed)).photos.map((p) => p.id)).toEqual([c, b]);
    expect(await kept()).toMatchObject({ media: before.media - 2, photos: before.photos - 1, files: before.files - 2 });
    expect((await orderView(token)).slideshow!.photos.map((p) => p.id)).toEqual([c, b]);
  });

  it('refuses a reorder that does not name every photo once, and a photo it does not know', async () => {
    const { token } = await slideshowOrder();
    const ids = (await json<OrderSlideshow>(await upload(token, await photos(2)))).photos.map((p) => p.id);
    for (const body of [{ ids: [ids[0]] }, { ids: [ids[0], ids[0]] }, { ids: [ids[0], 'elsewhere'] }, { ids: 'all' }, {}]) {
      const res = await call('PUT', `/api/orders/${token}/photos/order`, body);
      expect(res.status).toBe(400);
      expect((await json<{ field: string }>(res)).field).toBe('ids');
    }
    const res = await call('DELETE', `/api/orders/${token}/photos/${'f'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: SLIDESHOW_MESSAGES.photoNotFound });
  });
});

describe('bad photo uploads: a clear 4xx, and nothing kept', () => {
  it('refuses a file that is not an image, and a renamed executable, by their bytes', async () => {
    const { token } = await slideshowOrder();
    const text = { bytes: Buffer.from('Not a picture at all, just words.\n'), name: 'holiday.jpg', type: 'image/jpeg' };
    await refusedKeepingNothing(() => upload(token, [text]), 400, SLIDESHOW_MESSAGES.fileType('holiday.jpg'), 'photo');
    const program = { bytes: elfBytes(), name: 'beach.png', type: 'image/png' };
    await refusedKeepingNothing(() => upload(token, [program]), 400, SLIDESHOW_MESSAGES.fileType('beach.png'), 'photo');
  });

  it('refuses a request whose good photo comes with a bad one, keeping neither', async () => {
    const { token } = await slideshowOrder();
    const good = await photoPart();
    const bad = { bytes: elfBytes(), name: 'run.webp', type: 'image/webp' };
    await refusedKeepingNothing(() => upload(token, [good, bad]), 400, SLIDESHOW_MESSAGES.fileType('run.webp'), 'photo');
  });

  it('refuses a photo too small to show, and one whose picture is broken', async () => {
    const { token } = await slideshowOrder();
    const tiny = await photoPart({ width: 120, height: 90, name: 'tiny.jpg' });
    await refusedKeepingNothing(() => upload(token, [tiny]), 400, SLIDESHOW_MESSAGES.tooSmall('tiny.jpg', 120, 90), 'photo');
    const whole = await photoPart({ width: 800, height: 600 });
    const broken = { ...whole, bytes: whole.bytes.subarray(0, 300), name: 'cut.jpg' };
    await refusedKeepingNothing(() => upload(token, [broken]), 400, SLIDESHOW_MESSAGES.fileType('cut.jpg'), 'photo');
  });

  it('refuses a photo over 15 MB while it streams in (413)', async () => {
    const { token } = await slideshowOrder();
    const big = { bytes: Buffer.concat([(await photoPart()).bytes, Buffer.alloc(15 * 1024 * 1024)]), name: 'huge.jpg', type: 'image/jpeg' };
    await refusedKeepingNothing(() => upload(token, [big]), 413, SLIDESHOW_MESSAGES.fileSize);
  });

  it('refuses a 21st photo, and 21 photos at once', async () => {
    const { token } = await slideshowOrder();
    expect((await upload(token, await photos(20))).status).toBe(201);
    await refusedKeepingNothing(async () => upload(token, [await photoPart()]), 400, SLIDESHOW_MESSAGES.tooMany(20), 'photo');
    const other = await slideshowOrder('many@example.com');
    await refusedKeepingNothing(async () => upload(other.token, await photos(21)), 400, SLIDESHOW_MESSAGES.tooManyAtOnce, 'photo');
  });

  it('refuses photos for an order without the slideshow, an unpaid one, and an unknown one', async () => {
    const plain = await tokenOf(await paidOrder(shop, { email: 'plain@example.com' }));
    await refusedKeepingNothing(async () => upload(plain, [await photoPart()]), 403, SLIDESHOW_MESSAGES.notBought);
    expect((await orderView(plain)).slideshow).toBeUndefined();
    const unpaid = await tokenOf(await initOrder(shop, { addOns: ['photo-slideshow'] }));
    await refusedKeepingNothing(async () => upload(unpaid, [await photoPart()]), 409, SLIDESHOW_MESSAGES.notPaid);
    const unknown = 'x'.repeat(43);
    await refusedKeepingNothing(async () => upload(unknown, [await photoPart()]), 404, SLIDESHOW_MESSAGES.orderNotFound);
    for (const [method, path] of [
      ['DELETE', `/api/orders/${unknown}/photos/${'a'.repeat(32)}`],
      ['GET', `/api/orders/${unknown}/photos/${'a'.repeat(32)}`],
      ['POST', `/api/orders/${unknown}/slideshow`],
    ] as const)
      expect((await call(method, path)).status).toBe(404);
    expect((await call('PUT', `/api/orders/${unknown}/photos/order`, { ids: [] })).status).toBe(404);
  });

  it('refuses photos, removals and reorders once the render has started', async () => {
    const { id, token } = await slideshowOrder('locked@example.com');
    const ids = (await json<OrderSlideshow>(await upload(token, await photos(3)))).photos.map((p) => p.id);
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE order_slideshows SET status = 'rendering' WHERE order_id = ?").run(id));
    await refusedKeepingNothing(async () => upload(token, [await photoPart()]), 409, SLIDESHOW_MESSAGES.locked);
    await refusedKeepingNothing(() => call('DELETE', `/api/orders/${token}/photos/${ids[0]}`), 409, SLIDESHOW_MESSAGES.locked);
    await refusedKeepingNothing(() => call('PUT', `/api/orders/${token}/photos/order`, { ids: ids.reverse() }), 409, SLIDESHOW_MESSAGES.locked);
    expect((await orderView(token)).slideshow).toMatchObject({ status: 'rendering', editable: false });
  });
});

describe('the video, made when the song is sent', () => {
  it(
    'renders both videos in the render lane after the song went out, shows them on the order and song pages, mails the buyer, and renders again for the admin',
    async () => {
      const { id, token } = await slideshowOrder('video@example.com');
      await upload(token, await photos(3));
      // Before the song, neither the buyer nor the admin can ask for the video.
      expect((await call('POST', `/api/orders/${token}/slideshow`)).status).toBe(409);
      expect((await adminCall(shop, admin, 'POST', `/api/admin/orders/${id}/slideshow`)).status).toBe(409);

      await setStoredStatus(shop, 'orders', id, 'in_progress');
      const lyrics = '[Chorus]\nUnder the umbrella, you laughed at me\nAnd the rain became our melody\n';
      const sent = await adminCall(
        shop,
        admin,
        'PATCH',
        `/api/admin/orders/${id}/send-completed`,
        form(
          {},
          {
            songFile: { bytes: wavBytes(3, 22050), name: 'song.wav', type: 'audio/wav' },
            lyricsFile: { bytes: Buffer.from(lyrics), name: 'lyrics.txt', type: 'text/plain' },
          },
        ),
      );
      expect(sent.status).toBe(200);
      // Asked for with the send, and started at once in the render lane.
      const asked = (await json<AdminOrder>(sent)).slideshow!;
      expect(asked).toMatchObject({ photoCount: 3, canRender: false });
      expect(['pending', 'rendering']).toContain(asked.status);
      // The song goes first: its mail does not wait for the video.
      await shop.services.jobs.runDue();
      await eventually(
        () => sink.messages.filter((m) => m.subject === 'Your song for Maria is ready' && m.to?.[0]?.address === 'video@example.com'),
        (m) => m.length === 1,
      );
      expect((await orderView(token)).slideshow).toMatchObject({ editable: false, videos: null });
      await refusedKeepingNothing(async () => upload(token, [await photoPart()]), 409, SLIDESHOW_MESSAGES.locked);
      // A second render is refused while one is queued.
      const twice = await adminCall(shop, admin, 'POST', `/api/admin/orders/${id}/slideshow`);
      expect(twice.status).toBe(409);
      expect(await json(twice)).toEqual({ error: SLIDESHOW_MESSAGES.alreadyMaking });

      await shop.services.videoJobs.runDue();
      const made = (await orderView(token)).slideshow!;
      expect(made.status).toBe('ready');
      const songToken = (await withDatabase(shop.dataDir, (db) =>
        db.prepare('SELECT delivery_token FROM orders WHERE id = ?').get<{ delivery_token: string }>(id),
      ))!.delivery_token;
      const song = await json<SongView>(await fetch(`${shop.url}/api/songs/${songToken}`));
      expect(song.slideshow).toEqual({ status: 'ready', videos: made.videos });
      // The videos are served by their id, as the delivered song is, with Range for the player.
      const landscape = await fetch(`${shop.url}${made.videos!.landscapeUrl}`, { headers: { Range: 'bytes=0-99' } });
      expect(landscape.status).toBe(206);
      expect(landscape.headers.get('content-type')).toBe('video/mp4');
      const download = await fetch(`${shop.url}${made.videos!.portraitDownloadUrl}`);
      expect(download.headers.get('content-disposition')).toContain('Slideshow for Maria (stories).mp4');
      const storedVideo = `${shop.dataDir}/uploads/${(await withDatabase(shop.dataDir, (db) =>
        db
          .prepare('SELECT m.stored_name FROM order_slideshows s JOIN media_files m ON m.id = s.portrait_media_id WHERE s.order_id = ?')
          .get<{ stored_name: string }>(id),
      ))!.stored_name}`;
      expect((await probeMedia(storedVideo)).video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });

      await shop.services.jobs.runDue();
      const mail = await eventually(
        () => sink.messages.find((m) => m.subject === 'Your slideshow video for Maria is ready'),
        (m) => m !== undefined,
      );
      expect(mail!.text).toContain(`/song/${songToken}`);

      // The admin renders it again: the new videos replace the old ones (their files gone).
      const again = await adminCall(shop, admin, 'POST', `/api/admin/orders/${id}/slideshow`);
      expect(again.status).toBe(200);
      expect(['pending', 'rendering']).toContain((await json<AdminOrder>(again)).slideshow!.status);
      const filesBefore = storedFiles(shop.dataDir).length;
      await shop.services.videoJobs.runDue();
      expect((await orderView(token)).slideshow!.status).toBe('ready');
      expect(storedFiles(shop.dataDir).length).toBe(filesBefore);
      expect((await fetch(`${shop.url}${made.videos!.landscapeUrl}`)).status).toBe(404);
    },
    SLOW,
  );

  it('lets the buyer ask for the video when the photos came after the song; an order without it cannot be rendered', async () => {
    const { id, token } = await slideshowOrder('late@example.com');
    await upload(token, await photos(2));
    await withDatabase(shop.dataDir, (db) =>
      db.prepare("UPDATE orders SET status = 'delivered', delivery_token = ? WHERE id = ?").run('t'.repeat(43), id),
    );
    const tooFew = await call('POST', `/api/orders/${token}/slideshow`);
    expect(tooFew.status).toBe(400);
    expect(await json(tooFew)).toEqual({ error: SLIDESHOW_MESSAGES.notEnough(2) });
    expect((await orderView(token)).slideshow).toMatchObject({ canRender: false });
    await upload(token, [await photoPart()]);
    expect((await orderView(token)).slideshow).toMatchObject({ canRender: true });
    const asked = await call('POST', `/api/orders/${token}/slideshow`);
    expect(asked.status).toBe(200);
    expect(await json(asked)).toMatchObject({ editable: false, canRender: false });

    const plain = await paidOrder(shop, { email: 'nothing@example.com' });
    const res = await adminCall(shop, admin, 'POST', `/api/admin/orders/${plain}/slideshow`);
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ error: SLIDESHOW_MESSAGES.notBought });
    expect((await fetch(`${shop.url}/api/admin/orders/${plain}/slideshow`, { method: 'POST' })).status).toBe(401);
  });

  it('deletes the photos’ files with the order', async () => {
    const { id, token } = await slideshowOrder('gone@example.com');
    await upload(token, await photos(3));
    const before = await kept();
    expect((await adminCall(shop, admin, 'DELETE', `/api/admin/orders/${id}`)).status).toBe(204);
    expect(await kept()).toMatchObject({ media: before.media - 6, photos: before.photos - 3, files: before.files - 6 });
  });
});
