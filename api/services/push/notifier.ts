// What the rest of the shop asks of web push: queue a notification for every admin device, or for the devices
// a customer subscribed for one order, free song or chat. Sending happens in stored jobs: never in the request.
import type { PushPayload } from '../../../shared/schemas/push';

export type PushOwner = { kind: 'order' | 'free_song' | 'chat'; id: string };

export interface PushNotifier {
  /** Queues the payload for every admin device. */
  toAdmins(payload: PushPayload): Promise<void>;
  /** Queues the payload for the devices subscribed for this order, free song or chat session. */
  toOwner(owner: PushOwner, payload: PushPayload): Promise<void>;
}

/** A message as a notification's body shows it: the first 140 characters. */
export const pushPreview = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);
