// Wiring of the team (issue 26): staff accounts and their invitations, and the assignment of work to musicians
// (with the stored job that returns unaccepted work).
import { ASSIGNMENT_EXPIRY_JOB, createAssignments } from '../admin/assignments';
import { createStaffService } from '../admin/staff';
import { createWorkViews } from '../admin/workViews';
import type { Access } from './access';
import type { Foundation } from './foundation';

export function buildStaff(f: Foundation, access: Pick<Access, 'adminAuth' | 'push'>) {
  const { config, db, clock, mail, handlers } = f;
  const assignments = createAssignments({
    db,
    clock,
    jobs: f.jobs,
    mail,
    push: access.push,
    settings: f.settings,
    adminEmail: config.adminEmail,
    publicUrl: config.publicUrl,
    audit: f.audit,
  });
  handlers[ASSIGNMENT_EXPIRY_JOB] = assignments.expire;
  const staff = createStaffService({
    db,
    clock,
    mail,
    adminAuth: access.adminAuth,
    publicUrl: config.publicUrl,
    shopName: async () => (await f.shopProfile.get()).name,
    releaseWorkOf: assignments.releaseWorkOf,
    audit: f.audit,
  });
  // One service for the routes: who makes the work, and what each person sees of it.
  return { staff, assignments: { ...assignments, ...createWorkViews(db) } };
}
