// "Getting the shop ready" (issue 23 item 2): the checklist the dashboard shows the owner after sign-in, each item's
// state worked out by the server (api/services/setup.ts), and the answers of its two checks.
import { z } from 'zod';

export const SETUP_ITEMS = ['profile', 'prices', 'mail', 'payments', 'alerts', 'samples', 'testimonials'] as const;
export type SetupItemId = (typeof SETUP_ITEMS)[number];

export interface SetupItem {
  id: SetupItemId;
  done: boolean;
  /** What is left to do, or what was found: one sentence. */
  detail: string;
}

/** GET /api/admin/setup */
export interface SetupChecklist {
  items: SetupItem[];
  /** Every item is done. */
  complete: boolean;
  /** The owner hid the list (allowed once it is complete). */
  hidden: boolean;
}

/** POST /api/admin/setup/test-mail and POST /api/admin/setup/check-stripe: what the check found. */
export interface SetupCheck {
  ok: boolean;
  /** The server's answer or error, in its own words where there are some. */
  detail: string;
  /** ISO time of the check. */
  checkedAt: string;
}

export const SETUP_MESSAGES = {
  notComplete: 'The checklist can be hidden once every item is done',
  hiddenNotBoolean: 'hidden must be true or false',
  testMailCapped: 'Test mails to this address are capped at 5 an hour. Try again later.',
} as const;

/** PUT /api/admin/setup: hide the finished list, or show it again. */
export const setupVisibilitySchema = z.strictObject({
  hidden: z.boolean({ error: SETUP_MESSAGES.hiddenNotBoolean }),
});
export type SetupVisibility = z.output<typeof setupVisibilitySchema>;
