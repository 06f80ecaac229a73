// Moderating reviews (Settings → Testimonials) on a real server: the admin's list, publish, hide and reply; a review
// its author did not allow can never be published; every bad input refused with its message and field. Published
// ones join the owner's testimonials on the public list and in the config's summary (buyers' only); a free-song
// customer's reaction can be published the same way with their consent. The admin's notice keeps markup as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/api-types';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type AdminReview } from '../../../shared/reviews';
import type { PublicTestimonial } from '../../../shared/testimonials';
import { adminCall, adminToken, form, insertFreeSong, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { mp4Bytes } from '../../../testing/files';
import { jobsDone } from '../../../testing/jobs';
import { readOutbox } from '../../../testing/outbox';
import { deliveredOrder, GOOD_REVIEW, sendReview } from '../../../testing/reviews';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ADMIN_EMAIL: 'owner@serenade.test' },
  });
  token = await adminToken(shop);
});
afterAll(() => shop.destroy());

const list = async () => json<AdminReview[]>(await adminCall(shop, token, 'GET', '/api/admin/reviews'));
const moderate = (id: string, body: unknown) => adminCall(shop, token, 'PATCH', `/api/admin/reviews/${id}`, body);
const shown = async () => json<PublicTestimonial[]>(await fetch(`${shop.url}/api/testimonials`));
const summary = async () => (await json<PublicConfig>(await fetch(`${shop.url}/api/config`))).reviews;
const reviewRow = (id: string) =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM reviews WHERE id = ?').get<Record<string, unknown>>(id));

/** A delivered order's review, as its buyer sent it; answers it as the admin lists it. */
async function reviewed(body: Record<string, unknown> = {}, email = 'buyer@example.com'): Promise<AdminReview> {
  const order = await deliveredOrder(shop, token, { email, customerName: 'Tom Baker', recipientName: 'Maria', occasion: 'Anniversary' });
  const res = await sendReview(shop, order.token, { ...GOOD_REVIEW, ...body });
  expect(res.status).toBe(201);
  return (await list()).find((r) => r.reference === order.id.slice(-8).toUpperCase())!;
}

describe('the admin’s reviews', () => {
  it('need the admin’s token', async () => {
    expect((await adminCall(shop, null, 'GET', '/api/admin/reviews')).status).toBe(401);
    expect((await adminCall(shop, null, 'PATCH', '/api/admin/reviews/x', { published: true })).status).toBe(401);
  });

  it('lists each review with its order, its author and their consent', async () => {
    const review = await reviewed();
    expect(review).toMatchObject({
      source: 'order',
      customerName: 'Tom Baker',
      email: 'buyer@example.com',
      recipientName: 'Maria',
      occasion: 'Anniversary',
      rating: 5,
      text: GOOD_REVIEW.text,
      displayName: GOOD_REVIEW.displayName,
      publish: true,
      published: false,
      reply: null,
      publishedAt: null,
    });
  });

  it('publishes one with a reply: first on the public list (the owner’s entries stay), counted in the summary', async () => {
    const owners = await adminCall(shop, token, 'POST', '/api/admin/testimonials', {
      name: 'Owner pick',
      rating: 3,
      text: 'Kept by the owner.',
    });
    expect(owners.status).toBe(201);
    expect(await summary()).toBeUndefined();
    const review = await reviewed({ rating: 4, text: 'Four stars, happy tears.' });

    const res = await moderate(review.id, { published: true, reply: '  Thank you, Tom!  ' });
    expect(res.status).toBe(200);
    const published = await json<AdminReview>(res);
    expect(published).toMatchObject({ published: true, reply: 'Thank you, Tom!', publishedAt: shop.clock.now().toISOString() });

    const [first, ...rest] = await shown();
    expect(first).toEqual({
      id: review.id,
      name: GOOD_REVIEW.displayName,
      location: '',
      occasion: 'Anniversary',
      rating: 4,
      text: 'Four stars, happy tears.',
      demo: false,
      source: 'buyer',
      reply: 'Thank you, Tom!',
      publishedAt: shop.clock.now().toISOString(),
    });
    expect(rest.map((t) => t.name)).toContain('Owner pick');
    // The owner's entry (3 stars) never counts: one buyer's review of 4 stars.
    expect(await summary()).toEqual({ count: 1, averageRating: 4 });

    expect((await moderate(review.id, { published: true, reply: '' })).status).toBe(200);
    expect((await shown())[0]).toMatchObject({ id: review.id, reply: null });

    expect((await moderate(review.id, { published: false })).status).toBe(200);
    expect((await shown()).map((t) => t.id)).not.toContain(review.id);
    expect(await summary()).toBeUndefined();
  });

  it('never publishes a review its author did not allow', async () => {
    const review = await reviewed({ publish: false });
    const res = await moderate(review.id, { published: true, reply: 'Thanks!' });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ error: REVIEW_MESSAGES.noConsent, field: 'published' });
    expect(await reviewRow(review.id)).toMatchObject({ published: 0, reply: null });
    // Answering it privately is fine: it stays hidden.
    expect((await moderate(review.id, { published: false, reply: 'Sorry to hear it.' })).status).toBe(200);
    expect((await shown()).map((t) => t.id)).not.toContain(review.id);
  });

  it.each([
    ['no published', { reply: 'hi' }, 'published', REVIEW_MESSAGES.published],
    ['published as text', { published: 'true' }, 'published', REVIEW_MESSAGES.published],
    ['a reply too long', { published: false, reply: 'r'.repeat(REVIEW_LIMITS.reply + 1) }, 'reply', REVIEW_MESSAGES.replyTooLong],
    ['a reply that is not text', { published: false, reply: 5 }, 'reply', REVIEW_MESSAGES.replyTooLong],
    ['an unknown field', { published: true, stars: 5 }, 'stars', 'Unknown field: stars'],
  ])('refuses %s with its message and field, changing nothing', async (_name, body, field, error) => {
    const review = await reviewed();
    const res = await moderate(review.id, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error, field });
    expect(await reviewRow(review.id)).toMatchObject({ published: 0, reply: null });
  });

  it('answers 404 for an unknown review', async () => {
    const res = await moderate('0123456789abcdef0123456789abcdef', { published: true });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: REVIEW_MESSAGES.notFound });
  });

  it('tells the admin of a new review, its markup kept as text', async () => {
    const text = '<b>Wow</b> <script>alert(1)</script>';
    const review = await reviewed({ text, displayName: '<i>Tom</i>' }, 'markup@example.com');
    await jobsDone(shop);
    const notice = (await readOutbox(shop.dataDir)).find((m) => m.to?.[0]?.address === 'owner@serenade.test' && m.text?.includes(text));
    expect(notice?.subject).toBe(`New review for order ${review.reference}: 5 of 5 stars`);
    expect(notice!.html).toContain('&lt;b&gt;Wow&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice!.html).not.toContain('<script>');
    expect(notice!.html).not.toContain('<i>Tom</i>');
  });
});

