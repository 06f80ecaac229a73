// The song page's offline rules against an in-memory store (the Dexie store itself is proven in the browser test).
import { describe, expect, it, vi } from 'vitest';
import type { SongView } from '../../../shared/admin-api-types';
import { ApiError } from '../../core/api/client';
import type { KeptFile, StoredSong } from '../../core/db/database';
import { keepSongFiles, loadSong, type SongStore } from './offlineSong';
import { keptFilesFor, mergeView, wantedFiles, withFile } from './songRows';

const view = (over: Partial<SongView> = {}): SongView => ({
  recipientName: 'Emma',
  occasion: 'Anniversary',
  fromName: 'James',
  message: 'Happy tenth!',
  songUrl: '/api/media/song-1',
  songDownloadUrl: '/api/media/song-1?download=1',
  lyricsUrl: null,
  lyricsDownloadUrl: null,
  lyricsType: null,
  lyricsText: null,
  deliveredAt: '2025-06-03T10:00:00.000Z',
  revision: { requested: false, requestedAt: null },
  ...over,
});

const file = (url: string, body = 'bytes'): KeptFile => ({ url, blob: new Blob([body], { type: 'audio/mpeg' }) });

function memoryStore(rows: StoredSong[] = []) {
  const map = new Map(rows.map((r) => [r.token, r]));
  const store: SongStore & { rows: Map<string, StoredSong> } = {
    rows: map,
    find: async (token) => map.get(token),
    saveView: async (token, v, savedAt) => void map.set(token, mergeView(map.get(token), token, v, savedAt)),
    saveFile: async (token, v, slot, kept, savedAt) => void map.set(token, withFile(map.get(token), token, v, slot, kept, savedAt)),
    forget: async (token) => void map.delete(token),
  };
  return store;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
vi.spyOn(console, 'warn').mockImplementation(() => undefined);
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('loadSong', () => {
  it('answers with the network view and saves it for next time', async () => {
    const store = memoryStore();
    const loaded = await loadSong('tok', { fetchView: async () => view(), store, now: () => 42 });
    expect(loaded).toEqual({ view: view(), source: 'network' });
    expect(store.rows.get('tok')).toEqual({ token: 'tok', view: view(), savedAt: 42 });
  });

  it('shows the saved copy when the network fails', async () => {
    const store = memoryStore([{ token: 'tok', view: view({ message: 'saved' }), savedAt: 1 }]);
    const loaded = await loadSong('tok', { fetchView: offline, store });
    expect(loaded).toEqual({ view: view({ message: 'saved' }), source: 'device' });
  });

  it('shows the saved copy when the server fails (5xx)', async () => {
    const store = memoryStore([{ token: 'tok', view: view(), savedAt: 1 }]);
    const loaded = await loadSong('tok', { fetchView: () => Promise.reject(new ApiError(503, 'Service Unavailable', undefined)), store });
    expect(loaded.source).toBe('device');
  });

  it('does not wait for a hanging network when a saved copy exists', async () => {
    const store = memoryStore([{ token: 'tok', view: view(), savedAt: 1 }]);
    const hanging = (_token: string, signal?: AbortSignal) =>
      new Promise<SongView>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    const loaded = await loadSong('tok', { fetchView: hanging, store, timeoutMs: 20 });
    expect(loaded.source).toBe('device');
  });

  it('fails offline when the song was never opened on this device', async () => {
    await expect(loadSong('tok', { fetchView: offline, store: memoryStore() })).rejects.toThrow('Failed to fetch');
  });

  it('forgets a saved song the server no longer has', async () => {
    const store = memoryStore([{ token: 'tok', view: view(), savedAt: 1, audio: file('/api/media/song-1') }]);
    const missing = new ApiError(404, 'Not Found', 'Song not found');
    await expect(loadSong('tok', { fetchView: () => Promise.reject(missing), store })).rejects.toBe(missing);
    expect(store.rows.has('tok')).toBe(false);
  });

  it('still loads when the device store cannot be used', async () => {
    const store = memoryStore();
    store.find = () => Promise.reject(new Error('IndexedDB blocked'));
    store.saveView = () => Promise.reject(new Error('IndexedDB blocked'));
    expect((await loadSong('tok', { fetchView: async () => view(), store })).source).toBe('network');
  });

  it('keeps the saved audio when the view is refreshed, and drops it when the song was re-delivered', async () => {
    const audio = file('/api/media/song-1');
    const store = memoryStore([{ token: 'tok', view: view(), savedAt: 1, audio }]);
    await loadSong('tok', {
      fetchView: async () => view({ revision: { requested: true, requestedAt: '2025-06-04T00:00:00.000Z' } }),
      store,
    });
    expect(store.rows.get('tok')?.audio).toBe(audio);
    await loadSong('tok', { fetchView: async () => view({ songUrl: '/api/media/song-2' }), store });
    expect(store.rows.get('tok')?.audio).toBeUndefined();
  });
});

describe('the files a song keeps', () => {
  it('wants the audio, and the lyrics only when they are an image', () => {
    expect(wantedFiles(view())).toEqual([{ slot: 'audio', url: '/api/media/song-1' }]);
    expect(wantedFiles(view({ lyricsUrl: '/api/media/lyr', lyricsType: 'image/png' }))).toEqual([
      { slot: 'audio', url: '/api/media/song-1' },
      { slot: 'lyricsImage', url: '/api/media/lyr' },
    ]);
    expect(wantedFiles(view({ lyricsUrl: '/api/media/lyr', lyricsType: 'application/pdf' }))).toHaveLength(1);
  });

  it('only counts kept files whose address the view still uses', () => {
    const stored: StoredSong = { token: 't', view: view(), savedAt: 1, audio: file('/api/media/old') };
    expect(keptFilesFor(stored, wantedFiles(view()))).toEqual({});
    expect(keptFilesFor({ ...stored, audio: file('/api/media/song-1') }, wantedFiles(view())).audio?.url).toBe('/api/media/song-1');
    expect(mergeView(stored, 't', view(), 5)).toEqual({ token: 't', view: view(), savedAt: 5 });
  });

  it('downloads the audio whole once, even when asked twice at once', async () => {
    const store = memoryStore([{ token: 'tok', view: view(), savedAt: 1 }]);
    const fetchFile = vi.fn(async () => new Response('mp3-bytes', { headers: { 'Content-Type': 'audio/mpeg' } }));
    const [a, b] = await Promise.all([
      keepSongFiles('tok', view(), undefined, { store, fetchFile }),
      keepSongFiles('tok', view(), undefined, { store, fetchFile }),
    ]);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith('/api/media/song-1');
    expect(a.audio?.url).toBe('/api/media/song-1');
    expect(b.audio).toBe(a.audio);
    expect(await store.rows.get('tok')?.audio?.blob.text()).toBe('mp3-bytes');
  });

  it('keeps the file when the view’s own save has not landed yet, and that save then keeps it', async () => {
    const store = memoryStore();
    const fetchFile = vi.fn(async () => new Response('mp3-bytes'));
    const kept = await keepSongFiles('tok', view(), undefined, { store, fetchFile, now: () => 7 });
    expect(kept.audio?.url).toBe('/api/media/song-1');
    expect(store.rows.get('tok')).toMatchObject({ token: 'tok', view: view(), savedAt: 7, audio: { url: '/api/media/song-1' } });
    // The view's save in the background (loadSong) comes after: the file stays.
    await store.saveView('tok', view({ message: 'newer' }), 8);
    expect(await store.rows.get('tok')?.audio?.blob.text()).toBe('mp3-bytes');
    expect(store.rows.get('tok')?.view.message).toBe('newer');
  });

  it('downloads nothing that is already kept', async () => {
    const stored: StoredSong = { token: 'tok', view: view(), savedAt: 1, audio: file('/api/media/song-1') };
    const fetchFile = vi.fn(async () => new Response('x'));
    expect(await keepSongFiles('tok', view(), stored, { store: memoryStore([stored]), fetchFile })).toEqual({});
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('keeps nothing from a failed download, and still keeps the other file', async () => {
    const v = view({ lyricsUrl: '/api/media/lyr', lyricsType: 'png' });
    const store = memoryStore([{ token: 'tok', view: v, savedAt: 1 }]);
    const fetchFile = vi.fn(async (url: string) => (url === v.songUrl ? new Response('nope', { status: 500 }) : new Response('png-bytes')));
    const kept = await keepSongFiles('tok', v, undefined, { store, fetchFile });
    expect(kept.audio).toBeUndefined();
    expect(kept.lyricsImage?.url).toBe('/api/media/lyr');
    expect(store.rows.get('tok')?.audio).toBeUndefined();
    expect(store.rows.get('tok')?.lyricsImage?.url).toBe('/api/media/lyr');
  });
});
