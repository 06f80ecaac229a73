// A prerendered page's data: fresh while the page hydrates, asked for again once refreshed.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshPrerenderedData, seedFromEmbedded } from './prerenderedData';

const CONFIG_KEY = '/api/config';
/** An idle moment that never comes: what is not asked for at once is not asked for in these tests. */
const NEVER = () => undefined;
const embedded = (data: unknown) => JSON.stringify({ renderedAt: Date.now() - 3_600_000, data });

function watch(client: QueryClient, key: string, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: [key], queryFn, staleTime: 5 * 60_000, refetchOnMount: true });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('seedFromEmbedded', () => {
  it('seeds every answer the page carries, fresh: a query mounted while hydrating does not fetch', () => {
    const client = new QueryClient();
    const seeded = seedFromEmbedded(client, embedded({ [CONFIG_KEY]: { shop: 'kept' }, '/api/missing': undefined }));
    expect(seeded).toEqual([CONFIG_KEY]);
    const queryFn = vi.fn(async () => ({ shop: 'new' }));
    const { observer, unsubscribe } = watch(client, CONFIG_KEY, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toEqual({ shop: 'kept' });
    unsubscribe();
  });

  it("seeds a private page's own answers by their whole keys, not among those asked for again", () => {
    const client = new QueryClient();
    const order = { reference: 'SS-1' };
    const text = JSON.stringify({
      renderedAt: 1,
      data: { [CONFIG_KEY]: {} },
      queries: [[['/api/orders/:token', 'tok'], order]],
    });
    expect(seedFromEmbedded(client, text)).toEqual([CONFIG_KEY]);
    expect(client.getQueryData(['/api/orders/:token', 'tok'])).toEqual(order);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it.each([
    ['not json', '{'],
    ['no data', '{"renderedAt":1}'],
    ['null data', '{"renderedAt":1,"data":null}'],
  ])('seeds nothing from %s', (_, text) => {
    const client = new QueryClient();
    expect(seedFromEmbedded(client, text)).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('refreshPrerenderedData', () => {
  it('fetches the seeded queries on screen again and shows what changed', async () => {
    const client = new QueryClient();
    const seeded = seedFromEmbedded(client, embedded({ [CONFIG_KEY]: { shop: 'old' } }))!;
    const queryFn = vi.fn(async () => ({ shop: 'renamed' }));
    const { observer, unsubscribe } = watch(client, CONFIG_KEY, queryFn);
    await refreshPrerenderedData(client, seeded, NEVER);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual({ shop: 'renamed' });
    unsubscribe();
  });

  it('keeps the same data object when nothing changed, so no reader renders again', async () => {
    const client = new QueryClient();
    const seeded = seedFromEmbedded(client, embedded({ [CONFIG_KEY]: { shop: 'same', offers: [1, 2] } }))!;
    const { observer, unsubscribe } = watch(client, CONFIG_KEY, async () => ({ shop: 'same', offers: [1, 2] }));
    const before = observer.getCurrentResult().data;
    await refreshPrerenderedData(client, seeded, NEVER);
    expect(observer.getCurrentResult().data).toBe(before);
    unsubscribe();
  });

  it('asks for one answer on screen at once and each other one in an idle moment of its own', async () => {
    const client = new QueryClient();
    const seeded = seedFromEmbedded(client, embedded({ [CONFIG_KEY]: { shop: 'old' }, '/api/testimonials': ['old'] }))!;
    const config = vi.fn(async () => ({ shop: 'renamed' }));
    const testimonials = vi.fn(async () => ['new']);
    const reader = watch(client, CONFIG_KEY, config);
    const other = watch(client, '/api/testimonials', testimonials);
    const idle: (() => void)[] = [];
    await refreshPrerenderedData(client, seeded, (run) => idle.push(run));
    expect(config).toHaveBeenCalledTimes(1);
    expect(testimonials).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    await vi.waitFor(() => expect(other.observer.getCurrentResult().data).toEqual(['new']));
    expect(testimonials).toHaveBeenCalledTimes(1);
    expect(config).toHaveBeenCalledTimes(1);
    reader.unsubscribe();
    other.unsubscribe();
  });

  it('asks for an answer nothing read yet once a reader mounts, in the idle moment after, not as it mounts', async () => {
    const client = new QueryClient();
    const seeded = seedFromEmbedded(client, embedded({ [CONFIG_KEY]: { shop: 'old' }, '/api/sample-songs': ['a'] }))!;
    const idle: (() => void)[] = [];
    await refreshPrerenderedData(client, seeded, (run) => idle.push(run));
    const queryFn = vi.fn(async () => ({ shop: 'renamed' }));
    const { observer, unsubscribe } = watch(client, CONFIG_KEY, queryFn);
    // Mounting (hydrating) reads the seeded answer without a request…
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toEqual({ shop: 'old' });
    // …and a second reader does not ask twice.
    const second = watch(client, CONFIG_KEY, queryFn);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ shop: 'renamed' }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    // Once asked for, a reader that mounts again is an ordinary reader of a fresh answer.
    unsubscribe();
    second.unsubscribe();
    watch(client, CONFIG_KEY, queryFn).unsubscribe();
    expect(idle).toHaveLength(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
