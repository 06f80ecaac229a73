// Settings: those customers may read (GET /api/settings/:key), and those the admin may read and change.
import type { Kysely } from 'kysely';
import { FREE_SONG_SETTING, type Setting } from '../../shared/api-types';
import { findSetting, upsertSetting } from '../db/settings';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

export const FREE_SONG_ENABLED = FREE_SONG_SETTING;
const PUBLIC_KEYS = new Set([FREE_SONG_ENABLED]);
const ADMIN_KEYS = new Set([FREE_SONG_ENABLED]);

export function createSettingsService(db: Kysely<Database>, clock: Clock) {
  return {
    /** A public setting, or undefined when the key is not public or has no row. */
    async getPublic(key: string): Promise<Setting | undefined> {
      if (!PUBLIC_KEYS.has(key)) return undefined;
      return findSetting(db, key);
    },

    /** A setting the admin manages, or undefined when the key is not one or has no row. */
    async getForAdmin(key: string): Promise<Setting | undefined> {
      if (!ADMIN_KEYS.has(key)) return undefined;
      return findSetting(db, key);
    },

    isAdminKey: (key: string) => ADMIN_KEYS.has(key),

    /** Writes the value (and the description when one is given; otherwise the stored one stays). */
    async update(key: string, value: string, description: string | undefined): Promise<Setting> {
      const existing = await findSetting(db, key);
      const nextDescription = description === undefined ? (existing?.description ?? null) : description || null;
      await upsertSetting(db, key, value, nextDescription, clock.now().toISOString());
      return { key, value, description: nextDescription };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
