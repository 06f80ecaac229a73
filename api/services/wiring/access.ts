// Wiring of access: the admin's sign-in, signed media links and web push (and push's stored jobs).
import { createAdminAuth } from '../admin/auth';
import { createPushService, ORDER_PAID_PUSH_JOB, PUSH_SEND_JOB } from '../push';
import { createMediaAccess } from '../storage/mediaAccess';
import type { Foundation, ServiceDeps } from './foundation';

/** Who may do what (the admin's sign-in, signed media links) and the devices told about it (web push). */
export function buildAccess(deps: ServiceDeps, f: Foundation) {
  const { config, db, clock } = f;
  const adminAuth = createAdminAuth({ db, clock, password: deps.adminPassword, events: deps.db.events, audit: f.audit });
  const push = createPushService({
    db,
    clock,
    jobs: f.jobs,
    adminAuth,
    vapid: deps.vapid,
    log: f.log,
    allowPrivate: config.pushAllowPrivateEndpoints,
    agent: deps.pushAgent,
    resolve: deps.pushResolve,
  });
  f.handlers[PUSH_SEND_JOB] = push.send;
  f.handlers[ORDER_PAID_PUSH_JOB] = push.alertOrderPaid;
  return { adminAuth, mediaAccess: createMediaAccess({ db, clock, adminAuth }), push };
}

export type Access = ReturnType<typeof buildAccess>;
