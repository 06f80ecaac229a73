// Staff accounts (issue 26, item 1) on a running server: the owner invites by e-mail, the mailed single-use link
// sets a password (48 hours), the account signs in with e-mail and password, has its own sessions and lock, and
// disabling it ends its sessions at once. Every bad input is a clear 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, roleRefusal } from '../../../shared/schemas/staff';
import { adminCall, adminToken, loginAs, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { readOutbox } from '../../../testing/outbox';
import { invitationTokenFor, signInAs, staffMember, STAFF_PASSWORD } from '../../../testing/staff';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const HOUR = 3_600_000;
let shop: TestShop;
let owner: string;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' } });
  owner = await adminToken(shop);
});
afterAll(() => shop.destroy());

interface AccountRow {
  email: string;
  role: string;
  password_hash: string | null;
  disabled_at: string | null;
}
const accounts = () =>
  withDatabase(shop.dataDir, (db) =>
    db.prepare('SELECT email, role, password_hash, disabled_at FROM staff_accounts ORDER BY email').all<AccountRow>(),
  );
const invite = (body: unknown, token = owner) => adminCall(shop, token, 'POST', '/api/admin/staff', body);
const accept = (token: string, password: string) => adminCall(shop, null, 'POST', `/api/admin/invitations/${token}/accept`, { password });

describe('inviting', () => {
  it('makes an invited account and mails a single-use link; the token is stored only as a hash', async () => {
    const res = await invite({ email: 'Mia@Example.com', name: 'Mia', role: 'musician' });
    expect(res.status).toBe(201);
    const member = await json<Record<string, unknown>>(res);
    expect(member).toMatchObject({ email: 'mia@example.com', name: 'Mia', role: 'musician', state: 'invited', activeSessions: 0 });
    expect(new Date(member.invitationExpiresAt as string).getTime() - shop.clock.now().getTime()).toBe(48 * HOUR);
    const token = await invitationTokenFor(shop, 'mia@example.com');
    const mail = (await readOutbox(shop.dataDir)).at(-1)!;
    expect(mail.subject).toContain('invitation');
    expect(mail.text).toContain(`${shop.config.publicUrl}/admin#invitation=${token}`);
    const stored = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM staff_invitations').all());
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a malformed address, an unknown role and an address already on the team, changing nothing', async () => {
    const before = await accounts();
    const mailsBefore = (await readOutbox(shop.dataDir)).length;
    for (const email of ['not-an-address', 'a@b', 'x@example.com\nBcc: y@example.com', '']) {
      const res = await invite({ email, role: 'support' });
      expect({ email, status: res.status, body: await json(res) }).toEqual({
        email,
        status: 400,
        body: { error: STAFF_MESSAGES.emailInvalid, field: 'email' },
      });
    }
    expect((await invite({ email: 'ok@example.com', role: 'boss' })).status).toBe(400);
    const again = await invite({ email: 'MIA@example.com', role: 'support' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: STAFF_MESSAGES.alreadyStaff, field: 'email' });
    expect(await accounts()).toEqual(before);
    expect((await readOutbox(shop.dataDir)).length).toBe(mailsBefore);
  });
});

describe('accepting an invitation', () => {
  it('refuses a password under 8 characters and keeps the link usable; then sets it once; a reused link is 410', async () => {
    await invite({ email: 'leo@example.com', role: 'support' });
    const token = await invitationTokenFor(shop, 'leo@example.com');
    const short = await accept(token, 'seven77');
    expect(short.status).toBe(400);
    expect(await json(short)).toEqual({ error: STAFF_MESSAGES.passwordShort, field: 'password' });
    expect((await signInAs(shop, 'leo@example.com', 'seven77')).status).toBe(401);

    const ok = await accept(token, STAFF_PASSWORD);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ email: 'leo@example.com' });
    const hash = (await accounts()).find((a) => a.email === 'leo@example.com')!;
    expect(hash.password_hash).toMatch(/^scrypt\$/);

    const reused = await accept(token, 'another-password');
    expect(reused.status).toBe(410);
    expect(await json(reused)).toEqual({ error: STAFF_MESSAGES.invitationUsed });
    expect((await signInAs(shop, 'leo@example.com', 'another-password')).status).toBe(401);
    expect((await signInAs(shop, 'leo@example.com')).status).toBe(200);
  });

  it('refuses an expired link (after 48 hours) and an unknown one, setting nothing', async () => {
    await invite({ email: 'ivy@example.com', role: 'musician' });
    const token = await invitationTokenFor(shop, 'ivy@example.com');
    shop.clock.advance(48 * HOUR + 1000);
    // The owner's own 12-hour session ended meanwhile too.
    owner = await adminToken(shop);
    const expired = await accept(token, STAFF_PASSWORD);
    expect(expired.status).toBe(410);
    expect(await json(expired)).toEqual({ error: STAFF_MESSAGES.invitationExpired });
    const unknown = await accept('A'.repeat(43), STAFF_PASSWORD);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: STAFF_MESSAGES.invitationInvalid });
    expect((await accounts()).find((a) => a.email === 'ivy@example.com')).toMatchObject({ password_hash: null });
    expect((await signInAs(shop, 'ivy@example.com')).status).toBe(401);
  });
});

