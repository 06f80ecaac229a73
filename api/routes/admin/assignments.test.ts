// Assigning work (issue 26, item 3) on a running server: the owner assigns an order or a free song to a musician,
// who sees only that work (without the customer's e-mail), accepts it or hands it back; unaccepted within the
// owner's time (2 hours by default) a stored job returns it to unassigned once and tells the owner. Assignment to a
// disabled account, a non-musician or an unknown id is a 400; a change made meanwhile by another owner is a 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission, AdminOrder } from '../../../shared/admin-api-types';
import type { AuditPage } from '../../../shared/audit';
import { STAFF_MESSAGES } from '../../../shared/schemas/staff';
import { adminCall, adminToken, insertFreeSong, paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { readOutbox } from '../../../testing/outbox';
import { staffMember } from '../../../testing/staff';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const HOUR = 3_600_000;
let shop: TestShop;
let owner: string;
let musician: { id: string; email: string; token: string };
let support: { id: string; email: string; token: string };

beforeAll(async () => {
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ADMIN_EMAIL: 'owner@example.com' },
  });
  owner = await adminToken(shop);
  musician = await staffMember(shop, 'musician', 'mia@example.com', owner);
  support = await staffMember(shop, 'support', 'sue@example.com', owner);
});
afterAll(() => shop.destroy());

const assign = (id: string, body: unknown, token = owner) => adminCall(shop, token, 'PATCH', `/api/admin/orders/${id}`, body);
const orders = async (token: string) => json<AdminOrder[]>(await adminCall(shop, token, 'GET', '/api/admin/orders'));
const assignee = (id: string) =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT assignee_id, assignment_accepted_at FROM orders WHERE id = ?').get(id));
/** The owner's notices that this order is unassigned again. */
const returnedNotices = async (displayId: string) =>
  (await readOutbox(shop.dataDir)).filter(
    (m) => m.to?.some((t) => t.address === 'owner@example.com') && m.subject?.includes(`${displayId} is unassigned again`),
  );

describe('the audit log', () => {
  it('records who assigned, accepted, moved and handed back the work, and the owner’s staff changes', async () => {
    const id = await paidOrder(shop);
    await assign(id, { assigneeId: musician.id });
    await adminCall(shop, musician.token, 'POST', `/api/admin/orders/${id}/accept`);
    await adminCall(shop, musician.token, 'PATCH', `/api/admin/orders/${id}/stage`, { stage: 'lyrics' });
    await adminCall(shop, musician.token, 'POST', `/api/admin/orders/${id}/hand-back`);
    const renamed = await staffMember(shop, 'support', 'rita@example.com', owner);
    await adminCall(shop, owner, 'PATCH', `/api/admin/staff/${renamed.id}`, { name: 'Rita' });
    const { entries } = await json<AuditPage>(await adminCall(shop, owner, 'GET', '/api/admin/audit'));
    const about = (action: string) => entries.filter((e) => e.action === action && (e.target?.id === id || e.target?.id === renamed.id));
    expect(about('work.assign')[0]).toMatchObject({ actor: { id: null }, before: null, after: 'A musician' });
    expect(about('work.accept')[0]).toMatchObject({ actor: { id: musician.id } });
    expect(about('work.stage')[0]).toMatchObject({ actor: { id: musician.id }, before: 'brief', after: 'lyrics' });
    expect(about('work.hand_back')[0]).toMatchObject({ actor: { id: musician.id } });
    expect(about('staff.update')[0]).toMatchObject({ before: { name: 'A support' }, after: { name: 'Rita' } });
    expect(JSON.stringify(entries)).not.toMatch(/password/i);
  });
});

