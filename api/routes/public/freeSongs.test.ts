// Applying for a free song on a real server: the spots count, the shared rules (every missing field named,
// the agreement, the enumerations, the limits), exactly as many applications as spots however many arrive
// at once, a resend with the same clientId answering the application it made, and the per-address limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SONG_FIELD_LABELS, FREE_SONG_LIMITS, FREE_SONG_MESSAGES, noSpotsMessage, type FreeSongCount, type FreeSongSubmitted } from '../../../shared/schemas/freeSong';
import { APPLICATION, applyForFreeSong } from '../../../testing/freeSongs';
import { waitForOutbox } from '../../../testing/outbox';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const apply = applyForFreeSong;

const count = async (shop: TestShop) => json<FreeSongCount>(await fetch(`${shop.url}/api/free-song-submissions/count`));
const storedRows = (shop: TestShop) => withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM free_song_submissions').get<{ n: number }>())!.n);
const clearSubmissions = (shop: TestShop) => withDatabase(shop.dataDir, (db) => db.prepare('DELETE FROM free_song_submissions').run());

describe('applying for a free song', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(() => shop.destroy());

  it('counts the spots taken by submissions that are not rejected', async () => {
    await clearSubmissions(shop);
    expect(await count(shop)).toEqual({ count: 0, spots: 20, remaining: 20 });
    const first = await json<FreeSongSubmitted>(await apply(shop, APPLICATION));
    await apply(shop, { ...APPLICATION, email: 'ben@example.com' });
    expect(await count(shop)).toEqual({ count: 2, spots: 20, remaining: 18 });
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE free_song_submissions SET status = 'rejected' WHERE id = ?").run(first.id));
    expect((await count(shop)).count).toBe(1);
  });

  it('stores an application with every field, pending, and answers its id', async () => {
    const res = await apply(shop, APPLICATION);
    expect(res.status).toBe(201);
    const body = await json<FreeSongSubmitted>(res);
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'pending' });
    const row = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM free_song_submissions WHERE id = ?').get(body.id));
    expect(row).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      occasion: 'Birthday',
      recipient_name: 'Lucía',
      relationship: 'Sister',
      story: APPLICATION.story,
      special_details: APPLICATION.specialDetails,
      mood: 'Joyful',
      genre: 'Pop',
      vocal_preference: 'Female',
      agreed_to_video: 1,
      status: 'pending',
      client_id: null,
    });
  });

  it('mails the applicant a receipt and the admin a notice, once each', async () => {
    const res = await apply(shop, { ...APPLICATION, email: 'receipt@example.com', recipientName: 'Tomás' });
    const { id } = await json<FreeSongSubmitted>(res);
    await shop.services.jobs.runDue();
    await shop.services.jobs.runDue();
    const mails = await waitForOutbox(shop.dataDir, 1);
    const receipts = mails.filter((m) => m.to?.[0]?.address === 'receipt@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('We received your free-song application for Tomás');
    expect(receipts[0]!.text).toContain(id.slice(-8).toUpperCase());
    const notices = mails.filter((m) => m.subject?.startsWith(`New free-song application ${id.slice(-8).toUpperCase()}`));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('https://shop.example/admin?tab=orders&list=free');
  });

  describe('bad input: a clear 400 and nothing stored', () => {
    it.each([
      // The service's refusal names a field as the schema's do: the first one missing, the agreement, the wrong one.
      ['an empty body', {}, `${FREE_SONG_MESSAGES.missingTitle}: ${FREE_SONG_MESSAGES.missing}: ${Object.values(FREE_SONG_FIELD_LABELS).join(', ')}`, 'name'],
      ['blank fields', { ...APPLICATION, name: '   ', story: '' }, `${FREE_SONG_MESSAGES.missingTitle}: ${FREE_SONG_MESSAGES.missing}: Your Name, Your Story`, 'name'],
      ['a field that is not text', { ...APPLICATION, relationship: 42 }, `${FREE_SONG_MESSAGES.missingTitle}: ${FREE_SONG_MESSAGES.missing}: Relationship`, 'relationship'],
      ['the agreement missing', { ...APPLICATION, agreedToVideo: undefined }, `${FREE_SONG_MESSAGES.agreementTitle}: ${FREE_SONG_MESSAGES.agreement}`, 'agreedToVideo'],
      ['the agreement false', { ...APPLICATION, agreedToVideo: false }, `${FREE_SONG_MESSAGES.agreementTitle}: ${FREE_SONG_MESSAGES.agreement}`, 'agreedToVideo'],
      ['the agreement as a string', { ...APPLICATION, agreedToVideo: 'true' }, `${FREE_SONG_MESSAGES.agreementTitle}: ${FREE_SONG_MESSAGES.agreement}`, 'agreedToVideo'],
      ['an unknown occasion', { ...APPLICATION, occasion: 'Divorce' }, 'Please choose an occasion from the list', 'occasion'],
      ['an unknown mood', { ...APPLICATION, mood: 'Angry' }, 'Please choose a mood from the list', 'mood'],
      ['an unknown genre', { ...APPLICATION, genre: 'Metal' }, 'Please choose a genre from the list', 'genre'],
      ['an unknown vocal preference', { ...APPLICATION, vocalPreference: 'Choir' }, 'Please choose a vocal preference from the list', 'vocalPreference'],
      ['a malformed email', { ...APPLICATION, email: 'ana@example' }, FREE_SONG_MESSAGES.invalidEmail, 'email'],
      ['a story over the limit', { ...APPLICATION, story: 'x'.repeat(FREE_SONG_LIMITS.story + 1) }, `Your Story must be ${FREE_SONG_LIMITS.story} characters or fewer`, 'story'],
      ['an unknown field', { ...APPLICATION, price: 0 }, 'Unknown field: price', 'price'],
      ['a malformed clientId', { ...APPLICATION, clientId: '../../x' }, 'clientId must be 8 to 64 letters, digits, - or _', 'clientId'],
    ])('%s', async (_case, body, message, field) => {
      const before = await storedRows(shop);
      const res = await apply(shop, body);
      expect({ status: res.status, body: await json(res) }).toEqual({ status: 400, body: { error: message, field } });
      expect(await storedRows(shop)).toBe(before);
    });

    it('a body that is not JSON, or not an object', async () => {
      for (const [body, status] of [['{"name":', 400], ['[1,2]', 400], ['"text"', 400]] as const) {
        const res = await apply(shop, body);
        expect(res.status).toBe(status);
        expect((await json<{ error: string }>(res)).error).toMatch(/JSON/);
      }
      const form = await fetch(`${shop.url}/api/free-song-submissions`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=Ana' });
      expect(form.status).toBe(415);
    });
  });

  it('a resend with the same clientId answers the application it already made', async () => {
    const clientId = 'client-resend-0001';
    const first = await apply(shop, { ...APPLICATION, clientId });
    const again = await apply(shop, { ...APPLICATION, clientId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [await json<FreeSongSubmitted>(first), await json<FreeSongSubmitted>(again)];
    expect(b).toEqual(a);
    expect(await withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM free_song_submissions WHERE client_id = ?').get<{ n: number }>(clientId))!.n)).toBe(1);
  });

  it('simultaneous resends with one clientId make one application', async () => {
    const clientId = 'client-race-000002';
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(shop, { ...APPLICATION, clientId })));
    const ids = new Set(await Promise.all(answers.map(async (r) => (await json<FreeSongSubmitted>(r)).id)));
    expect(ids.size).toBe(1);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  });

  it('limits new applications per address (429 with Retry-After), not resends', async () => {
    const address = '198.18.0.7';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await apply(shop, { ...APPLICATION, clientId: `limit-test-${i}000` }, address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await apply(shop, { ...APPLICATION, clientId: 'limit-test-9000' }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json<{ error: string }>(refused)).error).toBe(FREE_SONG_MESSAGES.tooMany);
    // A resend of an application already made is no new application.
    expect((await apply(shop, { ...APPLICATION, clientId: 'limit-test-0000' }, address)).status).toBe(200);
    // Another address is not affected, and an hour later this one may apply again.
    expect((await apply(shop, APPLICATION)).status).toBe(201);
    shop.clock.advance(3_600_000 + 1000);
    expect((await apply(shop, APPLICATION, address)).status).toBe(201);
  });
});

describe('the promotion is never over-filled', () => {
  it('200 simultaneous applications against 20 spots: exactly 20 stored, 180 refused with 409, the count says 20', async () => {
    const shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => apply(shop, { ...APPLICATION, email: `fan${i}@example.com` }, `10.${Math.floor(i / 250)}.${i % 250}.9`)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 409)).toHaveLength(180);
      const refused = answers.find((r) => r.status === 409)!;
      expect(await json(refused)).toEqual({ error: `${FREE_SONG_MESSAGES.noSpotsTitle}: ${noSpotsMessage(20)}` });
      expect(await storedRows(shop)).toBe(20);
      expect(await count(shop)).toEqual({ count: 20, spots: 20, remaining: 0 });
    } finally {
      await shop.destroy();
    }
  });

  it('honours FREE_SONG_SPOTS, and a rejected application frees its spot', async () => {
    const shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true', FREE_SONG_SPOTS: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await apply(shop, { ...APPLICATION, email: `p${i}@example.com` })).status);
      expect(statuses).toEqual([201, 201, 201, 409, 409]);
      expect(await count(shop)).toEqual({ count: 3, spots: 3, remaining: 0 });
      const config = await json<{ freeSongSpots: number }>(await fetch(`${shop.url}/api/config`));
      expect(config.freeSongSpots).toBe(3);
      await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE free_song_submissions SET status = 'rejected' WHERE email = 'p0@example.com'").run());
      expect((await apply(shop, { ...APPLICATION, email: 'p5@example.com' })).status).toBe(201);
      expect((await apply(shop, { ...APPLICATION, email: 'p6@example.com' })).status).toBe(409);
      // A resend of an application made before the promotion filled still answers it.
      const early = await startTestShop({ seed: false, runJobs: false, env: { FREE_SONG_SPOTS: '1' } });
      try {
        const first = await apply(early, { ...APPLICATION, clientId: 'early-bird-0001' });
        expect(first.status).toBe(201);
        const again = await apply(early, { ...APPLICATION, clientId: 'early-bird-0001' });
        expect(again.status).toBe(200);
        expect((await apply(early, { ...APPLICATION, clientId: 'late-bird-00001' })).status).toBe(409);
      } finally {
        await early.destroy();
      }
    } finally {
      await shop.destroy();
    }
  });
});
