// Test fixtures for gift dates (issue 25): a moment written as the wizard writes it (ISO 8601 with an offset), the
// song sent and delivered for an order, and what the shop stored of a gift.
import { adminCall, adminToken, setStoredStatus } from './admin';
import { wavBytes } from './files';
import { jobsDone } from './jobs';
import { withDatabase, type TestShop } from './testServer';

/** The moment as ISO 8601 in a zone `offsetMinutes` east of UTC, seconds included: `2026-01-16T14:00:00+02:00`. */
export function isoWithOffset(moment: Date, offsetMinutes: number): string {
  const local = new Date(moment.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The shop's now plus `ms`, written in Berlin's summer offset (+02:00) unless another is named. */
export const momentFromNow = (shop: TestShop, ms: number, offsetMinutes = 120) =>
  isoWithOffset(new Date(shop.clock.now().getTime() + ms), offsetMinutes);

/** The admin sends a finished song (a short WAV unless another is given) with text lyrics; its mail's job runs, so it is delivered. */
export async function deliverSong(
  shop: TestShop,
  orderId: string,
  { lyrics = 'Verse one\nUnder the umbrella\n', song }: { lyrics?: string; song?: { bytes: Buffer; name: string; type: string } } = {},
): Promise<void> {
  await setStoredStatus(shop, 'orders', orderId, 'in_progress');
  const file = song ?? { bytes: wavBytes(0.5), name: 'song.wav', type: 'audio/wav' };
  const data = new FormData();
  data.set('status', 'completed');
  data.set('songFile', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  data.set('lyricsFile', new Blob([lyrics], { type: 'text/plain' }), 'lyrics.txt');
  const res = await adminCall(shop, await adminToken(shop), 'PATCH', `/api/admin/orders/${orderId}/send-completed`, data);
  if (res.status !== 200) throw new Error(`send-completed answered ${res.status}: ${await res.text()}`);
  await jobsDone(shop);
}

export interface StoredGift {
  order_id: string;
  token: string;
  reveal_at: string | null;
  recipient_email: string | null;
  revealed_at: string | null;
}

export const storedGift = (shop: TestShop, orderId: string): Promise<StoredGift | undefined> =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM order_gifts WHERE order_id = ?').get<StoredGift>(orderId));
