// Wiring of the production desk (issue 26): the board, the alerts before a promise breaks, and the notice of a
// buyer's answer to the lyrics (and their stored jobs).
import { createDeskAlerts, DESK_ALERT_JOB } from '../desk/alerts';
import { createBoard } from '../desk/board';
import { createLyricsNotices } from '../desk/lyricsNotices';
import { LYRICS_ANSWER_NOTICE_JOB } from '../orders/lyricsApproval';
import type { PushService } from '../push';
import type { Foundation } from './foundation';

export function buildDesk(f: Foundation, push: PushService) {
  const { config, db, clock, mail } = f;
  const deskAlerts = createDeskAlerts({
    db,
    clock,
    mail,
    pushToAdminsOnce: push.toAdminsOnce,
    shop: f.shopProfile.get,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  f.handlers[DESK_ALERT_JOB] = deskAlerts.send;
  const lyricsNotices = createLyricsNotices({
    db,
    mail,
    pushToAdminsOnce: push.toAdminsOnce,
    shop: f.shopProfile.get,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  f.handlers[LYRICS_ANSWER_NOTICE_JOB] = lyricsNotices.send;
  return { board: createBoard({ db, clock, audit: f.audit }), deskAlerts };
}
