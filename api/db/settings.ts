// Queries for public settings (settings) and server-private state (app_state).
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function findSetting(db: Kysely<Database>, key: string) {
  return db.selectFrom('settings').select(['key', 'value', 'description']).where('key', '=', key).executeTakeFirst();
}

export async function upsertSetting(db: Kysely<Database>, key: string, value: string, description: string | null, now: string) {
  await db
    .insertInto('settings')
    .values({ key, value, description, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, description, updated_at: now }))
    .execute();
}

export async function insertSettingIfMissing(db: Kysely<Database>, key: string, value: string, description: string, now: string) {
  await db
    .insertInto('settings')
    .values({ key, value, description, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function readState(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeState(db: Kysely<Database>, key: string, value: string) {
  await db
    .insertInto('app_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Stores the value unless the key has one; answers the value kept (the first writer's, when two race). */
export async function keepStateOnce(db: Kysely<Database>, key: string, value: string): Promise<string> {
  await db
    .insertInto('app_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readState(db, key)) ?? value;
}
