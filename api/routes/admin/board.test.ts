// The production board (issue 26): every paid order and approved free song carries its due time (paid or approved
// moment + the promised hours, rush included) in the admin's JSON; the board lists open work by due time with its
// stage (inside the unchanged status); a card moves between the stages staff choose, and bad moves are refused
// with a clear 4xx, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission, AdminOrder } from '../../../shared/admin-api-types';
import { DESK_MESSAGES, type Board, type BoardCard } from '../../../shared/desk';
import { adminCall, adminToken, form, insertFreeSong, paidOrder, setStoredStatus, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { deliverSong } from '../../../testing/gifts';
import { initOrder } from '../../../testing/orders';
import { staffMember } from '../../../testing/staff';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const HOUR = 3_600_000;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' } });
  token = await adminToken(shop);
});
afterAll(() => shop.destroy());

const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();
const board = async () => json<Board>(await adminCall(shop, token, 'GET', '/api/admin/board'));
const card = async (id: string) => (await board()).cards.find((c) => c.id === id);
const moveOrder = (id: string, body: unknown) => adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}/stage`, body);
const moveFreeSong = (id: string, body: unknown) => adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}/stage`, body);
const storedRow = (table: 'orders' | 'free_song_submissions', id: string) =>
  withDatabase(shop.dataDir, (db) =>
    db
      .prepare(`SELECT status, stage, updated_at FROM ${table} WHERE id = ?`)
      .get<{ status: string; stage: string | null; updated_at: string }>(id),
  );
const adminOrder = async (id: string) =>
  (await json<AdminOrder[]>(await adminCall(shop, token, 'GET', '/api/admin/orders'))).find((o) => o.id === id)!;
const adminFreeSong = async (id: string) =>
  (await json<AdminFreeSongSubmission[]>(await adminCall(shop, token, 'GET', '/api/admin/free-song-submissions'))).find(
    (s) => s.id === id,
  )!;

describe('due times', () => {
  it('an order is due its offer’s delivery hours after payment; a rush order, the rush hours (stored in delivery_hours)', async () => {
    const standard = await paidOrder(shop);
    const rush = await paidOrder(shop, { rushDelivery: true });
    const s = await adminOrder(standard);
    const r = await adminOrder(rush);
    expect(s.dueAt).toBe(plus(s.paidAt!, 24));
    expect(r.rushDelivery).toBe(true);
    expect(r.dueAt).toBe(plus(r.paidAt!, 6));
    expect(
      await withDatabase(shop.dataDir, (db) =>
        db.prepare('SELECT delivery_hours FROM orders WHERE id = ?').get<{ delivery_hours: number }>(rush),
      ),
    ).toEqual({
      delivery_hours: 6,
    });
    expect((await card(rush))!.dueAt).toBe(r.dueAt);
  });

  it('a free song has none while pending; approving it stamps the moment and the free-song offer’s hours, once', async () => {
    const id = await insertFreeSong(shop);
    expect((await adminFreeSong(id)).dueAt).toBeNull();
    expect(await card(id)).toBeUndefined();
    const approvedAt = shop.clock.now().toISOString();
    expect((await adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ status: 'approved' }))).status).toBe(
      200,
    );
    expect((await adminFreeSong(id)).dueAt).toBe(plus(approvedAt, 24));
    shop.clock.advance(HOUR);
    expect((await adminCall(shop, token, 'PATCH', `/api/admin/free-song-submissions/${id}`, form({ status: 'in_progress' }))).status).toBe(
      200,
    );
    // Work moving on keeps its promise.
    expect((await adminFreeSong(id)).dueAt).toBe(plus(approvedAt, 24));
    expect(await card(id)).toMatchObject({ kind: 'freeSong', stage: 'brief', status: 'in_progress', dueAt: plus(approvedAt, 24) });
  });
});

