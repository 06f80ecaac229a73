// The owner's testimonials and the shipped demo content through the API, checking the database and the disk:
// the four shipped examples listed as demo; add, edit (a demo one becomes the owner's), reorder, delete; bad input
// refused naming the field with nothing stored; "Remove demo content" deleting the demo testimonials and demo songs
// with their audio files and nothing of the owner's, twice harmlessly; a promo video quoting a testimonial.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleSong } from '../../../shared/api-types';
import {
  TESTIMONIAL_MESSAGES,
  type DemoContentCounts,
  type DemoContentRemoved,
  type Testimonial,
} from '../../../shared/schemas/testimonial';
import { VIDEO_MESSAGES } from '../../../shared/schemas/video';
import { adminCall, adminToken, form, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { seedMp3, storedFiles } from '../../../testing/files';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({ runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
});
afterAll(() => shop.destroy());

const call = (method: string, route: string, body?: unknown) => adminCall(shop, token, method, route, body);
const publicList = async () => {
  const res = await fetch(`${shop.url}/api/testimonials`);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return json<Testimonial[]>(res);
};
const adminList = async () => json<Testimonial[]>(await call('GET', '/api/admin/testimonials'));
const storedRows = () =>
  withDatabase(shop.dataDir, (db) =>
    db.prepare('SELECT id, name, text, rating, sort_order, demo FROM testimonials ORDER BY sort_order').all<Record<string, unknown>>(),
  );
const add = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/admin/testimonials', body);
  expect(res.status).toBe(201);
  return json<Testimonial>(res);
};
const valid = { name: 'Ana L.', location: 'Lisbon', occasion: 'Anniversary', rating: 5, text: 'He cried. I cried. The dog howled along.' };