describe('assigning an order', () => {
  it('assigns to a musician, who sees only it and not the customer’s e-mail; support and the owner see all', async () => {
    const mine = await paidOrder(shop, { email: 'buyer@example.com' });
    const other = await paidOrder(shop, { email: 'other@example.com' });
    const res = await assign(mine, { assigneeId: musician.id, expectedAssigneeId: null });
    expect(res.status).toBe(200);
    const order = await json<AdminOrder>(res);
    expect(order).toMatchObject({
      assigneeId: musician.id,
      assigneeName: 'A musician',
      assignmentAcceptedAt: null,
      email: 'buyer@example.com',
    });
    expect(new Date(order.acceptBy!).getTime() - shop.clock.now().getTime()).toBe(2 * HOUR);

    const seen = await orders(musician.token);
    expect(seen.map((o) => o.id)).toEqual([mine]);
    expect(seen[0]).toMatchObject({ email: '', contactHidden: true, storyDetails: expect.any(String) });
    expect(JSON.stringify(seen)).not.toContain('buyer@example.com');
    // No amounts for a musician: the price is 0 and marked hidden, refunds are left out; the owner sees the price.
    expect(seen[0]).toMatchObject({ price: 0, paymentHidden: true, paid: true });
    expect(seen[0]).not.toHaveProperty('refunds');
    expect(order.price).toBeGreaterThan(0);
    expect(order.paymentHidden).toBeUndefined();
    expect((await orders(support.token)).map((o) => o.id)).toEqual(expect.arrayContaining([mine, other]));
    expect((await orders(owner)).find((o) => o.id === other)).toMatchObject({ assigneeId: null, assigneeName: null });

    // Not theirs: a musician's status change on another order is refused and changes nothing.
    const refused = await adminCall(shop, musician.token, 'PATCH', `/api/admin/orders/${other}/status`, { status: 'in_progress' });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ error: STAFF_MESSAGES.notAssignedToYou });
    expect((await orders(owner)).find((o) => o.id === other)!.status).toBe('pending');
  });

  it('refuses an unknown id, a non-musician and a disabled account with a 400, changing nothing', async () => {
    const id = await paidOrder(shop);
    const disabled = await staffMember(shop, 'musician', 'gone@example.com', owner);
    await adminCall(shop, owner, 'PATCH', `/api/admin/staff/${disabled.id}`, { disabled: true });
    for (const [assigneeId, error] of [
      ['0123456789abcdef0123456789abcdef', STAFF_MESSAGES.assigneeUnknown],
      [support.id, STAFF_MESSAGES.assigneeNotMusician],
      [disabled.id, STAFF_MESSAGES.assigneeDisabled],
    ] as const) {
      const res = await assign(id, { assigneeId });
      expect({ status: res.status, body: await json(res) }).toEqual({ status: 400, body: { error, field: 'assigneeId' } });
    }
    expect(await assignee(id)).toEqual({ assignee_id: null, assignment_accepted_at: null });
    expect((await assign('0123456789abcdef0123456789abcdef', { assigneeId: musician.id })).status).toBe(404);
    expect((await assign(id, { assigneeId: musician.id }, musician.token)).status).toBe(403);
  });

  it('of two owners assigning at once, one wins and the other gets a 409 (with what they saw)', async () => {
    const id = await paidOrder(shop);
    const other = await staffMember(shop, 'musician', 'ola@example.com', owner);
    const [a, b] = await Promise.all([
      assign(id, { assigneeId: musician.id, expectedAssigneeId: null }),
      assign(id, { assigneeId: other.id, expectedAssigneeId: null }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await json(loser)).toEqual({ error: STAFF_MESSAGES.assignedMeanwhile, field: 'assigneeId' });
    const winner = a.status === 200 ? musician.id : other.id;
    expect(await assignee(id)).toMatchObject({ assignee_id: winner });
    // Unassigning with what the owner now sees works.
    expect((await assign(id, { assigneeId: null, expectedAssigneeId: winner })).status).toBe(200);
    expect(await assignee(id)).toMatchObject({ assignee_id: null });
  });
});

