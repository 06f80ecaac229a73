// What the gift's parts share: the recipient's page's path, and whether the moment has come for a gift.
import type { FoundGift } from '../../db/gifts';

export const giftPagePath = (token: string) => `/gift/${token}`;

/** Whether the moment has come for this gift: it is due, and its song went out (now, or before a revision's resend). */
export function isOpen(gift: Pick<FoundGift, 'reveal_at' | 'revealed_at'>, deliveredAt: string | null, now: Date): boolean {
  const due = gift.reveal_at === null || now.getTime() >= new Date(gift.reveal_at).getTime();
  return due && (deliveredAt !== null || gift.revealed_at !== null);
}
