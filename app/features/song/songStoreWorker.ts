// The song store's worker: Dexie and the IndexedDB work of keeping a song (loading ~30 kB of Dexie, opening and
// upgrading the database, writing the audio) run here, off the page's thread, where they were a phone's longest
// tasks on a song page's first visit. Started by deviceSongStore.ts; one call at a time in, one reply each out.
import { runSongStoreCall, type SongStoreReply, type SongStoreRequest } from './songStore';

/** The worker's side of its port (the app is typed with the DOM's library, not the worker's). */
const port = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SongStoreRequest>) => void): void;
  postMessage(reply: SongStoreReply): void;
};

port.addEventListener('message', (event) => {
  const { id, ...call } = event.data;
  runSongStoreCall(call).then(
    (value) => port.postMessage({ id, ok: true, value }),
    (err: unknown) => port.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});
