// Every stored file is reachable only through what it belongs to (issue 22): a customer's reaction video went to
// anyone holding its /api/media address. Now it goes only to a signed-in admin, by the token or by a signed
// address for that one file that expires within the hour; sample songs and delivered songs stay served by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission, ReactionVideo } from '../../../shared/admin-api-types';
import type { SampleSong } from '../../../shared/api-types';
import { MEDIA_LINK_WINDOW_MS } from '../../services/storage/mediaAccess';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { receivedReaction } from '../../../testing/promoVideos';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { LINK_EXPIRED } from './media';

let shop: TestShop;
let token: string;
let submissionId: string;
let reaction: ReactionVideo;
let mediaId: string;
let bytes: number;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.url}${path}`, { headers });
const reactionNow = async () =>
  (await json<AdminFreeSongSubmission[]>(await adminCall(shop, token, 'GET', '/api/admin/free-song-submissions'))).find(
    (s) => s.id === submissionId,
  )!.reaction!;

beforeAll(async () => {
  shop = await startTestShop({ env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
  submissionId = await receivedReaction(shop, 'We all cried');
  reaction = await reactionNow();
  mediaId = /\/api\/media\/([0-9a-f]{32})\?/.exec(reaction.videoUrl)![1]!;
  bytes = reaction.bytes;
});
afterAll(() => shop.destroy());

/** The refused answer carries a message, never the file's bytes. */
async function refused(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error });
}

describe('a reaction video is the admin’s only', () => {
  it('answers its bare address with 404, as if it did not exist', async () => {
    await refused(await get(`/api/media/${mediaId}`), 404, 'File not found');
    await refused(await get(`/api/media/${mediaId}?download=1`), 404, 'File not found');
    await refused(await get(`/api/media/${mediaId}`, { Range: 'bytes=0-99' }), 404, 'File not found');
  });

  it('serves it with the admin token, kept by no shared cache', async () => {
    const res = await get(`/api/media/${mediaId}`, { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(bytes);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves it by the signed address the admin list gives, for under an hour, Range and download included', async () => {
    const expires = Number(new URL(reaction.videoUrl, shop.url).searchParams.get('expires'));
    const now = shop.clock.now().getTime();
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(MEDIA_LINK_WINDOW_MS);
    expect(expires * 1000 - now).toBeLessThanOrEqual(2 * MEDIA_LINK_WINDOW_MS);
    const part = await get(reaction.videoUrl, { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const download = await get(reaction.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    // Fetched again in the same half hour, the list names the same address (a playing video is not restarted).
    expect((await reactionNow()).videoUrl).toBe(reaction.videoUrl);
  });

  it('refuses a signature for another file, a changed time, a forged or missing signature (403)', async () => {
    const signed = new URL(reaction.videoUrl, shop.url);
    const expires = signed.searchParams.get('expires')!;
    const signature = signed.searchParams.get('signature')!;
    const other = (await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT id FROM media_files WHERE id != ? LIMIT 1').get<{ id: string }>(mediaId),
    ))!.id;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [
      `expires=${Number(expires) + 1800}&signature=${signature}`,
      `expires=${expires}&signature=${flipped}`,
      `expires=${expires}&signature=`,
      `expires=${expires}`,
      `signature=${signature}`,
      `expires=soon&signature=${signature}`,
    ])
      await refused(await get(`/api/media/${mediaId}?${query}`), 403, LINK_EXPIRED);
    // The other file is a sample song (public): a signature does not matter there. A reaction's signature
    // names its own file only: moved onto another admin-only file it is refused.
    const second = await receivedReaction(shop, 'Another family', 'Bea');
    const secondMedia = (await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT reaction_media_id AS id FROM free_song_submissions WHERE id = ?').get<{ id: string }>(second),
    ))!.id;
    expect(other).not.toBe(secondMedia);
    await refused(await get(`/api/media/${secondMedia}?expires=${expires}&signature=${signature}`), 403, LINK_EXPIRED);
  });

  it('refuses the signed address once its time is over, unless the admin token comes with it', async () => {
    const expires = Number(new URL(reaction.videoUrl, shop.url).searchParams.get('expires'));
    shop.clock.advance(expires * 1000 - shop.clock.now().getTime() + 1000);
    await refused(await get(reaction.videoUrl), 403, LINK_EXPIRED);
    expect((await get(reaction.videoUrl, { Authorization: `Bearer ${token}` })).status).toBe(200);
    const fresh = await reactionNow();
    expect(fresh.videoUrl).not.toBe(reaction.videoUrl);
    expect((await get(fresh.videoUrl)).status).toBe(200);
  });

  it('is named by nothing a customer page reads', async () => {
    const details = await (await get(`/api/free-song-submissions/${submissionId}/reaction-details`)).text();
    expect(details).not.toContain(mediaId);
  });
});

describe('what customers are given stays served by its address', () => {
  it('a sample song, cached for a year', async () => {
    const song = (await json<SampleSong[]>(await get('/api/sample-songs')))[0]!;
    const res = await get(song.audioUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
  });
});
