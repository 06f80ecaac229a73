// Whether any free-song application waits in IndexedDB, read without Dexie: the check runs on every app start,
// and Dexie (~30 kB) only loads when there is something to send.

const DATABASE = 'serenade';
/** Dexie's table of the same name in app/db/database.ts. */
const STORE = 'freeSongQueue';

export function hasQueuedFreeSongs(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    let request: IDBOpenDBRequest;
    try {
      // No version: opens the database as it is, never upgrades it.
      request = indexedDB.open(DATABASE);
    } catch {
      return resolve(false);
    }
    // The database does not exist yet: abort, so this check does not create an empty one that Dexie must upgrade.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(false);
    request.onsuccess = () => {
      const database = request.result;
      // A newer Dexie schema is waiting to open: step aside at once.
      database.onversionchange = () => database.close();
      if (!database.objectStoreNames.contains(STORE)) {
        database.close();
        return resolve(false);
      }
      try {
        const count = database.transaction(STORE, 'readonly').objectStore(STORE).count();
        count.onsuccess = () => {
          database.close();
          resolve(count.result > 0);
        };
        count.onerror = () => {
          database.close();
          resolve(false);
        };
      } catch {
        database.close();
        resolve(false);
      }
    };
  });
}
