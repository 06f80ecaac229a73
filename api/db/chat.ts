// Queries for live chat: sessions (the customer's token kept as its hash), messages (the integer id orders
// them and is the streams' event id), what each side has read, and the admin replies mailed as a fallback.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { greaterOf } from './dialect';
import type { AdminChatSession, ChatMessage, ChatSender } from '../../shared/schemas/chat';
import type { ChatMessageRow, ChatSessionRow, Database } from './schema';

export function messageFromRow(
  r: Pick<ChatMessageRow, 'id' | 'session_id' | 'sender' | 'message' | 'created_at' | 'client_message_id'>,
): ChatMessage {
  return {
    id: r.id,
    sessionId: r.session_id,
    sender: r.sender,
    message: r.message,
    createdAt: r.created_at,
    clientMessageId: r.client_message_id,
  };
}

/** Stores a new session; answers its row as stored. */
export async function insertChatSession(
  db: Kysely<Database>,
  s: { id: string; tokenHash: string; name: string; email: string; phone: string | null; now: string },
): Promise<ChatSessionRow> {
  return db
    .insertInto('chat_sessions')
    .values({
      id: s.id,
      token_hash: s.tokenHash,
      customer_name: s.name,
      customer_email: s.email,
      customer_phone: s.phone,
      created_at: s.now,
      last_message_at: s.now,
      email_fallback_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findChatSession(db: Kysely<Database>, id: string): Promise<ChatSessionRow | undefined> {
  return db.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A message stored by this call comes with its session as the admins' list shows it now; a resend without. */
export type StoredChatMessage =
  { message: ChatMessage; created: true; session: AdminChatSession } | { message: ChatMessage; created: false };

/**
 * Stores a message unless this session already has one with the same client id; answers the stored message
 * and whether this call made it. The session's activity time moves with it, in a statement that also answers
 * the session's admin view (unread count, last message), so a new message costs no read of its own.
 */
export async function insertChatMessage(
  db: Kysely<Database>,
  m: { sessionId: string; sender: ChatSender; message: string; clientMessageId: string | null; now: string },
): Promise<StoredChatMessage> {
  const inserted = await db
    .insertInto('chat_messages')
    .values({
      session_id: m.sessionId,
      sender: m.sender,
      message: m.message,
      client_message_id: m.clientMessageId,
      created_at: m.now,
      emailed_at: null,
    })
    .onConflict((oc) => oc.columns(['session_id', 'client_message_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    const session = await db
      .updateTable('chat_sessions')
      .set({ last_message_at: m.now })
      .where('id', '=', m.sessionId)
      .returningAll()
      .returning(adminSessionColumns)
      .executeTakeFirstOrThrow();
    return { message: messageFromRow(inserted), created: true, session: adminSessionFromRow(session) };
  }
  const earlier = m.clientMessageId === null ? undefined : await findChatMessageByClientId(db, m.sessionId, m.clientMessageId);
  if (!earlier) throw new Error(`chat message ${m.clientMessageId} neither stored nor found`);
  return { message: earlier, created: false };
}

/** The session's message the browser sent with this id, if the shop already has it (a resend). */
export async function findChatMessageByClientId(
  db: Kysely<Database>,
  sessionId: string,
  clientMessageId: string,
): Promise<ChatMessage | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
  return row && messageFromRow(row);
}

/** The session whose first message the browser sent with this id (a retried start). */
export async function findSessionByFirstClientMessageId(
  db: Kysely<Database>,
  clientMessageId: string,
): Promise<{ session: ChatSessionRow; message: ChatMessage } | undefined> {
  const row = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_sessions as s', 's.id', 'm.session_id')
    .selectAll('m')
    .where('m.client_message_id', '=', clientMessageId)
    .where('m.sender', '=', 'customer')
    .where((eb) =>
      eb(
        'm.id',
        '=',
        eb
          .selectFrom('chat_messages as f')
          .select((e) => e.fn.min('f.id').as('first'))
          .whereRef('f.session_id', '=', 'm.session_id'),
      ),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const session = await findChatSession(db, row.session_id);
  return session && { session, message: messageFromRow(row) };
}

/** A session's messages after `afterId` (all of them with 0), oldest first. */
export async function listChatMessages(db: Kysely<Database>, sessionId: string, afterId = 0, limit = 1000): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(messageFromRow);
}

/** Every session's messages after `afterId`: what an admin stream missed. */
export async function listAllChatMessagesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('chat_messages').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map(messageFromRow);
}

/**
 * What the admins' list shows of a session beside its columns, for a select or an update's returning. The
 * session table goes by its own name: SQLite's RETURNING does not see an alias of the table it updates.
 */
function adminSessionColumns(eb: ExpressionBuilder<Database, 'chat_sessions'>) {
  return [
    eb
      .selectFrom('chat_messages as m')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('m.session_id', '=', 'chat_sessions.id')
      .where('m.sender', '=', 'customer')
      .whereRef('m.id', '>', 'chat_sessions.admin_read_up_to')
      .as('unread'),
    eb
      .selectFrom('chat_messages as m')
      .select('m.message')
      .whereRef('m.session_id', '=', 'chat_sessions.id')
      .orderBy('m.id', 'desc')
      .limit(1)
      .as('last_message'),
    eb
      .selectFrom('chat_messages as m')
      .select('m.sender')
      .whereRef('m.session_id', '=', 'chat_sessions.id')
      .orderBy('m.id', 'desc')
      .limit(1)
      .as('last_sender'),
    eb
      .selectFrom('orders as o')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where(sql<string>`lower(o.email)`, '=', sql<string>`lower(chat_sessions.customer_email)`)
      .where('o.payment_status', 'in', ['paid', 'refunded'])
      .as('order_count'),
  ];
}

function adminSessionQuery(db: Kysely<Database>) {
  return db.selectFrom('chat_sessions').selectAll('chat_sessions').select(adminSessionColumns);
}

type AdminSessionRow = Awaited<ReturnType<ReturnType<typeof adminSessionQuery>['execute']>>[number];

function adminSessionFromRow(r: AdminSessionRow): AdminChatSession {
  return {
    id: r.id,
    sessionId: r.id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    createdAt: r.created_at,
    lastMessageAt: r.last_message_at,
    lastMessage: r.last_message ?? null,
    lastSender: (r.last_sender as ChatSender | null) ?? null,
    unread: Number(r.unread ?? 0),
    orderCount: Number(r.order_count ?? 0),
    customerReadUpTo: r.customer_read_up_to,
  };
}

/** Newest activity first. */
export async function listAdminChatSessions(db: Kysely<Database>, limit = 200): Promise<AdminChatSession[]> {
  const rows = await adminSessionQuery(db)
    .orderBy('chat_sessions.last_message_at', 'desc')
    .orderBy('chat_sessions.id')
    .limit(limit)
    .execute();
  return rows.map(adminSessionFromRow);
}

export async function findAdminChatSession(db: Kysely<Database>, id: string): Promise<AdminChatSession | undefined> {
  const row = await adminSessionQuery(db).where('chat_sessions.id', '=', id).executeTakeFirst();
  return row && adminSessionFromRow(row);
}

/** The newest message id of a session (0 when it has none). */
export async function lastChatMessageId(db: Kysely<Database>, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Moves one side's read mark forward (never back); answers the mark. */
export async function markChatRead(db: Kysely<Database>, sessionId: string, reader: ChatSender, upTo: number): Promise<number> {
  const column = reader === 'admin' ? 'admin_read_up_to' : 'customer_read_up_to';
  await db
    .updateTable('chat_sessions')
    .set({ [column]: greaterOf(db, sql.ref<number>(column), upTo) })
    .where('id', '=', sessionId)
    .execute();
  const row = await db.selectFrom('chat_sessions').select(column).where('id', '=', sessionId).executeTakeFirst();
  return Number((row as Record<string, unknown> | undefined)?.[column] ?? 0);
}

/** Whether an admin answered after this message. */
export async function hasAdminReplyAfter(db: Kysely<Database>, sessionId: string, messageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('sender', '=', 'admin')
    .where('id', '>', messageId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the email fallback once; answers whether this call set it. */
export async function setEmailFallback(db: Kysely<Database>, sessionId: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('chat_sessions')
    .set({ email_fallback_at: now })
    .where('id', '=', sessionId)
    .where('email_fallback_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Admin replies the customer has neither read nor been mailed. */
export async function unreadUnmailedReplies(db: Kysely<Database>, sessionId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_sessions as s', 's.id', 'm.session_id')
    .selectAll('m')
    .where('m.session_id', '=', sessionId)
    .where('m.sender', '=', 'admin')
    .where('m.emailed_at', 'is', null)
    .whereRef('m.id', '>', 's.customer_read_up_to')
    .orderBy('m.id')
    .execute();
  return rows.map(messageFromRow);
}

export async function markRepliesEmailed(db: Kysely<Database>, ids: readonly number[], now: string) {
  if (ids.length === 0) return;
  await db.updateTable('chat_messages').set({ emailed_at: now }).where('id', 'in', ids).execute();
}
