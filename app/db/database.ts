// The browser's own database (IndexedDB through Dexie): sample audio kept for offline listening, and the
// order wizard's saved draft.
import Dexie, { type EntityTable } from 'dexie';
import type { OrderDraft } from '../../shared/schemas/order';

export interface CachedAudio {
  url: string;
  blob: Blob;
  bytes: number;
  lastUsedAt: number;
}

/** The wizard's progress (spec §3: the draft saved under the progress key together with the step). */
export interface StoredDraft {
  /** Always 'progress': one draft per browser. */
  key: 'progress';
  step: number;
  draft: OrderDraft;
  /** Sent with the order, so a retried submit finds the order it already made. */
  draftId: string;
  /** Whether this draftId has been sent to the server (an edit after that starts a new draftId). */
  submitted: boolean;
  updatedAt: number;
}

export type SerenadeDb = Dexie & {
  sampleAudio: EntityTable<CachedAudio, 'url'>;
  drafts: EntityTable<StoredDraft, 'key'>;
};

export const db = new Dexie('serenade') as SerenadeDb;

db.version(1).stores({ sampleAudio: 'url, lastUsedAt' });
db.version(2).stores({ sampleAudio: 'url, lastUsedAt', drafts: 'key' });

let persistAsked = false;

/** Browsers evict IndexedDB under storage pressure unless the site asks to persist (dexie#958). */
export function askForPersistentStorage(): void {
  if (persistAsked || !navigator.storage?.persist) return;
  persistAsked = true;
  void navigator.storage.persisted().then((persisted) => (persisted ? undefined : navigator.storage.persist())).catch(() => undefined);
}
