// Gift dates (issue 25, item 4), put together from their parts: an order may name the moment its recipient hears
// the song and their address. The buyer gets the song as soon as it is ready, as always; the recipient's own page
// (/gift/{token}) counts down to the moment and only then gives the song (giftPages.ts); a stored job due at the
// moment records the reveal and mails the recipient, once (reveal.ts).
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { Slideshows } from '../slideshow/slideshows';
import type { MailService } from '../mail/outgoing';
import type { Unsubscribes } from '../mail/unsubscribe';
import type { Storage } from '../storage';
import { createGiftPages } from './giftPages';
import { createGiftReveal } from './reveal';

export { GIFT_MAIL_CAP, GIFT_REVEAL_JOB } from './reveal';

export function createGiftService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  unsubscribes: Unsubscribes;
  storage: Storage;
  shop: () => Promise<ShopProfile>;
  publicUrl: string;
  /** The photo slideshow video an opened gift shows with the song. */
  slideshows?: Pick<Slideshows, 'forSongPage'>;
}) {
  return { ...createGiftPages(deps), ...createGiftReveal(deps) };
}

export type GiftService = ReturnType<typeof createGiftService>;
