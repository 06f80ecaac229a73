// Test fixtures for reviews (issue 25): a paid order whose song the admin delivered (the real send and its mail
// job), its order page's token, and the review calls a buyer and the admin make.
import { adminCall, form, paidOrder, setStoredStatus } from './admin';
import { wavBytes } from './files';
import { jobsDone } from './jobs';
import { storedOrder } from './orders';
import type { TestShop } from './testServer';

export interface ReviewableOrder {
  id: string;
  /** The order page's token, /order/{token}. */
  token: string;
}

/** A paid order, its song sent by the admin and its delivery mail gone out (so it is delivered). */
export async function deliveredOrder(
  shop: TestShop,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<ReviewableOrder> {
  const id = await paidOrder(shop, overrides);
  await setStoredStatus(shop, 'orders', id, 'in_progress');
  const sent = await adminCall(
    shop,
    adminToken,
    'PATCH',
    `/api/admin/orders/${id}/send-completed`,
    form({ status: 'completed' }, { songFile: { bytes: wavBytes(0.5), name: 'song.wav', type: 'audio/wav' } }),
  );
  if (sent.status !== 200) throw new Error(`send-completed answered ${sent.status}: ${await sent.text()}`);
  await jobsDone(shop);
  const order = (await storedOrder(shop, id))!;
  if (order.status !== 'delivered') throw new Error(`the order is ${order.status}, not delivered`);
  return { id, token: order.public_token };
}

/** The buyer's review, as the order page sends it (from one client address unless told otherwise). */
export function sendReview(shop: TestShop, token: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${shop.url}/api/orders/${token}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const GOOD_REVIEW = { rating: 5, text: 'She cried at the first chorus.', displayName: 'Tom from Austin', publish: true };
