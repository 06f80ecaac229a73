// The fetch-based event stream: frames parsed as they arrive (split anywhere), the bearer token and
// Last-Event-ID sent, a reconnect after a break, and a refusal reported instead of retried.
import { describe, expect, it, vi } from 'vitest';
import { openEventStream, parseFrames } from './eventStream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('parseFrames', () => {
  it('reads id, event and data, skips comments, and keeps an unfinished frame for later', () => {
    const { frames, rest } = parseFrames('retry: 3000\n\n: keepalive\n\nid: 7\nevent: message\ndata: {"a":1}\n\nevent: typing\ndata: {"b"');
    expect(frames).toEqual([{ id: '7', event: 'message', data: '{"a":1}' }]);
    expect(rest).toBe('event: typing\ndata: {"b"');
  });
});

describe('openEventStream', () => {
  it('sends the token and Last-Event-ID, delivers events split across chunks, and reconnects after a break', async () => {
    const requests: Array<Record<string, string>> = [];
    let calls = 0;
    const fetchFake = vi.fn(async (_url: string, init?: RequestInit) => {
      requests.push({ ...(init?.headers as Record<string, string>) });
      calls++;
      const body = calls === 1 ? streamOf(['id: 5\nevent: message\nda', 'ta: {"type":"message","message":{"id":5}}\n\n']) : streamOf([]);
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    });
    const events: unknown[] = [];
    let last = 4;
    const handle = openEventStream({
      url: '/api/chat/stream?sessionId=x',
      token: () => 'tok',
      lastEventId: () => last,
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'message') last = event.message.id;
      },
      fetch: fetchFake as unknown as typeof fetch,
      retryMs: 5,
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    handle.close();
    expect(events).toEqual([{ type: 'message', message: { id: 5 } }]);
    expect(requests[0]).toMatchObject({ Authorization: 'Bearer tok', 'Last-Event-ID': '4' });
    expect(requests[1]).toMatchObject({ 'Last-Event-ID': '5' });
  });

  it('reports a refusal (403) once and does not retry it', async () => {
    // On a fake clock: a retry would be a timer, so "none scheduled" and "none ran after the clock moved" are facts
    // to check, not something to wait for.
    vi.useFakeTimers();
    try {
      const fetchFake = vi.fn(async () => new Response('{"error":"x"}', { status: 403 }));
      const refused: number[] = [];
      openEventStream({
        url: '/s',
        token: () => 't',
        lastEventId: () => 0,
        onEvent: () => undefined,
        onRefused: (s) => refused.push(s),
        fetch: fetchFake as unknown as typeof fetch,
        retryMs: 5,
      });
      await vi.waitFor(() => expect(refused).toEqual([403]));
      expect(vi.getTimerCount(), 'no retry scheduled').toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchFake).toHaveBeenCalledTimes(1);
      expect(refused).toEqual([403]);
    } finally {
      vi.useRealTimers();
    }
  });
});
