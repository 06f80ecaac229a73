// Live chat: how fast a customer's message reaches the admins' stream (200 messages, one at a time, p50/p95),
// beside the spec's 2 s polling measured the same way; and the shop's memory idle and with 500 open streams.
// The shop runs in a child process, so its resident memory is its own.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ChatMessage, ChatStarted } from '../shared/schemas/chat';
import { openSseClient, type SseClient } from '../testing/sse';
import { REPO_ROOT, table, type Bench, type Row } from './lib';

const MESSAGES = 200;
const PER_SESSION = 20; // the shop allows 20 messages a minute per chat
const STREAMS = 500;
const TARGET_P95_MS = 50;
const TARGET_EXTRA_MB = 50;

function startChild(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(REPO_ROOT, 'bench', 'chatServer.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`chat bench server exited with ${code}`)));
    child.once('message', (m: { url?: string }) => (m.url ? resolve({ child, url: m.url }) : reject(new Error('no url'))));
  });
}

const rss = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (m: { rss: number }) => resolve(m.rss));
    child.send('rss');
  });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const MB = (bytes: number) => bytes / 1024 / 1024;

/** The shop as the bench talks to it: each request from an address of its own, so no per-address limit refuses. */
function chatClient(url: string) {
  let visitor = 0;
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.9.${Math.floor(visitor / 200)}.${visitor++ % 200}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const startChat = async (i: number) =>
    (await (
      await post('/api/chat/start', { customerName: `Bench ${i}`, customerEmail: `bench${i}@example.com`, initialMessage: 'Hello' })
    ).json()) as ChatStarted;
  return { url, post, startChat };
}

type ChatClient = ReturnType<typeof chatClient>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const isMessage = (text: string) => (e: { event: string; data: unknown }) =>
  e.event === 'message' && (e.data as { message: ChatMessage }).message.message === text;

/**
 * Through the stream: each message is sent once the one before arrived; answers each one's delivery time, and the
 * admins' stream, left open while the polling is measured.
 */
async function measureStream(shop: ChatClient, admin: string, messages: number, streams: SseClient[]) {
  const sessions = await Promise.all(Array.from({ length: Math.ceil(messages / PER_SESSION) }, (_, i) => shop.startChat(i)));
  const adminStream = await openSseClient(`${shop.url}/api/admin/chat/stream`, bearer(admin));
  streams.push(adminStream);
  const sse: number[] = [];
  for (let i = 0; i < messages; i++) {
    const s = sessions[Math.floor(i / PER_SESSION)]!;
    const text = `sse-${i}`;
    const t0 = performance.now();
    // Delivery is the time until the admins' stream has it; the sender's answer may come a moment later.
    const sending = shop.post('/api/chat/send', { sessionId: s.sessionId, message: text }, bearer(s.token));
    await adminStream.next(isMessage(text), 5000);
    sse.push(performance.now() - t0);
    await sending;
  }
  return { sse, adminStream };
}

/** The spec's fallback: the admin's open thread polled every 2 s; messages sent at random moments. */
async function measurePolling(shop: ChatClient, admin: string, quick: boolean): Promise<number[]> {
  const pollSessions = await Promise.all(Array.from({ length: quick ? 1 : 3 }, (_, i) => shop.startChat(100 + i)));
  const polled: number[] = [];
  const pollCount = quick ? 10 : 30;
  const sentAt = new Map<string, number>();
  const poller = setInterval(async () => {
    for (const s of pollSessions) {
      const list = (await (
        await fetch(`${shop.url}/api/admin/chat/messages/${s.sessionId}`, { headers: bearer(admin) })
      ).json()) as ChatMessage[];
      for (const m of list) {
        if (!sentAt.has(m.message)) continue;
        polled.push(performance.now() - sentAt.get(m.message)!);
        sentAt.delete(m.message);
      }
    }
  }, 2000);
  for (let i = 0; i < pollCount; i++) {
    await new Promise((r) => setTimeout(r, Math.random() * 700));
    const s = pollSessions[i % pollSessions.length]!;
    sentAt.set(`poll-${i}`, performance.now());
    await shop.post('/api/chat/send', { sessionId: s.sessionId, message: `poll-${i}` }, bearer(s.token));
  }
  while (sentAt.size > 0) await new Promise((r) => setTimeout(r, 100));
  clearInterval(poller);
  return polled;
}

