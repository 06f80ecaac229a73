// Asking the browser to keep the site's storage: a window's call only (StorageManager.persist is not exposed to
// workers), and without Dexie, so a page whose database work runs in a worker can still ask.

let persistAsked = false;

/** Browsers evict IndexedDB under storage pressure unless the site asks to persist (dexie#958). */
export function askForPersistentStorage(): void {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  void navigator.storage
    .persisted()
    .then((persisted) => (persisted ? undefined : navigator.storage.persist()))
    .catch(() => undefined);
}
