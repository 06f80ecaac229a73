// The shop's profile (shared/shopProfile.ts): read by every page, mail, push title and promo video, changed in
// Settings → Shop. Read from its one row each time (an indexed single-row read): a change made through another
// process is seen at once, with no cache to keep in step. A missing row reads as the demo profile.
import type { Kysely } from 'kysely';
import type { AuditLog } from './audit/auditLog';
import { DEMO_SHOP_PROFILE, type ShopProfile, type ShopProfileField } from '../../shared/shopProfile';
import { SHOP_PROFILE_FIELDS, type ShopProfileUpdate, type ShopProfileView } from '../../shared/shopProfileFields';
import { findShopProfile, insertShopProfileIfMissing, updateShopProfile, type StoredShopProfile } from '../db/shopProfile';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Clock } from './clock';

const ALL_DEMO: StoredShopProfile = { profile: DEMO_SHOP_PROFILE, demoFields: [...SHOP_PROFILE_FIELDS] };

/** The first start's profile: each field from its environment variable where one was given, else the demo value. */
export function seededShopProfile(fromEnv: Partial<ShopProfile>): StoredShopProfile {
  const profile = { ...DEMO_SHOP_PROFILE, ...fromEnv };
  return { profile, demoFields: SHOP_PROFILE_FIELDS.filter((field) => fromEnv[field] === undefined) };
}

export function createShopProfileService(deps: { db: Kysely<Database>; clock: Clock; audit?: Pick<AuditLog, 'record'> }) {
  const { db, clock } = deps;

  async function stored(): Promise<StoredShopProfile> {
    return (await findShopProfile(db)) ?? ALL_DEMO;
  }

  /**
   * The profile as the admin sees it: with the fields that still hold the demo values. An empty one shows nothing
   * (a social link the demo shop has none of, no postal address), so it is nothing to replace.
   */
  const viewOf = ({ profile, demoFields }: StoredShopProfile): ShopProfileView => ({
    ...profile,
    demoFields: demoFields.filter((field) => profile[field] !== ''),
  });

  async function view(): Promise<ShopProfileView> {
    return viewOf(await stored());
  }

  return {
    async get(): Promise<ShopProfile> {
      return (await stored()).profile;
    },

    view,

    /** Writes the fields given (already checked by shopProfileUpdateSchema); each leaves the demo list, even unchanged. */
    async update(change: ShopProfileUpdate): Promise<ShopProfileView> {
      const given = new Set(SHOP_PROFILE_FIELDS.filter((field) => change[field] !== undefined));
      if (given.size === 0) return view();
      const next = await inTransaction(db, async (trx) => {
        const current = (await findShopProfile(trx)) ?? ALL_DEMO;
        const demoFields: ShopProfileField[] = current.demoFields.filter((field) => !given.has(field));
        const now = clock.now().toISOString();
        const profile: ShopProfile = { ...current.profile };
        for (const field of given) profile[field] = change[field]!;
        if (!(await updateShopProfile(trx, profile, demoFields, now))) await insertShopProfileIfMissing(trx, { profile, demoFields }, now);
        const changed = [...given].filter((field) => current.profile[field] !== profile[field]);
        if (changed.length)
          await deps.audit?.record(
            {
              action: 'shop_profile.update',
              before: Object.fromEntries(changed.map((f) => [f, current.profile[f]])),
              after: Object.fromEntries(changed.map((f) => [f, profile[f]])),
            },
            trx,
          );
        return { profile, demoFields };
      });
      return viewOf(next);
    },
  };
}

export type ShopProfileService = ReturnType<typeof createShopProfileService>;
