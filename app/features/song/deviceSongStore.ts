// The songs kept on this device, as the song page reads and writes them. The work is done by a worker
// (songStoreWorker.ts), so Dexie never loads in the page for a song: on a phone, loading it and opening the database
// were the longest tasks of a song page's first visit. Where a module worker cannot be had (or fails to start, e.g.
// its file is not cached offline), the same calls run in the page. A first visit's read is answered by a peek
// without either (core/db/peek.ts).
import type { SongView } from '../../../shared/admin-api-types';
import { storeHasRows } from '../../core/db/peek';
import { askForPersistentStorage } from '../../core/db/persist';
import type { SongStore } from './offlineSong';
import type { SongStoreCall, SongStoreReply } from './songStore';
import type { KeptFile, StoredSong } from '../../core/db/database';
import type { SongFileSlot } from './songRows';

interface Pending {
  call: SongStoreCall;
  resolve: (value: StoredSong | undefined) => void;
  reject: (err: Error) => void;
}

let worker: Worker | undefined;
/** Set once the worker could not be started or failed: every call after runs in the page. */
let inPage = typeof Worker === 'undefined';
let nextId = 1;
const pending = new Map<number, Pending>();

const runInPage = async (call: SongStoreCall) => (await import('./songStore')).runSongStoreCall(call);

/** The worker failed as a whole (its script did not load, or it crashed): its calls are run again in the page. */
function giveUpWorker(reason: unknown) {
  console.warn('The song store’s worker failed; keeping songs in the page', reason);
  inPage = true;
  worker?.terminate();
  worker = undefined;
  const calls = [...pending.values()];
  pending.clear();
  for (const { call, resolve, reject } of calls) runInPage(call).then(resolve, reject);
}

function startWorker(): Worker {
  const started = new Worker(new URL('./songStoreWorker.ts', import.meta.url), { type: 'module', name: 'song-store' });
  started.addEventListener('message', (event: MessageEvent<SongStoreReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new Error(reply.error));
  });
  started.addEventListener('error', (event) => {
    event.preventDefault();
    giveUpWorker(event.message || 'the worker did not start');
  });
  started.addEventListener('messageerror', () => giveUpWorker('a reply could not be read'));
  return started;
}

function call(request: SongStoreCall): Promise<StoredSong | undefined> {
  if (!inPage) {
    try {
      worker ??= startWorker();
    } catch (err) {
      inPage = true;
      console.warn('No worker for the song store; keeping songs in the page', err);
    }
  }
  if (inPage || !worker) return runInPage(request);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { call: request, resolve, reject });
    worker!.postMessage({ id, ...request });
  });
}

export const deviceSongStore: SongStore = {
  // A first visit has no song kept: the peek tells without starting the worker or loading Dexie.
  find: async (token: string) => ((await storeHasRows('songs')) ? call({ op: 'find', args: [token] }) : undefined),
  saveView: async (token: string, view: SongView, savedAt: number) => {
    askForPersistentStorage();
    await call({ op: 'saveView', args: [token, view, savedAt] });
  },
  saveFile: async (token: string, view: SongView, slot: SongFileSlot, file: KeptFile, savedAt: number) => {
    askForPersistentStorage();
    await call({ op: 'saveFile', args: [token, view, slot, file, savedAt] });
  },
  forget: async (token: string) => void (await call({ op: 'forget', args: [token] })),
};