describe('the musician answers', () => {
  it('accepts once: the order stays theirs past the accept time', async () => {
    const id = await paidOrder(shop);
    await assign(id, { assigneeId: musician.id });
    const res = await adminCall(shop, musician.token, 'POST', `/api/admin/orders/${id}/accept`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      assigneeId: musician.id,
      assignmentAcceptedAt: shop.clock.now().toISOString(),
      acceptBy: null,
    });
    expect((await adminCall(shop, musician.token, 'POST', `/api/admin/orders/${id}/accept`)).status).toBe(409);
    shop.clock.advance(3 * HOUR);
    await shop.services.jobs.runDue();
    expect(await assignee(id)).toMatchObject({ assignee_id: musician.id });
  });

  it('hands back: unassigned at once, and the owner is mailed', async () => {
    const id = await paidOrder(shop);
    const { displayId } = await json<AdminOrder>(await assign(id, { assigneeId: musician.id }));
    expect((await adminCall(shop, support.token, 'POST', `/api/admin/orders/${id}/hand-back`)).status).toBe(403);
    expect((await adminCall(shop, musician.token, 'POST', `/api/admin/orders/${id}/hand-back`)).status).toBe(204);
    expect(await assignee(id)).toEqual({ assignee_id: null, assignment_accepted_at: null });
    const mails = await returnedNotices(displayId);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('(handed back)')]);
    expect((await orders(musician.token)).some((o) => o.id === id)).toBe(false);
  });

  it('unaccepted within the owner’s time, a stored job returns it to unassigned once and tells the owner once', async () => {
    expect((await adminCall(shop, owner, 'PUT', '/api/admin/settings/assignment_accept_hours', { value: '0' })).status).toBe(400);
    expect((await adminCall(shop, owner, 'PUT', '/api/admin/settings/assignment_accept_hours', { value: '3' })).status).toBe(200);
    const id = await paidOrder(shop);
    const order = await json<AdminOrder>(await assign(id, { assigneeId: musician.id }));
    expect(new Date(order.acceptBy!).getTime() - shop.clock.now().getTime()).toBe(3 * HOUR);
    shop.clock.advance(2 * HOUR);
    await shop.services.jobs.runDue();
    expect(await assignee(id)).toMatchObject({ assignee_id: musician.id });
    shop.clock.advance(HOUR + 1000);
    await shop.services.jobs.runDue();
    expect(await assignee(id)).toEqual({ assignee_id: null, assignment_accepted_at: null });
    await shop.services.jobs.runDue();
    const mails = await returnedNotices(order.displayId);
    expect(mails.length).toBe(1);
    expect(mails[0]!.subject).toContain('not accepted in time');
    await adminCall(shop, owner, 'PUT', '/api/admin/settings/assignment_accept_hours', { value: '2' });
  });

  it('a job of an earlier assignment does not undo a later one', async () => {
    const id = await paidOrder(shop);
    await assign(id, { assigneeId: musician.id });
    shop.clock.advance(HOUR);
    await assign(id, { assigneeId: null });
    await assign(id, { assigneeId: musician.id });
    shop.clock.advance(HOUR + 1000);
    await shop.services.jobs.runDue();
    expect(await assignee(id)).toMatchObject({ assignee_id: musician.id });
  });
});

describe('free songs', () => {
  it('are assigned at /assignee, seen by their musician only, without the applicant’s e-mail, and accepted', async () => {
    const id = await insertFreeSong(shop, { email: 'applicant@example.com' });
    const res = await adminCall(shop, owner, 'PATCH', `/api/admin/free-song-submissions/${id}/assignee`, { assigneeId: musician.id });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ assigneeId: musician.id, email: 'applicant@example.com' });
    const seen = await json<AdminFreeSongSubmission[]>(await adminCall(shop, musician.token, 'GET', '/api/admin/free-song-submissions'));
    expect(seen.map((s) => [s.id, s.email])).toEqual([[id, '']]);
    const accepted = await adminCall(shop, musician.token, 'POST', `/api/admin/free-song-submissions/${id}/accept`);
    expect(accepted.status).toBe(200);
    const other = await insertFreeSong(shop);
    const refused = await adminCall(shop, musician.token, 'POST', `/api/admin/free-song-submissions/${other}/accept`);
    expect(refused.status).toBe(403);
  });
});
