// Settings customers may read; the rest of the settings table is for the admin area.
import type { Kysely } from 'kysely';
import type { Setting } from '../../shared/api-types';
import { findSetting } from '../db/settings';
import type { Database } from '../db/schema';

export const FREE_SONG_ENABLED = 'free_song_enabled';
const PUBLIC_KEYS = new Set([FREE_SONG_ENABLED]);

export function createSettingsService(db: Kysely<Database>) {
  return {
    /** A public setting, or undefined when the key is not public or has no row. */
    async getPublic(key: string): Promise<Setting | undefined> {
      if (!PUBLIC_KEYS.has(key)) return undefined;
      return findSetting(db, key);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
