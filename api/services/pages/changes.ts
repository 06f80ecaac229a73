// "The public pages' data changed": said by the process an admin's change reached, heard by every process
// serving the shop, so each prerenders its own copy of the pages again.
import type { DbEvents } from '../../db/events';

const TOPIC = 'pages';

export function createPageChanges(events: Pick<DbEvents, 'publish' | 'subscribe'>) {
  return {
    announce: () => events.publish(JSON.stringify({ topic: TOPIC })),
    onChange: (listener: () => void) =>
      events.subscribe((payload) => {
        if ((JSON.parse(payload) as { topic: string }).topic === TOPIC) listener();
      }),
  };
}
