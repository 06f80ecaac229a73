// Several processes on one database: a job is claimed until a time (a process that dies mid-job lets its
// claim run out, and another takes the job), a mail's slot says since when its sender holds it, messages between processes too long for NOTIFY are stored, and
// a task that must run once at a time per key in the whole shop (a checkout per order) holds a lock row.
import type { Kysely } from 'kysely';
import { autoId } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('claimed_until', 'text').execute();
  // Since when the process in sending_by holds a mail's slot (sent_at stays the time it was first taken).
  await db.schema.alterTable('mail_log').addColumn('held_since', 'text').execute();

  await db.schema
    .createTable('event_payloads')
    .$call(autoId(db))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_payloads_created').on('event_payloads').column('created_at').execute();

  await db.schema
    .createTable('task_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_locks').execute();
  await db.schema.dropTable('event_payloads').execute();
  await db.schema.alterTable('mail_log').dropColumn('held_since').execute();
  await db.schema.alterTable('jobs').dropColumn('claimed_until').execute();
}
