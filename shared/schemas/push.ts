// Web push (DESIGN §3): the browser's PushSubscription JSON plus what it is for, and the payload every push
// carries. One schema for the page and the API.
import { z } from 'zod';

export const PUSH_MESSAGES = {
  endpointInvalid: 'The subscription endpoint must be an https:// address of a push service',
  keysMissing: 'The subscription keys (p256dh and auth) are missing or malformed',
  targetInvalid: 'Say what the subscription is for: admin, order, freeSong or chat',
  privateEndpoint: 'Push endpoints on private or local networks are not accepted',
  notFound: 'Nothing to subscribe to with these details',
  tooMany: 'Too many subscription requests from your connection. Please try again later.',
} as const;

const base64url = (field: string, min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysMissing })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: PUSH_MESSAGES.keysMissing })
    .min(min, { error: PUSH_MESSAGES.keysMissing })
    .max(max, { error: `${field} is too long` });

export const pushEndpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(2048, { error: PUSH_MESSAGES.endpointInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: PUSH_MESSAGES.endpointInvalid },
  );

/** What a subscription is for: this admin's device, or a customer's order, free song or chat. */
export const pushTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('admin') }),
    z.strictObject({ kind: z.literal('order'), token: z.string().max(100) }),
    z.strictObject({ kind: z.literal('freeSong'), id: z.string().max(64) }),
    z.strictObject({ kind: z.literal('chat'), sessionId: z.string().max(64), token: z.string().max(100) }),
  ],
  { error: PUSH_MESSAGES.targetInvalid },
);
export type PushTarget = z.output<typeof pushTargetSchema>;

/** POST /api/push/subscribe: PushSubscription.toJSON() plus `target`. */
export const pushSubscribeSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url('p256dh', 80, 200), auth: base64url('auth', 16, 64) }, { error: PUSH_MESSAGES.keysMissing }),
  target: pushTargetSchema,
});
export type PushSubscribe = z.output<typeof pushSubscribeSchema>;

/** DELETE /api/push/subscribe. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: pushEndpointSchema });
export type PushUnsubscribe = z.output<typeof pushUnsubscribeSchema>;

/** The JSON every push carries; the service worker shows it and opens `url` when it is clicked. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this shop (or a full address of it). */
  url: string;
  /** Notifications with one tag replace each other (one per chat, one per order). */
  tag?: string;
}
