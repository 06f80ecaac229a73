// The free-song machine against a fake shop and a fake queue: every validation toast word for word, the send,
// and the offline queue whose resends (same clientId) never make a second application.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { EMPTY_FREE_SONG_FORM, FREE_SONG_MESSAGES, type FreeSongApplication, type FreeSongFormValues, type FreeSongSubmitted } from '../../shared/schemas/freeSong';
import { ApiError } from '../api/client';
import type { QueuedFreeSong } from '../db/database';
import { freeSongMachine, splitServerMessage, type FreeSongEmitted, type FreeSongEvent, type SpotsInfo } from './freeSongMachine';

const CLIENT_ID = 'client-0001-abcdef';

const FILLED: FreeSongFormValues = {
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
const queuedRow = (clientId: string): QueuedFreeSong => ({ clientId, application: { ...FILLED, agreedToVideo: true } as QueuedFreeSong['application'], queuedAt: 1 });

const SPOTS: SpotsInfo = { spots: 20, remaining: 7 };

const networkDown = () => new TypeError('Failed to fetch');

interface FakeShop {
  /** Answers POST /api/free-song-submissions; by default stores one application per clientId. */
  answer?: (application: FreeSongApplication, store: () => FreeSongSubmitted) => Promise<FreeSongSubmitted>;
  offline?: boolean;
  /** What an earlier visit left in IndexedDB. */
  queued?: QueuedFreeSong[];
  /** IndexedDB refuses to be read or written. */
  queueBroken?: boolean;
}

/** A machine wired to a fake shop and queue; `toasts` and `focus` record what it asks the page to show. */
function start(shop: FakeShop = {}, delays?: { offlineRetry: number }) {
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

async function ready(shop: FakeShop = {}, delays?: { offlineRetry: number }) {
  const started = start(shop, delays);
  await started.settle({ form: 'editing' });
  return started;
}

describe('the form', () => {
  it('starts empty, with a clientId the shop accepts, once nothing waits in the queue', async () => {
    const { context } = await ready();
    expect(context().values).toEqual(EMPTY_FREE_SONG_FORM);
    expect(context().clientId).toBe(CLIENT_ID);
    const nothingQueued = freeSongMachine.provide({ actors: { loadQueued: fromPromise<QueuedFreeSong | undefined>(async () => undefined) } });
    const fresh = createActor(nothingQueued, { input: {} }).start();
    const other = createActor(nothingQueued, { input: {} }).start();
    expect(fresh.getSnapshot().context.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(fresh.getSnapshot().context.clientId).not.toBe(other.getSnapshot().context.clientId);
  });

  it('keeps what is typed and clears a field’s error when that field changes', async () => {
    const { fill, submit, context } = await ready();
    submit();
    expect(context().errors.email).toBe('This field is required');
    fill({ email: 'sam@example.com' });
    expect(context().values.email).toBe('sam@example.com');
    expect(context().errors.email).toBeUndefined();
    expect(context().errors.name).toBe('This field is required');
  });

  it('an empty form: "Required Fields Missing" naming every field, focus on the first, nothing sent', async () => {
    const { submit, state, toasts, focus, posts, context } = await ready();
    submit();
    expect(state()).toEqual({ form: 'invalid' });
    expect(toasts).toEqual([
      {
        title: 'Required Fields Missing',
        description:
          "Please fill in all required fields: Your Name, Email, Recipient's Name, Relationship, Occasion, Your Story, Special Details, Mood, Genre, Vocal Preference",
      },
    ]);
    expect(focus).toEqual(['name']);
    expect(Object.keys(context().errors)).toHaveLength(10);
    expect(posts).toEqual([]);
  });

  it('names only the missing fields, blank ones included, in the form’s order', async () => {
    const { fill, submit, toasts, focus } = await ready();
    fill({ ...FILLED, email: '', mood: '', story: '   ' });
    submit();
    expect(toasts).toEqual([{ title: 'Required Fields Missing', description: 'Please fill in all required fields: Email, Your Story, Mood' }]);
    expect(focus).toEqual(['email']);
  });

  it('everything filled but the agreement unticked: "Agreement Required", focus on the checkbox', async () => {
    const { fill, submit, toasts, focus, posts, context, state } = await ready();
    fill({ ...FILLED, agreedToVideo: false });
    submit();
    expect(state()).toEqual({ form: 'invalid' });
    expect(toasts).toEqual([{ title: 'Agreement Required', description: 'Please agree to send a reaction video to proceed' }]);
    expect(focus).toEqual(['agreedToVideo']);
    expect(context().errors).toEqual({ agreedToVideo: 'Please agree to send a reaction video to proceed' });
    expect(posts).toEqual([]);
  });

  it('an e-mail address of the wrong shape is explained beside its field (no toast) and focused', async () => {
    const { fill, submit, toasts, focus, context, posts } = await ready();
    fill({ ...FILLED, email: 'sam-at-example' });
    submit();
    expect(toasts).toEqual([]);
    expect(focus).toEqual(['email']);
    expect(context().errors).toEqual({ email: FREE_SONG_MESSAGES.invalidEmail });
    expect(posts).toEqual([]);
  });

  it('with no spot left it says so in the spec’s words, with the shop’s number of spots, and sends nothing', async () => {
    for (const spots of [20, 5]) {
      const { fill, submit, toasts, posts, state } = await ready();
      fill(FILLED);
      submit({ spots, remaining: 0 });
      expect(state()).toBe('full');
      expect(toasts).toEqual([{ title: 'No Spots Available', description: `Sorry, all ${spots} spots have been filled. Follow us on social media for future offers!` }]);
      expect(posts).toEqual([]);
    }
  });
});

describe('sending', () => {
  it('sends the trimmed application with the agreement and the clientId, and keeps the answer', async () => {
    const { fill, submit, settle, posts, context, queue, toasts } = await ready();
    fill(FILLED);
    submit();
    await settle('sent');
    expect(posts).toEqual([{ ...FILLED, name: 'Sam Rivera', agreedToVideo: true, clientId: CLIENT_ID }]);
    expect(context().submission).toEqual({ success: true, id: 'sub1'.padEnd(32, '0'), status: 'pending' });
    expect(queue.size).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('sends even when the spots are not known (no count yet)', async () => {
    const { fill, submit, settle, posts } = await ready();
    fill(FILLED);
    submit(null);
    await settle('sent');
    expect(posts).toHaveLength(1);
  });

  it('ignores another submit while one is on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fill, submit, settle, posts, state } = await ready({ answer: async (_, store) => (await gate, store()) });
    fill(FILLED);
    submit();
    submit();
    expect(state()).toBe('sending');
    release();
    await settle('sent');
    expect(posts).toHaveLength(1);
  });

  it('a shop that is full (409): the spec’s toast, a notice, and the promotion shown as full', async () => {
    const message = 'No Spots Available: Sorry, all 20 spots have been filled. Follow us on social media for future offers!';
    const { fill, submit, settle, toasts, context } = await ready({ answer: () => Promise.reject(new ApiError(409, 'Conflict', message)) });
    fill(FILLED);
    submit();
    await settle('full');
    const notice = { title: 'No Spots Available', description: 'Sorry, all 20 spots have been filled. Follow us on social media for future offers!' };
    expect(toasts).toEqual([notice]);
    expect(context().notice).toEqual(notice);
  });

  it('a refusal of the content (400) shows the shop’s words and keeps the values to fix', async () => {
    const { fill, submit, settle, toasts, context, posts } = await ready({
      answer: () => Promise.reject(new ApiError(400, 'Bad Request', 'Please choose a mood from the list')),
    });
    fill(FILLED);
    submit();
    await settle({ form: 'refused' });
    expect(toasts).toEqual([{ title: 'Submission Failed', description: 'Please choose a mood from the list' }]);
    expect(context().values.story).toBe(FILLED.story);
    submit();
    await settle({ form: 'refused' });
    expect(new Set(posts.map((p) => p.clientId))).toEqual(new Set([CLIENT_ID]));
  });

  it('a server failure: "Submission Failed" in the spec’s words; trying again sends the same clientId', async () => {
    let attempt = 0;
    const { fill, submit, settle, toasts, context, posts, stored } = await ready({
      answer: async (_, store) => (++attempt === 1 ? Promise.reject(new ApiError(500, 'Internal Server Error', undefined)) : store()),
    });
    fill(FILLED);
    submit();
    await settle({ form: 'failed' });
    expect(toasts).toEqual([{ title: 'Submission Failed', description: 'There was an error submitting your request. Please try again.' }]);
    expect(context().notice).toEqual(toasts[0]);
    submit();
    expect(context().notice).toBeNull();
    await settle('sent');
    expect(posts.map((p) => p.clientId)).toEqual([CLIENT_ID, CLIENT_ID]);
    expect(stored.size).toBe(1);
  });

  it('too many applications (429) says so in the shop’s words', async () => {
    const { fill, submit, settle, toasts } = await ready({ answer: () => Promise.reject(new ApiError(429, 'Too Many Requests', FREE_SONG_MESSAGES.tooMany)) });
    fill(FILLED);
    submit();
    await settle({ form: 'failed' });
    expect(toasts).toEqual([{ title: 'Submission Failed', description: FREE_SONG_MESSAGES.tooMany }]);
  });

  it('an answer without an id counts as a failure', async () => {
    const { fill, submit, settle, toasts } = await ready({ answer: async () => ({ success: true }) as never });
    fill(FILLED);
    submit();
    await settle({ form: 'failed' });
    expect(toasts[0]?.title).toBe('Submission Failed');
  });
});

describe('without a connection', () => {
  it('a submit offline keeps the application on the device and sends nothing', async () => {
    const { fill, submit, settle, posts, queue, context } = await ready({ offline: true });
    fill(FILLED);
    submit();
    await settle('queued');
    expect(posts).toEqual([]);
    expect([...queue.values()]).toMatchObject([{ clientId: CLIENT_ID, application: { ...FILLED, name: 'Sam Rivera' } }]);
    expect(context().keptOnDevice).toBe(true);
  });

  it('goes by itself when the connection returns, then leaves the queue', async () => {
    const { fill, submit, settle, connection, posts, queue, stored } = await ready({ offline: true });
    fill(FILLED);
    submit();
    await settle('queued');
    connection.goOnline();
    await settle('sent');
    expect(posts.map((p) => p.clientId)).toEqual([CLIENT_ID]);
    expect(stored.size).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('an answer lost on the way: queued, resent with the same clientId, and the shop still has one application', async () => {
    let lose = true;
    const { fill, submit, settle, connection, posts, stored, context } = await ready({
      answer: async (_, store) => {
        const made = store();
        if (lose) throw networkDown();
        return made;
      },
    });
    fill(FILLED);
    submit();
    await settle('queued');
    lose = false;
    connection.goOnline();
    await settle('sent');
    expect(posts.map((p) => p.clientId)).toEqual([CLIENT_ID, CLIENT_ID]);
    expect(stored.size).toBe(1);
    expect(context().submission?.id).toBe('sub1'.padEnd(32, '0'));
  });

  it('tries again by itself when the browser says it is online but the shop was not reached', async () => {
    let down = true;
    const { fill, submit, settle } = await ready({ answer: async (_, store) => (down ? Promise.reject(networkDown()) : store()) }, { offlineRetry: 5 });
    fill(FILLED);
    submit();
    await settle('queued');
    down = false;
    await settle('sent');
  });

  it('when the browser will not keep it, it still goes while the page stays open (and says it was not kept)', async () => {
    const { actor, fill, submit, settle, connection, context } = start({ offline: true, queueBroken: true });
    await settle({ form: 'editing' });
    fill(FILLED);
    submit();
    await settle('queued');
    expect(context().keptOnDevice).toBe(false);
    connection.goOnline();
    await waitFor(actor, (s) => s.matches('sent'));
  });

  it('a later visit finds the waiting application: its values and clientId, waiting while offline', async () => {
    const queued = queuedRow('earlier-visit-123');
    const { settle, context, connection, posts, queue } = start({ offline: true, queued: [queued] });
    await settle('queued');
    expect(context().clientId).toBe('earlier-visit-123');
    expect(context().values).toEqual(FILLED);
    connection.goOnline();
    await settle('sent');
    expect(posts.map((p) => p.clientId)).toEqual(['earlier-visit-123']);
    expect(queue.size).toBe(0);
  });

  it('a later visit with a connection sends the waiting application at once', async () => {
    const queued = queuedRow('earlier-visit-456');
    const { settle, posts, stored } = start({ queued: [queued] });
    await settle('sent');
    expect(posts.map((p) => p.clientId)).toEqual(['earlier-visit-456']);
    expect(stored.size).toBe(1);
  });

  it('a waiting application the shop refuses leaves the queue: full (409) and invalid (400)', async () => {
    const queued = queuedRow('earlier-visit-789');
    const full = start({ queued: [queued], answer: () => Promise.reject(new ApiError(409, 'Conflict', 'No Spots Available: Sorry, all 20 spots have been filled. Follow us on social media for future offers!')) });
    await full.settle('full');
    await waitFor(full.actor, () => full.queue.size === 0);
    expect(full.toasts.map((t) => t.title)).toEqual(['No Spots Available']);

    const invalid = start({ queued: [queued], answer: () => Promise.reject(new ApiError(400, 'Bad Request', 'Please enter a valid email address')) });
    await invalid.settle({ form: 'refused' });
    await waitFor(invalid.actor, () => invalid.queue.size === 0);
    expect(invalid.context().values.story).toBe(FILLED.story);
  });

  it('a waiting application that meets a server failure stays queued for the next try', async () => {
    const queued = queuedRow('earlier-visit-999');
    const { settle, queue } = start({ queued: [queued], answer: () => Promise.reject(new ApiError(503, 'Service Unavailable', undefined)) });
    await settle({ form: 'failed' });
    expect([...queue.keys()]).toEqual(['earlier-visit-999']);
  });

  it('an unreadable queue does not stop a new application', async () => {
    const { fill, submit, settle } = await ready({ queueBroken: true, offline: false });
    fill(FILLED);
    submit();
    await settle('sent');
  });
});

describe('splitServerMessage', () => {
  it('splits the spec’s "Title: description" and leaves other messages under the fallback title', () => {
    expect(splitServerMessage('Required Fields Missing: Please fill in all required fields: Email', 'X')).toEqual({
      title: 'Required Fields Missing',
      description: 'Please fill in all required fields: Email',
    });
    expect(splitServerMessage('Please enter a valid email address', 'Submission Failed')).toEqual({
      title: 'Submission Failed',
      description: 'Please enter a valid email address',
    });
  });
});
