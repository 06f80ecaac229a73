// Test fixtures for staff accounts (issue 26): the owner invites, the invitation's link is read from the outbox,
// the password is set through it, and the account signs in.
import type { StaffRole } from '../shared/schemas/staff';
import { adminCall, adminToken } from './admin';
import { readOutbox } from './outbox';
import { json, type TestShop } from './testServer';

export const STAFF_PASSWORD = 'a-musician-sings';

/** The invitation token of the last invitation mailed to this address. */
export async function invitationTokenFor(shop: TestShop, email: string): Promise<string> {
  const mails = (await readOutbox(shop.dataDir)).filter((mail) => mail.to?.some((to) => to.address === email));
  const token = /#invitation=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export function signInAs(shop: TestShop, email: string, password = STAFF_PASSWORD): Promise<Response> {
  return fetch(`${shop.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** Invites (as the owner), accepts, signs in: answers the account's id and a token. */
export async function staffMember(
  shop: TestShop,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  ownerToken?: string,
): Promise<{ id: string; email: string; token: string }> {
  const owner = ownerToken ?? (await adminToken(shop));
  const invited = await adminCall(shop, owner, 'POST', '/api/admin/staff', { email, name: `A ${role}`, role });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${await invited.text()}`);
  const { id } = await json<{ id: string }>(invited);
  const token = await invitationTokenFor(shop, email);
  const accepted = await adminCall(shop, null, 'POST', `/api/admin/invitations/${token}/accept`, { password: STAFF_PASSWORD });
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${await accepted.text()}`);
  const signedIn = await signInAs(shop, email);
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  return { id, email, token: (await json<{ token: string }>(signedIn)).token };
}
