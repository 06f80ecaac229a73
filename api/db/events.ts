// Messages between the processes that serve one shop (chat events for a stream another process holds, pages
// to prerender again). On SQLite there is one process, so they stay in it; on PostgreSQL they also travel by
// NOTIFY on one channel, and each process LISTENs on its own connection. Every process hears its own
// messages at once, in the same turn, and skips the copy NOTIFY brings back.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

export interface DbEvents {
  /** Tells every process, this one first. */
  publish(payload: string): void;
  subscribe(listener: (payload: string) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'shop_events';
/** NOTIFY carries under 8000 bytes: a longer message is stored, and its row's id travels instead. */
const INLINE_BYTES = 7000;
/** Stored messages are read within moments; older ones are removed as new ones arrive. */
const KEEP_STORED_MS = 5 * 60_000;

export function createLocalEvents(): DbEvents {
  const emitter = new EventEmitter();
  // A listener per kind of message (chat, presence, pages), plus any a test adds: no leak to warn of.
  emitter.setMaxListeners(0);
  return {
    publish: (payload) => void emitter.emit('event', payload),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => undefined,
  };
}

/**
 * Sends one message to the other processes: "<origin> inline <payload>" when it fits in a NOTIFY, else the payload
 * is stored and "<origin> stored <row id>" is sent.
 */
async function notify(kysely: Kysely<Database>, origin: string, payload: string): Promise<void> {
  let message = `${origin} inline ${payload}`;
  if (Buffer.byteLength(message) > INLINE_BYTES) {
    const now = Date.now();
    await kysely
      .deleteFrom('event_payloads')
      .where('created_at', '<', new Date(now - KEEP_STORED_MS).toISOString())
      .execute();
    const row = await kysely
      .insertInto('event_payloads')
      .values({ payload, created_at: new Date(now).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    message = `${origin} stored ${row.id}`;
  }
  await sql`select pg_notify(${CHANNEL}, ${message})`.execute(kysely);
}

/** Hands a NOTIFY from another process to this one's listeners, reading the payload from its row when it was stored. */
async function received(kysely: Kysely<Database>, origin: string, local: DbEvents, text: string): Promise<void> {
  if (text.startsWith(origin)) return;
  const after = text.slice(origin.length + 1);
  const space = after.indexOf(' ');
  const [kind, rest] = [after.slice(0, space), after.slice(space + 1)];
  if (kind === 'inline') return local.publish(rest);
  const row = await kysely.selectFrom('event_payloads').select('payload').where('id', '=', Number(rest)).executeTakeFirst();
  if (row) local.publish(row.payload);
}

export async function createPostgresEvents(deps: {
  url: string;
  types: pg.CustomTypesConfig;
  /** pg's Client, from the caller that loaded pg. */
  Client: typeof pg.Client;
  kysely: Kysely<Database>;
  log?: (line: string) => void;
}): Promise<DbEvents> {
  const { kysely } = deps;
  const local = createLocalEvents();
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  /** Listens on a connection of its own; a dropped one is replaced a second later. */
  async function listen(): Promise<void> {
    const next = new deps.Client({ connectionString: deps.url, types: deps.types });
    next.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) received(kysely, origin, local, n.payload).catch(() => undefined);
    });
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen().catch(() => undefined), 1000);
    };
    next.on('error', drop);
    next.on('end', drop);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      drop();
      throw err;
    }
  }

  try {
    await listen();
  } catch (err) {
    closed = true;
    clearTimeout(retry);
    throw err;
  }
  return {
    publish(payload) {
      local.publish(payload);
      notify(kysely, origin, payload).catch((err: unknown) =>
        deps.log?.(`event not sent to the other processes: ${err instanceof Error ? err.message : String(err)}`),
      );
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
