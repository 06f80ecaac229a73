// Whether this device keeps a chat, read without Dexie: the check runs on every visit to a page with the
// widget, and the widget's code (Dexie, the machine) loads at once only when there is a conversation to show.

const DATABASE = 'serenade';
/** Dexie's table of the same name in app/db/database.ts. */
const STORE = 'chatSessions';

export function hasStoredChat(): Promise<boolean> {
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
      if (!database.objectStoreNames.contains(STORE)) return done(false);
      try {
        const count = database.transaction(STORE, 'readonly').objectStore(STORE).count();
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(false);
      } catch {
        done(false);
      }
    };
  });
}
