// What the shop sends a customer unasked: push notifications, and the unsubscribe link of its mails.
import type { PushSubscribed, Unsubscribed, UnsubscribeQuery, UnsubscribeStatus } from '../../api-types';
import type { PushSubscribe, PushUnsubscribe } from '../../schemas/push';
import { del, get, post, shape } from '../endpoint';

export const pushSubscribe = post('/api/push/subscribe', shape<{ body: PushSubscribe; response: PushSubscribed }>);
export const pushUnsubscribe = del('/api/push/subscribe', shape<{ body: PushUnsubscribe }>);
// A mail client's one-click POST sends a form body the route ignores: the token travels in the query.
export const unsubscribeStatus = get('/api/unsubscribe', shape<{ query: UnsubscribeQuery; response: UnsubscribeStatus }>);
export const unsubscribe = post('/api/unsubscribe', shape<{ query: UnsubscribeQuery; response: Unsubscribed }>);
