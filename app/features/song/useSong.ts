// The song page's data: the view (network first, the device's copy offline) and the song's files kept on the
// device, handed to the page as blob URLs. The device's copy is kept by a worker (deviceSongStore.ts), never Dexie in the page.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import type { SongView } from '../../../shared/admin-api-types';
import { ApiError, request } from '../../core/api/client';
import { afterLoadAndIdle } from '../../core/politeLoading';
import { deviceSongStore } from './deviceSongStore';
import { keepSongFiles, loadSong, type LoadedSong, type SongStore } from './offlineSong';
import { keptFilesFor, wantedFiles, type KeptFiles, type SongFileSlot } from './songRows';
import { lyricsDisplay } from './songView';
import { songKey } from '../../../shared/privatePageQueries';

/**
 * Writes wait until the page has loaded and the browser is idle: the song's first render need not share the phone
 * with starting the song store's worker (the view is kept a moment later).
 */
const whenDrawn = () => new Promise<void>((resolve) => void afterLoadAndIdle(resolve));

const songStore: SongStore = {
  ...deviceSongStore,
  saveView: async (...args) => {
    await whenDrawn();
    return deviceSongStore.saveView(...args);
  },
  saveFile: async (...args) => {
    await whenDrawn();
    return deviceSongStore.saveFile(...args);
  },
};

/** The song page's query, also started by app/main.tsx as the app starts, before the page's code has arrived. */
export function songQuery(token: string) {
  return queryOptions({
    queryKey: songKey(token),
    queryFn: () =>
      loadSong(token, {
        fetchView: (t, signal) => request(publicEndpoints.song, { params: { token: t }, signal }),
        store: songStore,
      }),
    // The query function knows what to do offline (the saved copy), so it must run offline too.
    networkMode: 'always',
    // A copy shown offline is refreshed as soon as the connection returns.
    staleTime: (query) => (query.state.data?.source === 'device' ? 0 : 5 * 60_000),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && navigator.onLine && count < 2,
  });
}

export function useSong(token: string) {
  const song = useQuery(songQuery(token));
  // A view that came in the page the server rendered was not fetched here: it is kept on the device as a fetched
  // one is (loadSong), once the page is drawn, so the song opens offline later.
  const pageView = song.data?.source === 'page' ? song.data.view : undefined;
  useEffect(() => {
    if (!pageView) return;
    void songStore
      .saveView(token, pageView, Date.now())
      .catch((err: unknown) => console.warn('Could not save the song for offline use', err));
  }, [token, pageView]);
  return song;
}

/** Records a revision request in the page's data and in the device's copy. */
export function useRevisionRecorded(token: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (requestedAt: string | null) => {
      let updated: SongView | undefined;
      queryClient.setQueryData<LoadedSong>(songKey(token), (current) => {
        if (!current) return current;
        updated = { ...current.view, revision: { requested: true, requestedAt: requestedAt ?? current.view.revision.requestedAt } };
        return { ...current, view: updated };
      });
      if (updated) {
        const view = updated;
        void songStore.saveView(token, view, Date.now()).catch((err: unknown) => console.warn('Could not save the revision', err));
      }
      // The server's own answer (with its date) replaces ours when it arrives.
      void queryClient.invalidateQueries({ queryKey: songKey(token) });
    },
    [queryClient, token],
  );
}

export interface LocalFiles {
  /** Whether the device's store was read (until then, the page cannot know where to play from). */
  checked: boolean;
  audio?: string;
  lyricsImage?: string;
}

/**
 * The song's files as blob URLs when the device keeps them; those still missing are downloaded (online) and
 * appear when kept. Depends on the files' addresses only, so a refreshed view never swaps a playing blob.
 */
export function useSongFiles(token: string, view: SongView | undefined): LocalFiles {
  const audioUrl = view?.songUrl;
  const lyrics = view ? lyricsDisplay(view) : undefined;
  const imageUrl = lyrics?.kind === 'image' ? lyrics.url : undefined;
  const [files, setFiles] = useState<LocalFiles>({ checked: false });
  // The view a file is kept with, if the device has no row for the song yet; a newer view with the same files
  // does not start the download again.
  const latestView = useRef(view);
  useEffect(() => {
    latestView.current = view;
  });

  useEffect(() => {
    const shown = latestView.current;
    if (!audioUrl || !shown) return;
    const wanted = wantedFiles(shown);
    let live = true;
    const created: string[] = [];
    const publish = (kept: KeptFiles) => {
      if (!live) return;
      const urls: Partial<Record<SongFileSlot, string>> = {};
      for (const { slot } of wanted) {
        const file = kept[slot];
        if (!file) continue;
        const url = URL.createObjectURL(file.blob);
        created.push(url);
        urls[slot] = url;
      }
      setFiles((current) => ({ ...current, ...urls, checked: true }));
    };
    void (async () => {
      const stored = await songStore.find(token).catch(() => undefined);
      publish(keptFilesFor(stored, wanted));
      if (live && navigator.onLine) publish(await keepSongFiles(token, shown, stored, { store: songStore }));
    })();
    return () => {
      live = false;
      created.forEach((url) => URL.revokeObjectURL(url));
      setFiles({ checked: false });
    };
  }, [token, audioUrl, imageUrl]);

  return files;
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Asks search engines not to index the page while it is on screen: a song page is a private gift. */
export function useNoIndex(): void {
  useEffect(() => {
    // The page's frame (the server's HTML) may have its own already: one robots line, this one's words, then its own.
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const before = existing?.content;
    const meta = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }));
    meta.content = 'noindex, nofollow';
    return () => {
      if (existing) existing.content = before!;
      else meta.remove();
    };
  }, []);
}
