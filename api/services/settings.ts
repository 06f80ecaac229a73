// Settings: those customers may read (GET /api/settings/:key), and those the admin may read and change.
import type { Kysely } from 'kysely';
import type { AuditLog } from './audit/auditLog';
import { FREE_SONG_SETTING, type Setting } from '../../shared/api-types';
import { GUARANTEE_SETTING } from '../../shared/refunds';
import { LYRICS_APPROVAL_SETTING } from '../../shared/lyrics';
import { findSetting, upsertSetting } from '../db/settings';
import type { Database } from '../db/schema';
import { acceptHours, ASSIGNMENT_ACCEPT_HOURS_SETTING, DEFAULT_ACCEPT_HOURS, STAFF_MESSAGES } from '../../shared/schemas/staff';
import type { Clock } from './clock';
import { invalid } from './errors';

export const FREE_SONG_ENABLED = FREE_SONG_SETTING;
/** The guarantee on late orders (issue 26): on unless the owner switched it off. */
export const GUARANTEE_ENABLED = GUARANTEE_SETTING;
export const GUARANTEE_DESCRIPTION = 'Compensate orders delivered after their due time';
/** Lyrics approval (issue 26): off unless the owner switched it on. */
export const LYRICS_APPROVAL_ENABLED = LYRICS_APPROVAL_SETTING;
export const LYRICS_APPROVAL_DESCRIPTION = 'Ask the buyer to approve the lyrics before the song is recorded';
const PUBLIC_KEYS = new Set([FREE_SONG_ENABLED]);
/** Each admin setting with the check of its value: a switch, or (issue 26) the hours a musician has to accept work. */
const SWITCH = (value: string) => (value === 'true' || value === 'false' ? undefined : "value must be 'true' or 'false'");
const ADMIN_KEYS = new Map<string, (value: string) => string | undefined>([
  [FREE_SONG_ENABLED, SWITCH],
  [GUARANTEE_ENABLED, SWITCH],
  [LYRICS_APPROVAL_ENABLED, SWITCH],
  [ASSIGNMENT_ACCEPT_HOURS_SETTING, (value) => (acceptHours(value) === undefined ? STAFF_MESSAGES.acceptHoursInvalid : undefined)],
]);
/** What an admin setting reads as before the owner ever changed it (a shop seeded before the setting existed has no row). */
const ADMIN_DEFAULTS: Record<string, Setting> = {
  [GUARANTEE_ENABLED]: { key: GUARANTEE_ENABLED, value: 'true', description: GUARANTEE_DESCRIPTION },
  [LYRICS_APPROVAL_ENABLED]: { key: LYRICS_APPROVAL_ENABLED, value: 'false', description: LYRICS_APPROVAL_DESCRIPTION },
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

    /** The hours a musician has to accept work (the owner's setting, else 2). */
    async acceptHours(): Promise<number> {
      const stored = await findSetting(db, ASSIGNMENT_ACCEPT_HOURS_SETTING);
      return (stored && acceptHours(stored.value)) ?? DEFAULT_ACCEPT_HOURS;
    },

    /** Whether late orders are compensated: on by default (no row yet), off only when the owner said so. */
    async guaranteeEnabled(): Promise<boolean> {
      return (await findSetting(db, GUARANTEE_ENABLED))?.value !== 'false';
    },

    /** Whether buyers approve the lyrics of paid orders: off by default (no row yet), on only when the owner said so. */
    async lyricsApprovalEnabled(): Promise<boolean> {
      return (await findSetting(db, LYRICS_APPROVAL_ENABLED))?.value === 'true';
    },

    /** Writes the value (and the description when one is given; otherwise the stored one stays); a value its key refuses is a 400. */
    async update(key: string, value: string, description: string | undefined): Promise<Setting> {
      const refused = ADMIN_KEYS.get(key)?.(value);
      if (refused) throw invalid(refused, 'value');
      const existing = await findSetting(db, key);
      const nextDescription = description === undefined ? (existing?.description ?? null) : description || null;
      await upsertSetting(db, key, value, nextDescription, clock.now().toISOString());
      await audit.record({ action: 'setting.update', target: { type: 'setting', id: key }, before: existing?.value ?? null, after: value });
      return { key, value, description: nextDescription };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
