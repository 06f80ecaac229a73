// A Server-Sent Events client over fetch, for the chat streams: unlike EventSource it sends the Authorization
// header (no token in a URL, where logs and history keep it). It reconnects with Last-Event-ID after a break,
// with back-off, and says when it is connected, so the page can fall back to polling while it is not.
import type { ChatStreamEvent } from '../../../shared/schemas/chat';

export interface StreamOptions {
  url: string;
  /** The bearer token, read at every (re)connect. */
  token: () => string | null;
  /** The last message id already shown: a reconnect asks for what came after it. */
  lastEventId: () => number;
  onEvent: (event: ChatStreamEvent) => void;
  onState?: (state: 'connecting' | 'open' | 'closed') => void;
  /** A 401/403/404 answer: the stream will not open with these credentials (the caller decides what next). */
  onRefused?: (status: number) => void;
  fetch?: typeof fetch;
  /** First reconnect delay; doubles to a cap of 30 s. */
  retryMs?: number;
}

export interface StreamHandle {
  close(): void;
}

/** Splits a buffer into complete frames; answers the frames and what is left over. */
export function parseFrames(buffer: string): { frames: Array<{ id?: string; event: string; data: string }>; rest: string } {
  const frames: Array<{ id?: string; event: string; data: string }> = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const raw = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of raw.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) frames.push({ ...(id === undefined ? {} : { id }), event, data: data.join('\n') });
  }
  return { frames, rest };
}

export function openEventStream(options: StreamOptions): StreamHandle {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const baseRetry = options.retryMs ?? 1000;
  let retry = baseRetry;
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (closed) return;
    options.onState?.('connecting');
    timer = setTimeout(connect, retry);
    retry = Math.min(retry * 2, 30_000);
  };

  async function connect() {
    if (closed) return;
    controller = new AbortController();
    options.onState?.('connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = options.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const last = options.lastEventId();
    if (last > 0) headers['Last-Event-ID'] = String(last);
    try {
      const response = await doFetch(options.url, { headers, signal: controller.signal, cache: 'no-store' });
      if ([401, 403, 404].includes(response.status)) {
        options.onState?.('closed');
        options.onRefused?.(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      options.onState?.('open');
      retry = baseRetry;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const parsed = parseFrames(buffer);
        buffer = parsed.rest;
        for (const frame of parsed.frames) {
          try {
            options.onEvent(JSON.parse(frame.data) as ChatStreamEvent);
          } catch {
            // A frame that is not ours (or not JSON) is skipped.
          }
        }
      }
    } catch {
      // The network broke, or close() aborted it.
    }
    if (!closed) schedule();
  }

  void connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
      options.onState?.('closed');
    },
  };
}
