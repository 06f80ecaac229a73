// The free-song machine without a connection: the application kept in the queue, sent when the connection returns
// (also from a later visit), resent with the same clientId after a lost answer, and dropped once the shop refuses it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../../core/api/client';
import { CLIENT_ID, FILLED, networkDown, queuedRow, ready, start } from './freeSongMachine.fakes';

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
    const { fill, submit, settle } = await ready(
      { answer: async (_, store) => (down ? Promise.reject(networkDown()) : store()) },
      { offlineRetry: 5 },
    );
    fill(FILLED);
    submit();
    await settle('queued');
    down = false;
    await settle('sent');
  });

  describe('a send lost just after the connection returns', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is tried again 1 s later, then 2 s, not after the 10 s a queued application otherwise waits', async () => {
      vi.useFakeTimers();
      let failuresLeft = 2;
      const { fill, submit, settle, connection, posts, state } = await ready({
        offline: true,
        answer: async (_, store) => (failuresLeft-- > 0 ? Promise.reject(networkDown()) : store()),
      });
      fill(FILLED);
      submit();
      await settle('queued');
      connection.goOnline();
      await settle('queued');
      expect(posts).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(999);
      expect(posts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await settle('queued');
      expect(posts).toHaveLength(2);

      await vi.advanceTimersByTimeAsync(1999);
      expect(posts).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      await settle('sent');
      expect(posts).toHaveLength(3);
      expect(state()).toBe('sent');
    });
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
    const full = start({
      queued: [queued],
      answer: () =>
        Promise.reject(
          new ApiError(
            409,
            'Conflict',
            'No Spots Available: Sorry, all 20 spots have been filled. Follow us on social media for future offers!',
          ),
        ),
    });
    await full.settle('full');
    await waitFor(full.actor, () => full.queue.size === 0);
    expect(full.toasts.map((t) => t.title)).toEqual(['No Spots Available']);

    const invalid = start({
      queued: [queued],
      answer: () => Promise.reject(new ApiError(400, 'Bad Request', 'Please enter a valid email address')),
    });
    await invalid.settle({ form: 'refused' });
    await waitFor(invalid.actor, () => invalid.queue.size === 0);
    expect(invalid.context().values.story).toBe(FILLED.story);
  });

  it('a waiting application that meets a server failure stays queued for the next try', async () => {
    const queued = queuedRow('earlier-visit-999');
    const { settle, queue } = start({
      queued: [queued],
      answer: () => Promise.reject(new ApiError(503, 'Service Unavailable', undefined)),
    });
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
