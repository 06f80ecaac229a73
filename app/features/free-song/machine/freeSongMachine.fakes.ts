// A free-song machine wired to a fake shop and a fake IndexedDB queue, for the machine's unit tests.
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { FreeSongApplication, FreeSongFormValues, FreeSongSubmitted } from '../../../../shared/schemas/freeSong';
import type { QueuedFreeSong } from '../../../core/db/database';
import { freeSongMachine, type FreeSongEmitted, type FreeSongEvent, type SpotsInfo } from './freeSongMachine';

export const CLIENT_ID = 'client-0001-abcdef';

export const FILLED: FreeSongFormValues = {
  name: '  Sam Rivera ',
  email: 'sam@example.com',
  recipientName: 'Maria',
  relationship: 'Wife',
  occasion: 'Anniversary',
  story: 'We met at a bus stop in the rain and shared an umbrella.',
  specialDetails: 'She hums when she cooks.',
  mood: 'Romantic',
  genre: 'Acoustic Folk',
  vocalPreference: 'Female',
  agreedToVideo: true,
};

/** What an earlier visit left in IndexedDB for this clientId. */
export const queuedRow = (clientId: string): QueuedFreeSong => ({
  clientId,
  application: { ...FILLED, agreedToVideo: true } as QueuedFreeSong['application'],
  queuedAt: 1,
});

export const SPOTS: SpotsInfo = { spots: 20, remaining: 7 };

export const networkDown = () => new TypeError('Failed to fetch');

export interface FakeShop {
  /** Answers POST /api/free-song-submissions; by default stores one application per clientId. */
  answer?: (application: FreeSongApplication, store: () => FreeSongSubmitted) => Promise<FreeSongSubmitted>;
  offline?: boolean;
  /** What an earlier visit left in IndexedDB. */
  queued?: QueuedFreeSong[];
  /** IndexedDB refuses to be read or written. */
  queueBroken?: boolean;
}

/** A machine wired to a fake shop and queue; `toasts` and `focus` record what it asks the page to show. */
export function start(shop: FakeShop = {}, delays?: { offlineRetry: number }) {
  const stored = new Map<string, FreeSongSubmitted>();
  const posts: FreeSongApplication[] = [];
  const queue = new Map<string, QueuedFreeSong>((shop.queued ?? []).map((q) => [q.clientId, q]));
  const connection = { offline: shop.offline ?? false, goOnline: () => undefined as void };
  const storeOnce = (application: FreeSongApplication) => () => {
    const key = application.clientId!;
    if (!stored.has(key)) stored.set(key, { success: true, id: `sub${stored.size + 1}`.padEnd(32, '0'), status: 'pending' });
    return stored.get(key)!;
  };
  let machine = freeSongMachine.provide({
    actors: {
      loadQueued: fromPromise<QueuedFreeSong | undefined>(async () => {
        if (shop.queueBroken) throw new Error('IndexedDB is gone');
        return [...queue.values()].sort((a, b) => a.queuedAt - b.queuedAt)[0];
      }),
      queueApplication: fromPromise<void, { clientId: string; application: QueuedFreeSong['application'] }>(async ({ input }) => {
        if (shop.queueBroken) throw new Error('IndexedDB is gone');
        queue.set(input.clientId, { ...input, queuedAt: queue.get(input.clientId)?.queuedAt ?? Date.now() });
      }),
      forgetQueued: fromPromise<void, { clientId: string }>(async ({ input }) => {
        queue.delete(input.clientId);
      }),
      sendApplication: fromPromise<FreeSongSubmitted, FreeSongApplication>(async ({ input }) => {
        posts.push(input);
        if (connection.offline) throw networkDown();
        return shop.answer ? shop.answer(input, storeOnce(input)) : storeOnce(input)();
      }),
      waitForConnection: fromCallback(({ sendBack }) => {
        connection.goOnline = () => {
          connection.offline = false;
          sendBack({ type: 'connection.online' });
        };
        return () => {
          connection.goOnline = () => undefined;
        };
      }),
    },
    guards: { isOffline: () => connection.offline },
  });
  if (delays) machine = machine.provide({ delays });
  const actor = createActor(machine, { input: { clientId: CLIENT_ID } });
  const toasts: Array<{ title: string; description: string }> = [];
  const focus: string[] = [];
  actor.on('toast', ({ title, description }: Extract<FreeSongEmitted, { type: 'toast' }>) => toasts.push({ title, description }));
  actor.on('focus', ({ field }: Extract<FreeSongEmitted, { type: 'focus' }>) => focus.push(field));
  actor.start();

  const fill = (values: Partial<FreeSongFormValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field, value } as FreeSongEvent);
  };
  return {
    actor,
    stored,
    posts,
    queue,
    toasts,
    focus,
    connection,
    fill,
    submit: (spots: SpotsInfo | null = SPOTS) => actor.send({ type: 'submit', spots }),
    settle: (state: SnapshotFrom<typeof freeSongMachine>['value']) => waitFor(actor, (s) => s.matches(state)),
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

export async function ready(shop: FakeShop = {}, delays?: { offlineRetry: number }) {
  const started = start(shop, delays);
  await started.settle({ form: 'editing' });
  return started;
}
