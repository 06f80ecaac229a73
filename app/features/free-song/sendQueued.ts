// Sends the applications waiting in IndexedDB, oldest first, each through the free-song machine (the same
// clientId, the same refusals as on the page), and tells the person what became of each: sent, or refused for good.
import type { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { forgetQueuedFreeSong } from './freeSongQueue';
import { freeSongMachine } from './machine/freeSongMachine';
import { toast } from '../../ui/toasts';
import { trackLeadOnce } from './lead';
import { FREE_SONG_COUNT_KEY } from './useFreeSongSpots';

/** States in which the machine has nothing more to do without the person or the connection. */
const SETTLED = ['form', 'queued', 'sent', 'full'] as const;

/** A guard against a queue that never empties (a delete IndexedDB keeps refusing). */
const MOST_PER_RUN = 20;

export async function sendQueuedFreeSongs(queryClient: QueryClient): Promise<void> {
  for (let sent = 0; sent < MOST_PER_RUN; sent++) {
    const actor = createActor(freeSongMachine, { input: {} });
    const refusals = actor.on('toast', ({ title, description }) => toast.error(title, description));
    actor.start();
    const settled = await waitFor(actor, (s) => SETTLED.some((state) => s.matches(state)));
    actor.stop();
    refusals.unsubscribe();

    const { clientId, submission, values } = settled.context;
    const answered = settled.matches('sent') || settled.matches('full') || settled.matches({ form: 'refused' });
    if (!answered) return; // Nothing waits, the connection went again, or the shop failed: the next start or `online` retries.
    // The machine forgets it too; waiting for it here keeps the next round from finding the same one.
    await forgetQueuedFreeSong(clientId);
    void queryClient.invalidateQueries({ queryKey: FREE_SONG_COUNT_KEY });
    if (submission) {
      toast.success('Your free-song application was sent', `We’ll review it within 24–48 hours and email you at ${values.email}.`);
      trackLeadOnce(submission.id);
    }
  }
}
