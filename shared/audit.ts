// The staff audit log as the admin reads it (issue 26, item 8): who, when, what, and the value before and after.

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'order.status',
  'order.send',
  'order.delete',
  'order.refund',
  'order.guarantee',
  'order.lyrics_draft',
  'order.lyrics_answer',
  'free_song.update',
  'free_song.delete',
  'setting.update',
  'offer.update',
  'shop_profile.update',
  'testimonial.add',
  'testimonial.update',
  'testimonial.delete',
  'testimonial.reorder',
  'review.moderate',
  'work.assign',
  'work.accept',
  'work.hand_back',
  'work.stage',
  'staff.invite',
  'staff.reinvite',
  'staff.update',
  'staff.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  'order.status': 'Order status changed',
  'order.send': 'Song sent',
  'order.delete': 'Order deleted',
  'order.refund': 'Refund',
  'order.guarantee': 'Guarantee applied',
  'order.lyrics_draft': 'Lyrics draft sent',
  'order.lyrics_answer': 'Lyrics answered',
  'free_song.update': 'Free song updated',
  'free_song.delete': 'Free song deleted',
  'setting.update': 'Setting changed',
  'offer.update': 'Prices changed',
  'shop_profile.update': 'Shop profile changed',
  'testimonial.add': 'Testimonial added',
  'testimonial.update': 'Testimonial changed',
  'testimonial.delete': 'Testimonial deleted',
  'testimonial.reorder': 'Testimonials reordered',
  'review.moderate': 'Review moderated',
  'work.assign': 'Assigned',
  'work.accept': 'Work accepted',
  'work.hand_back': 'Work handed back',
  'work.stage': 'Moved on the board',
  'staff.invite': 'Staff invited',
  'staff.reinvite': 'New invitation link',
  'staff.update': 'Staff account changed',
  'staff.delete': 'Staff account deleted',
};

/** Who acted: an account id once staff accounts exist (null for the shared owner password), and a label to show. */
export interface AuditActor {
  id: string | null;
  label: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: AuditActor;
  action: AuditAction;
  target: { type: string; id: string } | null;
  before: unknown;
  after: unknown;
  detail: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export const AUDIT_PAGE_SIZE = 25;

/** The query of GET /api/admin/audit: each filter optional; dates are YYYY-MM-DD (UTC), both ends included. */
export interface AuditQuery {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  page?: string;
}