/** Memory: idle, then with 500 customer streams open (20 per chat), each having received a message. */
async function measureMemory(shop: ChatClient, child: ChildProcess, admin: string, quick: boolean, streams: SseClient[]) {
  await new Promise((r) => setTimeout(r, 500));
  const idle = await rss(child);
  const streamCount = quick ? 100 : STREAMS;
  const memorySessions = await Promise.all(Array.from({ length: streamCount / 20 }, (_, i) => shop.startChat(200 + i)));
  const open: SseClient[] = [];
  for (let i = 0; i < streamCount; i++) {
    const s = memorySessions[i % memorySessions.length]!;
    const stream = await openSseClient(`${shop.url}/api/chat/stream?sessionId=${s.sessionId}`, bearer(s.token));
    open.push(stream);
    streams.push(stream);
  }
  for (const s of memorySessions)
    await shop.post('/api/chat/send', { sessionId: s.sessionId, message: 'to every open stream', sender: 'admin' }, bearer(admin));
  await Promise.all(open.map((s) => s.next(isMessage('to every open stream'), 20_000)));
  return { idle, loaded: await rss(child), streamCount };
}

/** The figures as a table in the log and as the bench's rows. */
function report(
  log: (line: string) => void,
  sse: number[],
  polled: number[],
  memory: { idle: number; loaded: number; streamCount: number },
): Row[] {
  const { idle, loaded, streamCount } = memory;
  const sortedSse = [...sse].sort((a, b) => a - b);
  const sortedPoll = [...polled].sort((a, b) => a - b);
  const p95 = percentile(sortedSse, 95);
  const extra = MB(loaded - idle);
  log(
    table([
      ['delivery, customer -> admin', 'messages', 'p50', 'p95', 'max'],
      [
        'SSE stream',
        String(sse.length),
        `${percentile(sortedSse, 50).toFixed(1)} ms`,
        `${p95.toFixed(1)} ms`,
        `${sortedSse.at(-1)!.toFixed(1)} ms`,
      ],
      [
        'spec polling (2 s)',
        String(polled.length),
        `${percentile(sortedPoll, 50).toFixed(0)} ms`,
        `${percentile(sortedPoll, 95).toFixed(0)} ms`,
        `${sortedPoll.at(-1)!.toFixed(0)} ms`,
      ],
    ]),
  );
  log(`server RSS: idle ${MB(idle).toFixed(1)} MB, with ${streamCount} open streams ${MB(loaded).toFixed(1)} MB (+${extra.toFixed(1)} MB)`);
  return [
    {
      metric: 'SSE delivery p50 / p95',
      value: `${percentile(sortedSse, 50).toFixed(1)} / ${p95.toFixed(1)} ms`,
      target: `p95 < ${TARGET_P95_MS} ms`,
      met: p95 < TARGET_P95_MS,
    },
    {
      metric: 'polling (2 s) p50 / p95',
      value: `${percentile(sortedPoll, 50).toFixed(0)} / ${percentile(sortedPoll, 95).toFixed(0)} ms`,
    },
    { metric: 'RSS idle', value: `${MB(idle).toFixed(1)} MB` },
    {
      metric: `RSS with ${streamCount} streams`,
      value: `+${extra.toFixed(1)} MB`,
      target: `< +${TARGET_EXTRA_MB} MB`,
      met: extra < TARGET_EXTRA_MB,
    },
  ];
}

export const run: Bench = async ({ quick, log }) => {
  const { child, url } = await startChild();
  const shop = chatClient(url);
  const streams: SseClient[] = [];
  try {
    const login = await shop.post('/api/admin/login', { password: 'bench-password-123' });
    const admin = ((await login.json()) as { token: string }).token;
    const { sse, adminStream } = await measureStream(shop, admin, quick ? 60 : MESSAGES, streams);
    log(`  ${sse.length} messages through the admin stream`);
    const polled = await measurePolling(shop, admin, quick);
    adminStream.close();
    log(`  ${polled.length} messages through 2 s polling`);
    const memory = await measureMemory(shop, child, admin, quick, streams);
    log(`  ${memory.streamCount} customer streams open`);
    return report(log, sse, polled, memory);
  } finally {
    streams.forEach((s) => s.close());
    child.removeAllListeners('exit');
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
};
