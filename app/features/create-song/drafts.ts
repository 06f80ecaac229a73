// The order wizard's draft in IndexedDB, under the spec's progress key: written on every change, read when the
// wizard opens, removed by ?fresh=true, after a checkout is created, and on the thank-you page. Dexie loads only
// when there is a draft to read or remove, or one to write: a first visit's wizard opens without it (the store is
// peeked at without Dexie), so its code is not evaluated while the page hydrates.
import type { OfferPage } from '../../../shared/offers';
import type { OrderDraft } from '../../../shared/schemas/order';
import { storeHasRows } from '../../core/db/peek';

const database = () => import('../../core/db/database');
/** Whether this page has written a draft: a removal must then go through Dexie, after the writes it queued. */
let written = false;
const wroteHere = () => written;
const hasDraft = () => storeHasRows('drafts');

export const PROGRESS_KEY = 'progress';

export interface SavedDraft {
  step: number;
  draft: OrderDraft;
  draftId: string;
  /** Whether this draftId has been sent to the server. */
  submitted?: boolean;
  /** The page whose offer prices this draft (its calls to action brought the customer here). */
  offer?: OfferPage;
}

export interface LoadedDraft extends Required<Omit<SavedDraft, 'offer'>> {
  offer?: OfferPage;
  updatedAt: number;
}

/** The saved draft, or undefined when there is none (or IndexedDB cannot be used). */
export async function loadDraft(): Promise<LoadedDraft | undefined> {
  if (!(await hasDraft())) return undefined;
  const { db } = await database();
  const row = await db.drafts.get(PROGRESS_KEY);
  if (!row) return undefined;
  const { key: _key, ...saved } = row;
  return saved;
}

/** Replaces the saved draft; writing the same record twice leaves the same row. */
export async function saveDraft(saved: SavedDraft, now = Date.now()): Promise<void> {
  written = true;
  const { askForPersistentStorage, db } = await database();
  askForPersistentStorage();
  await db.drafts.put({
    key: PROGRESS_KEY,
    step: saved.step,
    draft: saved.draft,
    draftId: saved.draftId,
    submitted: saved.submitted ?? false,
    ...(saved.offer ? { offer: saved.offer } : {}),
    updatedAt: now,
  });
}

export async function clearDraft(): Promise<void> {
  // A write started while the store was being peeked at is queued in Dexie: the removal must come after it.
  if (!wroteHere() && !(await hasDraft()) && !wroteHere()) return;
  const { db } = await database();
  await db.drafts.delete(PROGRESS_KEY);
}