describe('GET /api/admin/board', () => {
  it('lists paid open work soonest due first, not unpaid orders, rejected work or pending free songs', async () => {
    const later = await paidOrder(shop);
    const sooner = await paidOrder(shop, { rushDelivery: true });
    const unpaid = await initOrder(shop);
    const rejected = await paidOrder(shop);
    await setStoredStatus(shop, 'orders', rejected, 'rejected');
    const pending = await insertFreeSong(shop);
    const { cards, now } = await board();
    expect(now).toBe(shop.clock.now().toISOString());
    const ids = cards.map((c) => c.id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(unpaid);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(pending);
    const dues = cards.map((c) => c.dueAt ?? '~');
    expect(dues).toEqual([...dues].sort());
    expect(cards.find((c) => c.id === later)).toEqual({
      kind: 'order',
      id: later,
      displayId: later.slice(-8).toUpperCase(),
      recipientName: 'Maria',
      occasion: 'Anniversary',
      genre: 'Acoustic Folk',
      status: 'pending',
      stage: 'brief',
      rushDelivery: false,
      dueAt: (await adminOrder(later)).dueAt ?? null,
      deliveredAt: null,
      assignee: null,
    } satisfies BoardCard);
  });

  it('a sent song is Delivered, whatever stage was stored, and its status is the spec’s', async () => {
    const id = await paidOrder(shop);
    expect((await moveOrder(id, { stage: 'quality_check' })).status).toBe(200);
    await deliverSong(shop, id);
    expect(await card(id)).toMatchObject({ stage: 'delivered', status: 'delivered' });
    expect((await adminOrder(id)).stage).toBe('delivered');
  });
});

describe('moving a card', () => {
  it('moves an order from Brief to Lyrics and back, keeping its status', async () => {
    const id = await paidOrder(shop);
    const res = await moveOrder(id, { stage: 'lyrics' });
    expect(res.status).toBe(200);
    expect(await json<BoardCard>(res)).toMatchObject({ id, stage: 'lyrics', status: 'pending' });
    expect(await storedRow('orders', id)).toMatchObject({ status: 'pending', stage: 'lyrics' });
    expect((await adminOrder(id)).stage).toBe('lyrics');
    expect((await moveOrder(id, { stage: 'brief' })).status).toBe(200);
    expect((await card(id))!.stage).toBe('brief');
  });

  it('moves an approved free song', async () => {
    const id = await insertFreeSong(shop, { status: 'approved' });
    expect((await moveFreeSong(id, { stage: 'recording' })).status).toBe(200);
    expect(await storedRow('free_song_submissions', id)).toMatchObject({ status: 'approved', stage: 'recording' });
  });

  it('refuses bad moves with a clear 4xx and changes nothing', async () => {
    const id = await paidOrder(shop);
    expect((await moveOrder(id, { stage: 'lyrics' })).status).toBe(200);
    const before = await storedRow('orders', id);
    const unpaid = await initOrder(shop);
    const sent = await paidOrder(shop);
    await deliverSong(shop, sent);
    const pendingFreeSong = await insertFreeSong(shop);
    const cases: Array<[Promise<Response>, number, string]> = [
      [moveOrder(id, { stage: 'mixing' }), 400, DESK_MESSAGES.unknownStage],
      [moveOrder(id, { stage: 'delivered' }), 400, DESK_MESSAGES.deliveredByHand],
      [moveOrder(id, {}), 400, DESK_MESSAGES.unknownStage],
      [moveOrder(id, { stage: 'recording', status: 'completed' }), 400, 'Unknown field: status'],
      [moveOrder(unpaid, { stage: 'lyrics' }), 409, DESK_MESSAGES.notOnBoard],
      [moveOrder(sent, { stage: 'recording' }), 409, DESK_MESSAGES.notOnBoard],
      [moveOrder('no-such-order', { stage: 'lyrics' }), 404, 'Order not found'],
      [moveFreeSong(pendingFreeSong, { stage: 'lyrics' }), 409, DESK_MESSAGES.notOnBoard],
      [moveFreeSong('no-such-song', { stage: 'lyrics' }), 404, 'Submission not found'],
    ];
    for (const [call, status, error] of cases) {
      const res = await call;
      expect(res.status).toBe(status);
      expect((await json<{ error: string }>(res)).error).toBe(error);
    }
    expect(await storedRow('orders', id)).toEqual(before);
    expect((await storedRow('orders', unpaid))!.stage).toBeNull();
    expect(await storedRow('orders', sent)).toMatchObject({ status: 'delivered', stage: null });
    expect((await storedRow('free_song_submissions', pendingFreeSong))!.stage).toBeNull();
  });

  it('shows a musician only their own cards, named as theirs, and lets them move only those; support reads it all', async () => {
    const musician = await staffMember(shop, 'musician');
    const support = await staffMember(shop, 'support');
    const theirs = await paidOrder(shop);
    const other = await paidOrder(shop);
    expect((await adminCall(shop, token, 'PATCH', `/api/admin/orders/${theirs}`, { assigneeId: musician.id })).status).toBe(200);

    const seen = await json<Board>(await adminCall(shop, musician.token, 'GET', '/api/admin/board'));
    expect(seen.cards.map((c) => c.id)).toEqual([theirs]);
    expect(seen.cards[0]!.assignee).toEqual({ id: musician.id, name: 'A musician' });
    expect((await adminCall(shop, musician.token, 'PATCH', `/api/admin/orders/${theirs}/stage`, { stage: 'lyrics' })).status).toBe(200);
    const before = await storedRow('orders', other);
    expect((await adminCall(shop, musician.token, 'PATCH', `/api/admin/orders/${other}/stage`, { stage: 'lyrics' })).status).toBe(403);
    expect(await storedRow('orders', other)).toEqual(before);

    const all = await json<Board>(await adminCall(shop, support.token, 'GET', '/api/admin/board'));
    expect(all.cards.map((c) => c.id)).toEqual(expect.arrayContaining([theirs, other]));
    expect((await adminCall(shop, support.token, 'PATCH', `/api/admin/orders/${other}/stage`, { stage: 'lyrics' })).status).toBe(403);
  });

  it('needs the admin’s token', async () => {
    const id = await paidOrder(shop);
    expect((await adminCall(shop, null, 'PATCH', `/api/admin/orders/${id}/stage`, { stage: 'lyrics' })).status).toBe(401);
    expect((await adminCall(shop, null, 'GET', '/api/admin/board')).status).toBe(401);
    expect((await storedRow('orders', id))!.stage).toBeNull();
  });
});
