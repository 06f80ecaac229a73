// Staff accounts (issue 26, items 1–3): people the owner invites by e-mail with a role, their single-use
// invitations (only the token's SHA-256 kept), their own sessions and failed sign-ins, and the musician an order or
// a free song is assigned to (with when it was assigned, until when they may accept it, and when they did).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const WORK_TABLES = ['orders', 'free_song_submissions'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Kept lower-cased: one account per address, however it is typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'musician', 'support')`))
    .addColumn('password_hash', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Null: the owner's single-password session (and attempts at it), as before.
  await db.schema.alterTable('admin_sessions').addColumn('staff_id', 'text').execute();
  await db.schema.alterTable('login_attempts').addColumn('staff_id', 'text').execute();
  await db.schema.createIndex('login_attempts_staff').on('login_attempts').columns(['staff_id', 'attempted_at']).execute();

  for (const table of WORK_TABLES) {
    await db.schema.alterTable(table).addColumn('assignee_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('assigned_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('accept_by', 'text').execute();
    await db.schema.alterTable(table).addColumn('assignment_accepted_at', 'text').execute();
    await db.schema.createIndex(`${table}_assignee`).on(table).column('assignee_id').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of WORK_TABLES) {
    await db.schema.dropIndex(`${table}_assignee`).execute();
    for (const column of ['assignee_id', 'assigned_at', 'accept_by', 'assignment_accepted_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropIndex('login_attempts_staff').execute();
  await db.schema.alterTable('login_attempts').dropColumn('staff_id').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('staff_id').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