describe('a free-song customer’s reaction', () => {
  const upload = (id: string, fields: Record<string, string>) =>
    fetch(`${shop.url}/api/free-song-submissions/${id}/reaction-video`, {
      method: 'POST',
      body: form(fields, { video: { bytes: mp4Bytes(), name: 'reaction.mp4', type: 'video/mp4' } }),
    });
  const reactionReview = async (id: string) =>
    (await list()).find((r) => r.source === 'reaction' && r.reference === id.slice(-8).toUpperCase());

  it('becomes a review to publish when its customer allows it, shown with their first name and without stars', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered', name: 'Ana Ruiz', occasion: 'Birthday', email: 'ana@example.com' });
    expect((await upload(id, { message: 'She danced in the kitchen.', publish: 'true' })).status).toBe(201);
    const review = (await reactionReview(id))!;
    expect(review).toMatchObject({ rating: null, text: 'She danced in the kitchen.', displayName: 'Ana', publish: true, published: false });

    expect((await moderate(review.id, { published: true })).status).toBe(200);
    expect((await shown())[0]).toMatchObject({ id: review.id, name: 'Ana', rating: null, source: 'free-song', occasion: 'Birthday' });
    // A reaction has no stars: the buyers' summary does not count it.
    expect((await summary())?.count ?? 0).toBe(0);

    // A new video with other words takes it off the site until the shop reads it again; consent withdrawn, it can never go back.
    expect((await upload(id, { message: 'She danced twice.', publish: 'true' })).status).toBe(201);
    expect(await reactionReview(id)).toMatchObject({ text: 'She danced twice.', published: false });
    expect((await upload(id, { message: 'She danced twice.', publish: 'false' })).status).toBe(201);
    expect((await moderate(review.id, { published: true })).status).toBe(409);
  });

  it('is no review without consent, and a bad consent value is refused with nothing kept', async () => {
    const id = await insertFreeSong(shop, { status: 'delivered', email: 'private@example.com' });
    expect((await upload(id, { message: 'Just for you.', publish: 'false' })).status).toBe(201);
    expect((await upload(id, { message: 'Just for you.' })).status).toBe(201);
    expect(await reactionReview(id)).toBeUndefined();

    const bad = await upload(id, { message: 'Maybe.', publish: 'perhaps' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ error: 'publish must be true or false', field: 'publish' });
    expect(await reactionReview(id)).toBeUndefined();
  });
});
