// The browser's own database (IndexedDB through Dexie): sample audio kept for offline listening.
import Dexie, { type EntityTable } from 'dexie';

export interface CachedAudio {
  url: string;
  blob: Blob;
  bytes: number;
  lastUsedAt: number;
}

export type SerenadeDb = Dexie & { sampleAudio: EntityTable<CachedAudio, 'url'> };

export const db = new Dexie('serenade') as SerenadeDb;

db.version(1).stores({ sampleAudio: 'url, lastUsedAt' });

let persistAsked = false;

/** Browsers evict IndexedDB under storage pressure unless the site asks to persist (dexie#958). */
export function askForPersistentStorage(): void {
  if (persistAsked || !navigator.storage?.persist) return;
  persistAsked = true;
  void navigator.storage.persisted().then((persisted) => (persisted ? undefined : navigator.storage.persist())).catch(() => undefined);
}
