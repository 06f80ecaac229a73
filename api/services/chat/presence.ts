// Who has a chat in front of them right now, from heartbeats the pages send while it is open and visible:
// an admin viewing a session (no push for its messages), a customer with the widget open (no push, no mail
// for replies they see). Kept in memory: it only matters for the next few seconds.
import type { Clock } from '../clock';

/** A heartbeat counts this long; pages send one every 20 s while the chat is open. */
export const PRESENCE_MS = 45_000;

export function createPresence(clock: Clock) {
  const seen = new Map<string, number>();
  const key = (who: 'admin' | 'customer', sessionId: string) => `${who}:${sessionId}`;

  return {
    mark(who: 'admin' | 'customer', sessionId: string, open: boolean) {
      if (open) seen.set(key(who, sessionId), clock.now().getTime() + PRESENCE_MS);
      else seen.delete(key(who, sessionId));
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