describe('a new invitation link', () => {
  const reinvite = (id: string, token = owner) => adminCall(shop, token, 'POST', `/api/admin/staff/${id}/invitation`);
  const idOf = async (email: string) =>
    (await json<{ id: string; email: string }[]>(await adminCall(shop, owner, 'GET', '/api/admin/staff'))).find((m) => m.email === email)!
      .id;

  it('replaces an expired link: the old one stops working, the new one sets the password; an active account is 409', async () => {
    await invite({ email: 'remy@example.com', name: 'Remy', role: 'support' });
    const first = await invitationTokenFor(shop, 'remy@example.com');
    shop.clock.advance(48 * HOUR + 1000);
    owner = await adminToken(shop);
    const id = await idOf('remy@example.com');
    const res = await reinvite(id);
    expect(res.status).toBe(200);
    const member = await json<Record<string, unknown>>(res);
    expect(member).toMatchObject({ state: 'invited' });
    expect(new Date(member.invitationExpiresAt as string).getTime() - shop.clock.now().getTime()).toBe(48 * HOUR);
    const second = await invitationTokenFor(shop, 'remy@example.com');
    expect(second).not.toBe(first);
    expect((await accept(first, STAFF_PASSWORD)).status).toBe(404);
    expect((await accept(second, STAFF_PASSWORD)).status).toBe(200);
    expect((await signInAs(shop, 'remy@example.com')).status).toBe(200);

    const mailsBefore = (await readOutbox(shop.dataDir)).length;
    const active = await reinvite(id);
    expect(active.status).toBe(409);
    expect(await json(active)).toEqual({ error: STAFF_MESSAGES.alreadyActive });
    expect((await readOutbox(shop.dataDir)).length).toBe(mailsBefore);
  });

  it('refuses a disabled account, an unknown one and a musician, mailing nothing', async () => {
    await invite({ email: 'dora@example.com', role: 'musician' });
    const id = await idOf('dora@example.com');
    await adminCall(shop, owner, 'PATCH', `/api/admin/staff/${id}`, { disabled: true });
    const mailsBefore = (await readOutbox(shop.dataDir)).length;
    const disabled = await reinvite(id);
    expect(disabled.status).toBe(409);
    expect(await json(disabled)).toEqual({ error: STAFF_MESSAGES.reinviteDisabled });
    expect((await reinvite('0123456789abcdef0123456789abcdef')).status).toBe(404);
    const musician = await staffMember(shop, 'musician', 'mo@example.com', owner);
    const refused = await reinvite(id, musician.token);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ error: roleRefusal('musician') });
    expect((await readOutbox(shop.dataDir)).filter((mail) => mail.to?.some((to) => to.address === 'dora@example.com')).length).toBe(1);
    expect((await readOutbox(shop.dataDir)).length).toBe(mailsBefore + 1); // mo's own invitation
  });
});

