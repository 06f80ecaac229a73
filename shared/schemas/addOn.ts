// What a buyer can add to a song (issue 25): extra verse, instrumental version, slideshow; named, described, priced,
// switched on or off and ordered by the owner in Settings. One schema for the admin screen and the API
// (api/routes/admin/addOns.ts); the wizard's choice of them is part of the order (schemas/order.ts).
import { z } from 'zod';
import { cents, text } from './fields';

/** The shipped add-on that is a file of its own: the send form asks for it, and the song page offers it. */
export const INSTRUMENTAL_ADD_ON = 'instrumental';

export const ADD_ON_LIMITS = { name: 60, description: 140, /** No order takes more than the shop could list. */ perOrder: 20 } as const;

/** What GET /api/config lists: an enabled add-on as the wizard offers it. */
export interface PublicAddOn {
  id: string;
  name: string;
  description: string;
  priceCents: number;
}

/** What the owner sees and edits: every add-on, enabled or not, in the shop's order. */
export interface AddOn extends PublicAddOn {
  enabled: boolean;
}

export const ADD_ON_MESSAGES = {
  notFound: 'Add-on not found',
  nameMissing: 'Name is required: what the buyer adds',
  /** The order's `addOns` must be ids; the id named is unknown or switched off. */
  notList: 'addOns must be a list of add-on ids',
  unavailable: (id: string) => `The add-on "${id}" is not available`,
  orderNotList: 'ids must be the list of every add-on’s id',
  orderMismatch: 'ids must name every add-on exactly once: reload the list and try again',
} as const;

/** PUT /api/admin/add-ons/{id}: any of the fields. */
export const addOnUpdateSchema = z.strictObject({
  name: text('Name', ADD_ON_LIMITS.name, ADD_ON_MESSAGES.nameMissing).optional(),
  description: text('Description', ADD_ON_LIMITS.description).optional(),
  priceCents: cents('Price').optional(),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
});
export type AddOnUpdate = z.output<typeof addOnUpdateSchema>;

/** PUT /api/admin/add-ons/order: every id once, in the new order (the service checks it names them all). */
export const addOnOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: ADD_ON_MESSAGES.orderNotList }).max(64, { error: ADD_ON_MESSAGES.orderNotList }), {
      error: ADD_ON_MESSAGES.orderNotList,
    })
    .max(100, { error: ADD_ON_MESSAGES.orderNotList })
    .refine((ids) => new Set(ids).size === ids.length, { error: ADD_ON_MESSAGES.orderMismatch }),
});
export type AddOnOrder = z.output<typeof addOnOrderSchema>;

/** The order's choice: ids, each counted once however often it is sent (the service checks they are offered). */
export const addOnChoiceSchema = z
  .array(z.unknown(), { error: ADD_ON_MESSAGES.notList })
  .max(ADD_ON_LIMITS.perOrder, { error: `addOns can name at most ${ADD_ON_LIMITS.perOrder} add-ons` })
  // Checked as a whole, so that a refusal names the field `addOns` rather than one of its items.
  .refine((ids): ids is string[] => ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64), {
    error: ADD_ON_MESSAGES.notList,
  })
  .transform((ids) => [...new Set(ids as string[])]);
