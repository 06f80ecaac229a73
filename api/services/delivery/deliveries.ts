// Delivering a finished song (orders and free-song submissions alike), put together from its parts: sending
// (sending.ts: the files and status in one transaction with the mail's stored job), the mail that delivers it
// (songMail.ts), the song page (songPage.ts) and the customer's one revision request (revisions.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { MailService } from '../mail/outgoing';
import type { PushNotifier } from '../push/notifier';
import type { Slideshows } from '../slideshow/slideshows';
import type { Storage } from '../storage';
import { createRevisions } from './revisions';
import { createSongSending } from './sending';
import { createSongMail, type OnOrderDelivered } from './songMail';
import type { Guarantee } from '../orders/guarantee';
import { createSongPage, songPageUrl } from './songPage';

// The refusals' sentences, where the routes and tests that name them look.
export { BEING_MAILED, SENT_MEANWHILE } from './sending';
export { SONG_NOT_FOUND } from './songPage';

export function createDeliveryService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  storage: Storage;
  push: PushNotifier;
  publicUrl: string;
  adminEmail: string;
  /** The song page's photo slideshow video. */
  slideshows: Pick<Slideshows, 'forSongPage'>;
  onOrderDelivered?: OnOrderDelivered;
  guarantee?: Pick<Guarantee, 'forDelivery'>;
}) {
  const sending = createSongSending(deps);
  const songMail = createSongMail(deps);
  const songPage = createSongPage(deps);
  const revisions = createRevisions(deps);

  return {
    songPageUrl: (token: string) => songPageUrl(deps.publicUrl, token),
    send: sending.send,
    deliver: songMail.deliver,
    view: songPage.view,
    requestRevision: revisions.requestRevision,
    sendRevisionNotice: revisions.sendRevisionNotice,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