describe('signing in', () => {
  it('keeps { password } signing in the owner, and { email, password } signs in the account with its role', async () => {
    const ownerSession = await json<Record<string, unknown>>(await loginAs(shop));
    expect(ownerSession).toMatchObject({ role: 'owner', staffId: null });
    const m = await staffMember(shop, 'musician', 'sam@example.com', owner);
    const session = await json<Record<string, unknown>>(await adminCall(shop, m.token, 'GET', '/api/admin/session'));
    expect(session).toMatchObject({ role: 'musician', name: 'A musician', staffId: m.id });
    const wrong = await signInAs(shop, 'sam@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ error: STAFF_MESSAGES.invalidCredentials });
    expect(await json(await signInAs(shop, 'nobody@example.com'))).toEqual({ error: STAFF_MESSAGES.invalidCredentials });
  });

  it('locks an account after 5 failures from any addresses, while the owner and other accounts still sign in', async () => {
    await staffMember(shop, 'support', 'kim@example.com', owner);
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${shop.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: 'kim@example.com', password: 'wrong-password' }),
      });
      expect(res.status).toBe(401);
    }
    const locked = await fetch(`${shop.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: JSON.stringify({ email: 'kim@example.com', password: STAFF_PASSWORD }),
    });
    expect(locked.status).toBe(429);
    expect((await signInAs(shop, 'sam@example.com')).status).toBe(200);
    expect((await loginAs(shop, TEST_ADMIN_PASSWORD, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200);
  });
});

describe('the owner manages accounts', () => {
  it('lists sessions (everyone for the owner, their own for staff) and revokes one', async () => {
    const m = await staffMember(shop, 'musician', 'ada@example.com', owner);
    const own = await json<Array<{ id: string; staffId: string | null; current: boolean }>>(
      await adminCall(shop, m.token, 'GET', '/api/admin/sessions'),
    );
    expect(own.map((s) => [s.staffId, s.current])).toEqual([[m.id, true]]);
    const all = await json<Array<{ id: string; staffId: string | null }>>(await adminCall(shop, owner, 'GET', '/api/admin/sessions'));
    expect(all.some((s) => s.staffId === null) && all.some((s) => s.staffId === m.id)).toBe(true);
    const ownerSessionId = all.find((s) => s.staffId === null)!.id;
    expect((await adminCall(shop, m.token, 'DELETE', `/api/admin/sessions/${ownerSessionId}`)).status).toBe(404);
    expect((await adminCall(shop, owner, 'DELETE', `/api/admin/sessions/${own[0]!.id}`)).status).toBe(204);
    expect((await adminCall(shop, m.token, 'GET', '/api/admin/session')).status).toBe(401);
  });

  it('a musician calling an owner-only route gets 403 and changes nothing', async () => {
    const m = await staffMember(shop, 'musician', 'max@example.com', owner);
    const before = await accounts();
    const res = await adminCall(shop, m.token, 'POST', '/api/admin/staff', { email: 'friend@example.com', role: 'owner' });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ error: roleRefusal('musician') });
    expect((await adminCall(shop, m.token, 'PUT', '/api/admin/settings/free_song_enabled', { value: 'false' })).status).toBe(403);
    expect(await accounts()).toEqual(before);
  });

  it('disabling ends the account’s sessions at once and refuses its sign-in; enabling lets it sign in again', async () => {
    const m = await staffMember(shop, 'support', 'zoe@example.com', owner);
    const disabled = await adminCall(shop, owner, 'PATCH', `/api/admin/staff/${m.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(await json(disabled)).toMatchObject({ state: 'disabled', activeSessions: 0 });
    const after = await adminCall(shop, m.token, 'GET', '/api/admin/orders');
    expect(after.status).toBe(401);
    expect((await signInAs(shop, 'zoe@example.com')).status).toBe(401);
    expect((await adminCall(shop, owner, 'PATCH', `/api/admin/staff/${m.id}`, { disabled: false })).status).toBe(200);
    expect((await signInAs(shop, 'zoe@example.com')).status).toBe(200);
  });

  it('refuses an unknown account, a bad change, and disabling or deleting the account signed in', async () => {
    expect((await adminCall(shop, owner, 'PATCH', '/api/admin/staff/nope', { disabled: true })).status).toBe(404);
    const o = await staffMember(shop, 'owner', 'olga@example.com', owner);
    expect((await adminCall(shop, o.token, 'PATCH', `/api/admin/staff/${o.id}`, { role: 'huge' })).status).toBe(400);
    const self = await adminCall(shop, o.token, 'DELETE', `/api/admin/staff/${o.id}`);
    expect(self.status).toBe(403);
    expect(await json(self)).toEqual({ error: STAFF_MESSAGES.notYourself });
    expect((await adminCall(shop, o.token, 'GET', '/api/admin/staff')).status).toBe(200);
  });

  it('deletes an account: its sessions end and its address may be invited again', async () => {
    const m = await staffMember(shop, 'musician', 'del@example.com', owner);
    expect((await adminCall(shop, owner, 'DELETE', `/api/admin/staff/${m.id}`)).status).toBe(204);
    expect((await adminCall(shop, m.token, 'GET', '/api/admin/session')).status).toBe(401);
    expect((await invite({ email: 'del@example.com', role: 'musician' })).status).toBe(201);
  });
});
