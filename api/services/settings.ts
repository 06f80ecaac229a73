// Settings: those customers may read (GET /api/settings/:key), and those the admin may read and change.
import type { Kysely } from 'kysely';
import type { AuditLog } from './audit/auditLog';
import { FREE_SONG_SETTING, type Setting } from '../../shared/api-types';
import { GUARANTEE_SETTING } from '../../shared/refunds';
import { findSetting, upsertSetting } from '../db/settings';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

export const FREE_SONG_ENABLED = FREE_SONG_SETTING;
/** The guarantee on late orders (issue 26): on unless the owner switched it off. */
export const GUARANTEE_ENABLED = GUARANTEE_SETTING;
export const GUARANTEE_DESCRIPTION = 'Compensate orders delivered after their due time';
const PUBLIC_KEYS = new Set([FREE_SONG_ENABLED]);
const ADMIN_KEYS = new Set([FREE_SONG_ENABLED, GUARANTEE_ENABLED]);
/** What an admin setting reads as before the owner ever changed it (a shop seeded before the setting existed has no row). */
const ADMIN_DEFAULTS: Record<string, Setting> = {
  [GUARANTEE_ENABLED]: { key: GUARANTEE_ENABLED, value: 'true', description: GUARANTEE_DESCRIPTION },
};

export function createSettingsService(db: Kysely<Database>, clock: Clock, audit: Pick<AuditLog, 'record'>) {
  return {
    /** A public setting, or undefined when the key is not public or has no row. */
    async getPublic(key: string): Promise<Setting | undefined> {
      if (!PUBLIC_KEYS.has(key)) return undefined;
      return findSetting(db, key);
    },

    /** A setting the admin manages (its default when it has no row yet), or undefined when the key is not one or has neither. */
    async getForAdmin(key: string): Promise<Setting | undefined> {
      if (!ADMIN_KEYS.has(key)) return undefined;
      return (await findSetting(db, key)) ?? ADMIN_DEFAULTS[key];
    },

    isAdminKey: (key: string) => ADMIN_KEYS.has(key),

    /** Whether late orders are compensated: on by default (no row yet), off only when the owner said so. */
    async guaranteeEnabled(): Promise<boolean> {
      return (await findSetting(db, GUARANTEE_ENABLED))?.value !== 'false';
    },

    /** Writes the value (and the description when one is given; otherwise the stored one stays). */
    async update(key: string, value: string, description: string | undefined): Promise<Setting> {
      const existing = await findSetting(db, key);
      const nextDescription = description === undefined ? (existing?.description ?? null) : description || null;
      await upsertSetting(db, key, value, nextDescription, clock.now().toISOString());
      await audit.record({ action: 'setting.update', target: { type: 'setting', id: key }, before: existing?.value ?? null, after: value });
      return { key, value, description: nextDescription };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
