// Queries for the shop's profile: one row (id 1), its columns the fields of shared/shopProfile.ts in snake_case.
import type { Kysely } from 'kysely';
import { type ShopProfile, type ShopProfileField } from '../../shared/shopProfile';
import { SHOP_PROFILE_FIELDS } from '../../shared/shopProfileFields';
import type { Database, ShopProfileTable } from './schema';

type ProfileColumn = Exclude<keyof ShopProfileTable, 'id' | 'demo_fields' | 'updated_at'>;

const columnOf = (field: ShopProfileField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as ProfileColumn;

const ROW_ID = 1;

export interface StoredShopProfile {
  profile: ShopProfile;
  demoFields: ShopProfileField[];
}

function columns(values: ShopProfile): Record<ProfileColumn, string>;
function columns(values: Partial<ShopProfile>): Partial<Record<ProfileColumn, string>>;
function columns(values: Partial<ShopProfile>): Partial<Record<ProfileColumn, string>> {
  const row: Partial<Record<ProfileColumn, string>> = {};
  for (const field of SHOP_PROFILE_FIELDS) if (values[field] !== undefined) row[columnOf(field)] = values[field];
  return row;
}

const known = new Set<string>(SHOP_PROFILE_FIELDS);

function parseDemoFields(text: string): ShopProfileField[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((f): f is ShopProfileField => typeof f === 'string' && known.has(f)) : [];
  } catch {
    return [];
  }
}

/** The stored profile, or undefined when the row was never made. */
export async function findShopProfile(db: Kysely<Database>): Promise<StoredShopProfile | undefined> {
  const row = await db.selectFrom('shop_profile').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return undefined;
  const profile = Object.fromEntries(SHOP_PROFILE_FIELDS.map((field) => [field, row[columnOf(field)]])) as unknown as ShopProfile;
  return { profile, demoFields: parseDemoFields(row.demo_fields) };
}

/** Makes the row unless it exists (the first start; two processes starting together keep the first one's). */
export async function insertShopProfileIfMissing(db: Kysely<Database>, stored: StoredShopProfile, now: string): Promise<void> {
  await db
    .insertInto('shop_profile')
    .values({ id: ROW_ID, ...columns(stored.profile), demo_fields: JSON.stringify(stored.demoFields), updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Writes the given fields and the new list of demo fields; answers whether the row exists. */
export async function updateShopProfile(
  db: Kysely<Database>,
  change: Partial<ShopProfile>,
  demoFields: ShopProfileField[],
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_profile')
    .set({ ...columns(change), demo_fields: JSON.stringify(demoFields), updated_at: now })
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
