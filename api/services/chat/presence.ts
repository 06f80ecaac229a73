// Who has a chat in front of them right now, from heartbeats the pages send while it is open and visible:
// an admin viewing a session (no push for its messages), a customer with the widget open (no push, no mail
// for replies they see). Kept in memory: it only matters for the next few seconds. Each heartbeat is told to
// the other processes too, since the next message may reach one the heartbeat did not.
import type { DbEvents } from '../../db/events';
import type { Clock } from '../clock';

const TOPIC = 'presence';
/** How this topic's messages begin (as mark writes them): every other message, chat events above all, is skipped unparsed. */
const PREFIX = `{"topic":"${TOPIC}",`;

/** A heartbeat counts this long; pages send one every 20 s while the chat is open. */
export const PRESENCE_MS = 45_000;

export function createPresence(clock: Clock, events: Pick<DbEvents, 'publish' | 'subscribe'>) {
  const seen = new Map<string, number>();
  const key = (who: 'admin' | 'customer', sessionId: string) => `${who}:${sessionId}`;
  events.subscribe((payload) => {
    if (!payload.startsWith(PREFIX)) return;
    const message = JSON.parse(payload) as { key?: string; open?: boolean };
    if (!message.key) return;
    if (message.open) seen.set(message.key, clock.now().getTime() + PRESENCE_MS);
    else seen.delete(message.key);
  });

  return {
    mark(who: 'admin' | 'customer', sessionId: string, open: boolean) {
      events.publish(JSON.stringify({ topic: TOPIC, key: key(who, sessionId), open }));
    },
    isPresent(who: 'admin' | 'customer', sessionId: string): boolean {
      const until = seen.get(key(who, sessionId));
      if (until === undefined) return false;
      if (until > clock.now().getTime()) return true;
      seen.delete(key(who, sessionId));
      return false;
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
