// A Server-Sent Events client for tests and the benchmark: fetch with headers (as the app's streams do),
// frames parsed as they arrive, and a way to wait for the event a test expects.
export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseClient {
  events: SseEvent[];
  /** Comments seen (keep-alive lines). */
  comments: number;
  status: number;
  headers: Headers;
  /** Resolves with the first event (already received or arriving) that matches. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream (or the test closes it). */
  ended: Promise<void>;
  close(): void;
}

export async function openSseClient(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const client: SseClient = {
    events,
    comments: 0,
    status: response.status,
    headers: response.headers,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`)),
          timeoutMs,
        );
        const check = () => {
          const found = events.find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    ended,
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) {
    markEnded();
    return client;
  }

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: undefined };
          let data: string | undefined;
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) client.comments++;
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) data = (data === undefined ? '' : `${data}\n`) + line.slice(6);
          }
          if (data === undefined) continue;
          event.data = JSON.parse(data);
          events.push(event);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // closed by the test
    }
    markEnded();
  })();
  return client;
}
