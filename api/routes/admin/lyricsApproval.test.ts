// Lyrics approval (issue 26, item 4), on a real server and the controlled clock: the owner's setting is off by
// default; when on, the draft sent for a paid order is mailed to the buyer, who approves it or asks one change on the
// order page; the due time (order JSON, admin JSON, board) moves by the time the shop waited, 24 hours at most, when
// no answer came; the due-time alerts hold back while the buyer reads and fire once at the shifted times. Every bad
// input is refused with a clear 4xx and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import type { AuditPage } from '../../../shared/audit';
import type { Board } from '../../../shared/desk';
import { LYRICS_MESSAGES, LYRICS_NOTE_MAX, LYRICS_TEXT_MAX } from '../../../shared/lyrics';
import { adminCall, adminToken, paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { fromNewClient } from '../../../testing/clientAddress';
import { deliverSong } from '../../../testing/gifts';
import { jobsDone } from '../../../testing/jobs';
import { storedOrder } from '../../../testing/orders';
import { readOutbox } from '../../../testing/outbox';
import { staffMember } from '../../../testing/staff';
import { json, ShiftedClock, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PUBLIC_URL = 'https://shop.example';
const ADMIN_EMAIL = 'owner@shop.example';
const env = { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true', PUBLIC_URL, ADMIN_EMAIL };
const DRAFT = 'Verse one\nUnder the rain at the bus stop\nYou laughed at my umbrella';

const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
let buyers = 0;
const buyerEmail = () => `buyer-${++buyers}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** What each test needs of a shop: the owner's calls, the buyer's calls, and what is stored. */
function helpers(shop: () => TestShop, owner: () => string) {
  const setting = (value: 'true' | 'false') => adminCall(shop(), owner(), 'PUT', '/api/admin/settings/lyrics_approval_enabled', { value });
  const sendDraft = (id: string, body: unknown, token = owner()) =>
    adminCall(shop(), token, 'POST', `/api/admin/orders/${id}/lyrics-draft`, body);
  const answer = (orderToken: string, body: unknown, headers: Record<string, string> = fromNewClient()) =>
    fetch(`${shop().url}/api/orders/${orderToken}/lyrics`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const orderPage = async (orderToken: string) => json<OrderView>(await fetch(`${shop().url}/api/orders/${orderToken}`));
  const adminOrder = async (id: string) =>
    (await json<AdminOrder[]>(await adminCall(shop(), owner(), 'GET', '/api/admin/orders'))).find((o) => o.id === id)!;
  const card = async (id: string) =>
    (await json<Board>(await adminCall(shop(), owner(), 'GET', '/api/admin/board'))).cards.find((c) => c.id === id)!;
  /** A paid order of its own buyer (the customer mail cap is per address): its id, token and address. */
  const newOrder = async (overrides: Record<string, unknown> = {}) => {
    const email = buyerEmail();
    const id = await paidOrder(shop(), { email, ...overrides });
    return { id, email, token: (await storedOrder(shop(), id))!.public_token };
  };
  const stored = (id: string) =>
    withDatabase(shop().dataDir, async (db) => ({
      drafts: await db.prepare('SELECT version, answer, change_note FROM lyrics_drafts WHERE order_id = ? ORDER BY version').all(id),
      shift: (await db.prepare('SELECT due_shift_minutes FROM orders WHERE id = ?').get<{ due_shift_minutes: number }>(id))!
        .due_shift_minutes,
    }));
  const mailsTo = async (email: string) => (await readOutbox(shop().dataDir)).filter((m) => m.to?.[0]?.address === email);
  return { setting, sendDraft, answer, orderPage, adminOrder, card, newOrder, stored, mailsTo };
}

describe('lyrics approval', () => {
  let shop: TestShop;
  let owner: string;
  const h = helpers(
    () => shop,
    () => owner,
  );

  beforeAll(async () => {
    shop = await startTestShop({ seed: false, runJobs: false, clock: new ShiftedClock(), env });
    owner = await adminToken(shop);
  });
  afterAll(() => shop.destroy());

  it('is off by default: the setting reads false, the admin JSON says so, and a draft is refused with a 400', async () => {
    const setting = await json<{ value: string }>(await adminCall(shop, owner, 'GET', '/api/admin/settings/lyrics_approval_enabled'));
    expect(setting.value).toBe('false');
    const order = await h.newOrder();
    expect((await h.adminOrder(order.id)).lyrics).toEqual({ enabled: false, canSend: false, drafts: [] });
    const res = await h.sendDraft(order.id, { text: DRAFT });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: LYRICS_MESSAGES.settingOff });
    expect(await h.stored(order.id)).toEqual({ drafts: [], shift: 0 });
    expect((await h.orderPage(order.token)).lyricsDraft).toBeUndefined();
  });

  it('a support person cannot change the setting (owner only)', async () => {
    const support = await staffMember(shop, 'support', undefined, owner);
    const res = await adminCall(shop, support.token, 'PUT', '/api/admin/settings/lyrics_approval_enabled', { value: 'true' });
    expect(res.status).toBe(403);
  });

  it('sent, mailed, approved after 3 hours: the due time moves by 3 hours in the order JSON, the admin JSON and the board', async () => {
    expect((await h.setting('true')).status).toBe(200);
    const order = await h.newOrder();
    const before = await h.adminOrder(order.id);
    expect(before.lyrics).toMatchObject({ enabled: true, canSend: true, drafts: [] });

    const sent = await h.sendDraft(order.id, { text: `  ${DRAFT}  ` });
    expect(sent.status).toBe(200);
    const afterSend = await json<AdminOrder>(sent);
    expect(afterSend.lyrics).toMatchObject({
      enabled: true,
      canSend: false,
      drafts: [{ version: 1, text: DRAFT, sentBy: 'Owner', answer: null }],
    });
    const sentAt = afterSend.lyrics!.drafts[0]!.sentAt;

    await jobsDone(shop);
    const mail = (await h.mailsTo(order.email)).find((m) => m.subject?.startsWith('The lyrics for Maria'));
    expect(mail?.text).toContain(`${PUBLIC_URL}/order/${order.token}`);
    expect(mail?.text).toContain('approve them, or ask for one change');
    expect(mail?.text).toContain('no answer within 24 hours');
    expect(mail?.text).toContain('moves by the time we wait for your answer');
    expect(mail?.html).toContain('overflow-wrap:anywhere');

    const page = await h.orderPage(order.token);
    expect(page.lyricsDraft).toEqual({
      version: 1,
      text: DRAFT,
      sentAt,
      answer: null,
      answeredAt: null,
      changeNote: null,
      autoApproveAt: plus(sentAt, 24 * HOUR),
      canAnswer: true,
      canAskChange: true,
    });
    // Waiting for the buyer: the due time has not moved yet.
    expect(page.dueAt).toBe(before.dueAt);

    shop.clock.advance(3 * HOUR);
    const answered = await h.answer(order.token, { decision: 'approve' });
    expect(answered.status).toBe(200);
    const view = await json<OrderView>(answered);
    expect(view.lyricsDraft).toMatchObject({ answer: 'approved', canAnswer: false, canAskChange: false });
    const moved = plus(before.dueAt!, 3 * HOUR);
    expect(view.dueAt).toBe(moved);
    expect((await h.adminOrder(order.id)).dueAt).toBe(moved);
    expect((await h.card(order.id)).dueAt).toBe(moved);
    expect((await h.stored(order.id)).shift).toBe(180);

    // Approved: nothing more to send, nothing more to answer.
    expect((await h.adminOrder(order.id)).lyrics?.canSend).toBe(false);
    const again = await h.sendDraft(order.id, { text: DRAFT });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: LYRICS_MESSAGES.approved });
    const twice = await h.answer(order.token, { decision: 'change', note: 'Another line' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: LYRICS_MESSAGES.alreadyAnswered });
    expect((await h.stored(order.id)).drafts).toEqual([{ version: 1, answer: 'approved', change_note: null }]);

    const log = await json<AuditPage>(await adminCall(shop, owner, 'GET', '/api/admin/audit'));
    const entries = log.entries.filter((e) => e.target?.id === order.id);
    expect(entries.find((e) => e.action === 'order.lyrics_draft')).toMatchObject({ actor: { label: 'Owner' } });
    expect(entries.find((e) => e.action === 'order.lyrics_answer')).toMatchObject({
      actor: { label: 'Buyer' },
      after: { answer: 'approved', dueMovedMinutes: 180 },
    });
  });

  it('a change asked, the revision sent: it is final, shown without a wait, and can be neither answered nor sent again', async () => {
    const order = await h.newOrder();
    const due = (await h.adminOrder(order.id)).dueAt!;
    expect((await h.sendDraft(order.id, { text: DRAFT })).status).toBe(200);
    shop.clock.advance(30 * MINUTE);
    const asked = await h.answer(order.token, { decision: 'change', note: '  Please mention her red umbrella  ' });
    expect(asked.status).toBe(200);
    const view = await json<OrderView>(asked);
    expect(view.lyricsDraft).toMatchObject({ version: 1, answer: 'change_requested', changeNote: 'Please mention her red umbrella' });
    expect(view.dueAt).toBe(plus(due, 30 * MINUTE));
    const admin = await h.adminOrder(order.id);
    expect(admin.lyrics).toMatchObject({
      canSend: true,
      drafts: [{ answer: 'change_requested', changeNote: 'Please mention her red umbrella' }],
    });

    const revised = `${DRAFT}\nAnd your red umbrella`;
    expect((await h.sendDraft(order.id, { text: revised })).status).toBe(200);
    await jobsDone(shop);
    const final = (await h.mailsTo(order.email)).find((m) => m.subject === 'Your final lyrics for Maria');
    expect(final?.text).toContain('on their way into the song');
    expect(final?.text).toContain(`${PUBLIC_URL}/order/${order.token}`);

    const page = await h.orderPage(order.token);
    expect(page.lyricsDraft).toMatchObject({
      version: 2,
      text: revised,
      answer: null,
      autoApproveAt: null,
      canAnswer: false,
      canAskChange: false,
    });
    for (const body of [{ decision: 'change', note: 'One more' }, { decision: 'approve' }]) {
      const res = await h.answer(order.token, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: LYRICS_MESSAGES.finalLyrics });
    }
    const third = await h.sendDraft(order.id, { text: 'A third' });
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ error: LYRICS_MESSAGES.changeUsed });
    expect((await h.adminOrder(order.id)).lyrics?.canSend).toBe(false);
    expect(await h.stored(order.id)).toEqual({
      drafts: [
        { version: 1, answer: 'change_requested', change_note: 'Please mention her red umbrella' },
        { version: 2, answer: null, change_note: null },
      ],
      shift: 30,
    });
    // The revision waits for nothing: a day later it is still as sent, and the due time has not moved again.
    shop.clock.advance(25 * HOUR);
    await jobsDone(shop);
    expect(await h.stored(order.id)).toMatchObject({ shift: 30 });
    // The admin's session ended meanwhile: sign in again for the tests after.
    owner = await adminToken(shop);
  });

  it('bad input is refused with a clear 4xx and changes nothing', async () => {
    const order = await h.newOrder();
    const refused = async (res: Response, status: number, error?: string) => {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: string };
      if (error) expect(body.error).toBe(error);
      else expect(body.error).toEqual(expect.any(String));
    };
    await refused(await h.sendDraft(order.id, { text: '   ' }), 400, LYRICS_MESSAGES.textMissing);
    await refused(await h.sendDraft(order.id, {}), 400, LYRICS_MESSAGES.textMissing);
    await refused(await h.sendDraft(order.id, { text: 'x'.repeat(LYRICS_TEXT_MAX + 1) }), 400);
    await refused(await h.sendDraft(order.id, { text: DRAFT, extra: 1 }), 400);
    await refused(await h.sendDraft('no-such-order', { text: DRAFT }), 404);
    // Nothing to answer yet.
    await refused(await h.answer(order.token, { decision: 'approve' }), 409, LYRICS_MESSAGES.nothingToAnswer);
    expect(await h.stored(order.id)).toEqual({ drafts: [], shift: 0 });

    expect((await h.sendDraft(order.id, { text: 'x'.repeat(LYRICS_TEXT_MAX) })).status).toBe(200);
    await refused(await h.sendDraft(order.id, { text: DRAFT }), 409, LYRICS_MESSAGES.waiting);
    await refused(await h.answer(order.token, { decision: 'change' }), 400, LYRICS_MESSAGES.noteMissing);
    await refused(await h.answer(order.token, { decision: 'change', note: '  ' }), 400, LYRICS_MESSAGES.noteMissing);
    await refused(await h.answer(order.token, { decision: 'change', note: 'x'.repeat(LYRICS_NOTE_MAX + 1) }), 400);
    await refused(await h.answer(order.token, { decision: 'maybe' }), 400);
    await refused(await h.answer(order.token, { decision: 'approve', note: 'stray' }), 400);
    await refused(await h.answer('x'.repeat(43), { decision: 'approve' }), 404);
    await refused(await h.answer('short', { decision: 'approve' }), 404);
    expect(await h.stored(order.id)).toEqual({ drafts: [{ version: 1, answer: null, change_note: null }], shift: 0 });

    // A song already sent (or a refunded order) takes no draft.
    const sentOrder = await h.newOrder();
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE orders SET status = 'completed' WHERE id = ?").run(sentOrder.id));
    await refused(await h.sendDraft(sentOrder.id, { text: DRAFT }), 409, LYRICS_MESSAGES.notInProduction);
    expect(await h.stored(sentOrder.id)).toEqual({ drafts: [], shift: 0 });
  });

  it('a musician sends drafts for the orders assigned to them, and gets 403 on anyone else’s', async () => {
    const musician = await staffMember(shop, 'musician', undefined, owner);
    const theirs = await h.newOrder();
    const others = await h.newOrder();
    expect((await adminCall(shop, owner, 'PATCH', `/api/admin/orders/${theirs.id}`, { assigneeId: musician.id })).status).toBe(200);
    const refused = await h.sendDraft(others.id, { text: DRAFT }, musician.token);
    expect(refused.status).toBe(403);
    expect(await h.stored(others.id)).toEqual({ drafts: [], shift: 0 });
    const sent = await h.sendDraft(theirs.id, { text: DRAFT }, musician.token);
    expect(sent.status).toBe(200);
    const view = await json<AdminOrder>(sent);
    expect(view.lyrics?.drafts[0]).toMatchObject({ version: 1, sentBy: 'A musician' });
    // The musician's view still hides the buyer's address.
    expect(view.email).not.toBe(theirs.email);
  });

  it('the buyer’s answers are rate-limited per connection', async () => {
    const order = await h.newOrder();
    const from = fromNewClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await h.answer(order.token, { decision: 'approve' }, from)).status);
    // No draft: each is refused (409), until the limit answers 429.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
  });

  it('turned off again, the dialog offers nothing new', async () => {
    const order = await h.newOrder();
    expect((await h.setting('false')).status).toBe(200);
    expect((await h.adminOrder(order.id)).lyrics).toMatchObject({ enabled: false, canSend: false });
    expect((await h.sendDraft(order.id, { text: DRAFT })).status).toBe(400);
    expect((await h.setting('true')).status).toBe(200);
  });
});

describe('no answer within 24 hours, and the alerts', () => {
  let shop: TestShop;
  let owner: string;
  const h = helpers(
    () => shop,
    () => owner,
  );
  const reference = (id: string) => id.slice(-8).toUpperCase();
  const dueAlerts = async (id: string) =>
    (await readOutbox(shop.dataDir))
      .filter((m) => m.to?.[0]?.address === ADMIN_EMAIL && m.subject?.includes(reference(id)) && /^(Due within|Overdue)/.test(m.subject))
      .map((m) => (m.subject!.startsWith('Overdue') ? 'overdue' : 'due soon'));

  beforeAll(async () => {
    shop = await startTestShop({ seed: false, runJobs: false, clock: new ShiftedClock(), env });
    owner = await adminToken(shop);
    expect((await h.setting('true')).status).toBe(200);
  });
  afterAll(() => shop.destroy());

  it('counts as approved after 24 hours, the due time moves 24 hours, and the alerts wait, then fire once at the new times', async () => {
    const order = await h.newOrder();
    const due = (await h.adminOrder(order.id)).dueAt!;
    // 21 hours in, the draft goes out: the due-soon (22 h) and overdue (24 h) moments pass while the buyer reads.
    shop.clock.advance(21 * HOUR);
    await jobsDone(shop);
    owner = await adminToken(shop);
    expect((await h.sendDraft(order.id, { text: DRAFT })).status).toBe(200);
    shop.clock.advance(4 * HOUR);
    await jobsDone(shop);
    expect(await dueAlerts(order.id)).toEqual([]);
    expect((await h.stored(order.id)).drafts).toEqual([{ version: 1, answer: null, change_note: null }]);

    shop.clock.advance(20 * HOUR + MINUTE);
    await jobsDone(shop);
    expect((await h.stored(order.id)).drafts).toEqual([{ version: 1, answer: 'auto_approved', change_note: null }]);
    expect((await h.stored(order.id)).shift).toBe(24 * 60);
    owner = await adminToken(shop);
    const moved = plus(due, 24 * HOUR);
    expect((await h.orderPage(order.token)).dueAt).toBe(moved);
    expect((await h.orderPage(order.token)).lyricsDraft).toMatchObject({ answer: 'auto_approved', canAnswer: false });
    expect((await h.card(order.id)).dueAt).toBe(moved);
    expect(await dueAlerts(order.id)).toEqual([]);
    const late = await h.answer(order.token, { decision: 'change', note: 'Too late?' });
    expect(late.status).toBe(409);

    // Two hours before the new due time: due soon, once.
    shop.clock.advance(Date.parse(moved) - 2 * HOUR - shop.clock.now().getTime() + MINUTE);
    await jobsDone(shop);
    expect(await dueAlerts(order.id)).toEqual(['due soon']);
    // At the new due time: overdue, once; nothing more after.
    shop.clock.advance(2 * HOUR);
    await jobsDone(shop);
    shop.clock.advance(HOUR);
    await jobsDone(shop);
    expect(await dueAlerts(order.id)).toEqual(['due soon', 'overdue']);
  });

  it('the on-time guarantee counts the shifted due time: delivered after the first due time but before the moved one, nothing is owed', async () => {
    const waited = await h.newOrder();
    const control = await h.newOrder();
    owner = await adminToken(shop);
    expect((await h.sendDraft(waited.id, { text: DRAFT })).status).toBe(200);
    shop.clock.advance(10 * HOUR);
    expect((await h.answer(waited.token, { decision: 'approve' })).status).toBe(200);
    // 25 hours after payment: past the first promise (24 h), within the moved one (34 h).
    shop.clock.advance(15 * HOUR);
    await deliverSong(shop, waited.id);
    await deliverSong(shop, control.id);
    expect((await h.orderPage(control.token)).guarantee).toMatchObject({ kind: 'discount' });
    expect((await h.orderPage(waited.token)).guarantee).toBeUndefined();
  });
});
