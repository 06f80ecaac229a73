// Wiring of the production desk (issue 26): the board and the alerts before a promise breaks (and their stored job).
import { createDeskAlerts, DESK_ALERT_JOB } from '../desk/alerts';
import { createBoard } from '../desk/board';
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
  return { board: createBoard({ db, clock, audit: f.audit }), deskAlerts };
}
