// Whether a table of the browser's database has rows, read without Dexie: these checks run on every visit, and
// Dexie (~30 kB) and the code that needs it load only when there is something to show or send.

const DATABASE = 'serenade';

/** True when the store (a Dexie table of app/core/db/database.ts) exists and holds at least one row. */
export function storeHasRows(store: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    let request: IDBOpenDBRequest;
    try {
      // No version: opens the database as it is, never upgrades it.
      request = indexedDB.open(DATABASE);
    } catch {
      return resolve(false);
    }
    // No database yet: abort, so this check does not create an empty one that Dexie must then upgrade.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(false);
    request.onsuccess = () => {
      const database = request.result;
      // A newer Dexie schema is waiting to open: step aside at once.
      database.onversionchange = () => database.close();
      const done = (value: boolean) => {
        database.close();
        resolve(value);
      };
      if (!database.objectStoreNames.contains(store)) return done(false);
      try {
        const count = database.transaction(store, 'readonly').objectStore(store).count();
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(false);
      } catch {
        done(false);
      }
    };
  });
}

/** A chat kept on this device (the widget then loads at once). */
export const hasStoredChat = () => storeHasRows('chatSessions');

/** A free-song application waiting to be sent. */
export const hasQueuedFreeSongs = () => storeHasRows('freeSongQueue');