describe('the shipped testimonials', () => {
  it('are listed publicly in order, all marked demo, with the fields the pages show', async () => {
    const list = await publicList();
    expect(list.map((t) => t.name)).toEqual(['Marcus T.', 'Daniel R.', 'Priya S.', 'James & Olivia']);
    expect(list.every((t) => t.demo && t.rating === 5)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual(['demo', 'id', 'location', 'name', 'occasion', 'rating', 'text']);
    expect(await adminList()).toEqual(list);
  });
});

describe('the owner’s testimonials', () => {
  it('adds one at the end, not demo; markup is kept as text', async () => {
    const before = await publicList();
    const created = await add({ ...valid, text: '<b>Loved</b> it & more' });
    expect(created).toMatchObject({ ...valid, text: '<b>Loved</b> it & more', demo: false });
    const after = await publicList();
    expect(after).toEqual([...before, created]);
    await call('DELETE', `/api/admin/testimonials/${created.id}`);
  });

  it('lets location and occasion be left out (empty)', async () => {
    const created = await add({ name: 'Bo', rating: 4, text: 'Lovely.' });
    expect(created).toMatchObject({ location: '', occasion: '', rating: 4 });
    expect((await call('DELETE', `/api/admin/testimonials/${created.id}`)).status).toBe(204);
  });

  it('edits some fields; editing a demo one makes it the owner’s', async () => {
    const [first] = await adminList();
    const res = await call('PUT', `/api/admin/testimonials/${first!.id}`, { rating: 4, text: 'Our own words now.' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ...first, rating: 4, text: 'Our own words now.', demo: false });
    expect((await publicList())[0]).toMatchObject({ id: first!.id, demo: false, name: first!.name });
  });

  it('reorders by the full list of ids, and the public list follows', async () => {
    const ids = (await adminList()).map((t) => t.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/api/admin/testimonials/order', { ids: reversed });
    expect(res.status).toBe(200);
    expect((await json<Testimonial[]>(res)).map((t) => t.id)).toEqual(reversed);
    expect((await publicList()).map((t) => t.id)).toEqual(reversed);
    expect((await storedRows()).map((r) => r.sort_order)).toEqual(ids.map((_, i) => i));
    await call('PUT', '/api/admin/testimonials/order', { ids });
  });

  it('deletes one (204); an unknown id is a 404 for edit and delete', async () => {
    const created = await add(valid);
    expect((await call('DELETE', `/api/admin/testimonials/${created.id}`)).status).toBe(204);
    expect((await publicList()).some((t) => t.id === created.id)).toBe(false);
    for (const [method, body] of [
      ['PUT', { rating: 3 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/admin/testimonials/${created.id}`, body);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: TESTIMONIAL_MESSAGES.notFound });
    }
  });
});

describe('bad input is a 400 naming the field, and nothing is stored', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['rating 0', { ...valid, rating: 0 }, TESTIMONIAL_MESSAGES.rating, 'rating'],
    ['rating 6', { ...valid, rating: 6 }, TESTIMONIAL_MESSAGES.rating, 'rating'],
    ['rating 4.5', { ...valid, rating: 4.5 }, TESTIMONIAL_MESSAGES.rating, 'rating'],
    ['rating "5"', { ...valid, rating: '5' }, TESTIMONIAL_MESSAGES.rating, 'rating'],
    ['no rating', { name: 'Ana', text: 'Hi' }, TESTIMONIAL_MESSAGES.rating, 'rating'],
    ['empty text', { ...valid, text: '   ' }, TESTIMONIAL_MESSAGES.textMissing, 'text'],
    ['text of 601 characters', { ...valid, text: 'a'.repeat(601) }, 'Text must be 600 characters or fewer', 'text'],
    ['name of 61 characters', { ...valid, name: 'n'.repeat(61) }, 'Name must be 60 characters or fewer', 'name'],
    ['occasion of 41 characters', { ...valid, occasion: 'o'.repeat(41) }, 'Occasion must be 40 characters or fewer', 'occasion'],
    ['location as a number', { ...valid, location: 7 }, 'Location must be text', 'location'],
    ['no name', { ...valid, name: undefined }, TESTIMONIAL_MESSAGES.nameMissing, 'name'],
    ['an unknown field', { ...valid, demo: true }, 'Unknown field: demo', 'demo'],
  ];

  it.each(cases)('POST with %s', async (_, body, message, field) => {
    const before = await storedRows();
    const res = await call('POST', '/api/admin/testimonials', body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: message, field });
    expect(await storedRows()).toEqual(before);
  });

  it.each(cases.filter(([what]) => what !== 'no rating' && what !== 'no name'))('PUT with %s', async (_, body, message, field) => {
    const [first] = await adminList();
    const before = await storedRows();
    const res = await call('PUT', `/api/admin/testimonials/${first!.id}`, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: message, field });
    expect(await storedRows()).toEqual(before);
  });

  it('a reorder that misses, invents or repeats an id', async () => {
    const ids = (await adminList()).map((t) => t.id);
    const before = await storedRows();
    for (const wrong of [ids.slice(1), [...ids.slice(1), 'no-such-id'], [...ids, 'no-such-id'], [ids[0], ...ids.slice(0, -1)]]) {
      const res = await call('PUT', '/api/admin/testimonials/order', { ids: wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(await json(res)).toEqual({ error: TESTIMONIAL_MESSAGES.orderMismatch, field: 'ids' });
    }
    const notList = await call('PUT', '/api/admin/testimonials/order', { ids: 'all' });
    expect(await json(notList)).toEqual({ error: TESTIMONIAL_MESSAGES.orderNotList, field: 'ids' });
    expect(await storedRows()).toEqual(before);
  });
});

describe('without the admin token', () => {
  it('every testimonial and demo-content route answers 401 and changes nothing', async () => {
    const before = await storedRows();
    for (const [method, route, body] of [
      ['GET', '/api/admin/testimonials'],
      ['POST', '/api/admin/testimonials', valid],
      ['PUT', '/api/admin/testimonials/order', { ids: [] }],
      ['PUT', '/api/admin/testimonials/demo-testimonial-2', { rating: 1 }],
      ['DELETE', '/api/admin/testimonials/demo-testimonial-2'],
      ['GET', '/api/admin/demo-content'],
      ['POST', '/api/admin/demo-content/remove'],
    ] as const) {
      const res = await adminCall(shop, null, method, route, body);
      expect(res.status, `${method} ${route}`).toBe(401);
    }
    expect(await storedRows()).toEqual(before);
  });
});

describe('a promo video quoting a testimonial', () => {
  const quote = (contentData: Record<string, unknown>) =>
    call('POST', '/api/admin/generate-video', {
      templateId: 'testimonial-quote',
      platform: 'instagram',
      title: 'In their words',
      contentData,
    });

  it('is accepted, with the testimonial’s words and name as its caption; the picker offers the testimonials', async () => {
    const chosen = await add({ ...valid, name: 'Rosa M.', text: 'Best gift I ever gave.' });
    const options = await json<{ testimonials: Array<{ id: string; name: string; text: string }> }>(
      await call('GET', '/api/admin/video-options'),
    );
    expect(options.testimonials).toContainEqual({ id: chosen.id, name: 'Rosa M.', text: 'Best gift I ever gave.' });
    const res = await quote({ testimonialId: chosen.id });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const plan = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT request FROM generated_videos WHERE id = ?').get<{ request: string }>(id),
    );
    expect(JSON.parse(plan!.request)).toMatchObject({ captionLines: ['“Best gift I ever gave.” — Rosa M.'] });
  });

  it('refuses an unknown testimonial (400), or one given with a reaction too', async () => {
    const unknown = await quote({ testimonialId: 'no-such-testimonial' });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({ error: VIDEO_MESSAGES.testimonialNotFound, field: 'contentData.testimonialId' });
    const both = await quote({ testimonialId: 'demo-testimonial-2', submissionId: 'x' });
    expect(both.status).toBe(400);
    expect(await json(both)).toEqual({ error: VIDEO_MESSAGES.quoteSourceTwice, field: 'contentData.testimonialId' });
  });
});

describe('removing the demo content', () => {
  it('deletes every demo testimonial and demo sample song with its audio file, keeps the owner’s, and is harmless twice', async () => {
    const mp3 = await seedMp3();
    const upload = await call(
      'POST',
      '/api/admin/sample-songs',
      form({ title: 'Our Real Song', genre: 'Wedding' }, { audioFile: { bytes: mp3.bytes, name: 'real.mp3', type: 'audio/mpeg' } }),
    );
    expect(upload.status).toBe(201);
    const ours = await json<SampleSong>(upload);
    expect(ours.demo).toBe(false);
    const owned = await add({ ...valid, name: 'Kept K.' });

    const songs = await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`));
    const demoSongs = songs.filter((s) => s.demo);
    expect(demoSongs.length).toBeGreaterThan(0);
    const demoFiles = await withDatabase(shop.dataDir, (db) =>
      db
        .prepare('SELECT m.stored_name AS name FROM sample_songs s JOIN media_files m ON m.id = s.media_id WHERE s.demo = 1')
        .all<{ name: string }>(),
    );
    expect(demoFiles).toHaveLength(demoSongs.length);
    for (const { name } of demoFiles) expect(fs.existsSync(path.join(shop.dataDir, 'uploads', name))).toBe(true);
    const demoTestimonials = (await adminList()).filter((t) => t.demo).length;
    expect(demoTestimonials).toBeGreaterThan(0);
    expect(await json<DemoContentCounts>(await call('GET', '/api/admin/demo-content'))).toEqual({
      testimonials: demoTestimonials,
      sampleSongs: demoSongs.length,
    });

    const res = await call('POST', '/api/admin/demo-content/remove');
    expect(res.status).toBe(200);
    expect(await json<DemoContentRemoved>(res)).toEqual({ testimonialsRemoved: demoTestimonials, sampleSongsRemoved: demoSongs.length });

    for (const { name } of demoFiles) expect(storedFiles(shop.dataDir)).not.toContain(name);
    const after = await json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`));
    expect(after.map((s) => s.id)).toEqual(songs.filter((s) => !s.demo).map((s) => s.id));
    expect(after).toContainEqual(expect.objectContaining({ id: ours.id }));
    const audio = await fetch(`${shop.url}${ours.audioUrl}`, { method: 'HEAD' });
    expect(audio.status).toBe(200);
    const left = await publicList();
    expect(left.every((t) => !t.demo)).toBe(true);
    expect(left.map((t) => t.id)).toContain(owned.id);
    const mediaRows = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT count(*) AS n FROM media_files').get<{ n: number }>());
    expect(storedFiles(shop.dataDir)).toHaveLength(mediaRows!.n);

    expect(await json(await call('GET', '/api/admin/demo-content'))).toEqual({ testimonials: 0, sampleSongs: 0 });
    const again = await call('POST', '/api/admin/demo-content/remove');
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ testimonialsRemoved: 0, sampleSongsRemoved: 0 });
    expect(await publicList()).toEqual(left);
  });
});
