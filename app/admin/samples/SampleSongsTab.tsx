// The Sample Songs tab (spec §2): the add form beside the list in shop order; deleting asks first.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SampleSong } from '../../../shared/api-types';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useAdminSampleSongs } from './sampleQueries';
import { toast } from '../../ui/toasts';
import { AddSampleForm } from './AddSampleForm';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { SampleList } from './SampleList';
import './admin-samples.css';

export function SampleSongsTab() {
  const songs = useAdminSampleSongs();
  const [doomed, setDoomed] = useState<SampleSong | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  const refresh = useRefresh();

  const remove = useMutation({
    mutationFn: (song: SampleSong) => adminApi.deleteSampleSong(song.id),
    retry: retryIfUnreached,
    onSuccess: () => {
      deleted.current = true;
      toast.success('Song deleted');
      setDoomed(null);
    },
    onError: (error) => toast.error('Failed to delete sample song', failureText(error)),
    onSettled: () => refresh(adminKeys.sampleSongs, publicKeys.sampleSongs),
  });

  const list = songs.data ?? [];
  return (
    <div className="admin-split">
      <AddSampleForm songs={list} />
      <section className="admin-split__main" aria-labelledby="samples-title">
        <div className="admin-section-head">
          <h2 id="samples-title" ref={heading} tabIndex={-1} className="admin-section-head__title">
            Sample songs {songs.data && <span className="admin-count">{list.length}</span>}
          </h2>
          <p className="admin-section-head__hint">
            The order here is the order on the home page and /sample-songs. Drag a song by its handle, or focus the handle and use Space and
            the arrow keys.
          </p>
        </div>
        {songs.isPending ? (
          <ListSkeleton label="Loading sample songs" />
        ) : songs.isError ? (
          <LoadError
            message="Failed to fetch sample songs"
            detail={failureText(songs.error)}
            onRetry={() => void songs.refetch()}
            retrying={songs.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState title="No sample songs yet">
            <p>Add the first one with the form.</p>
          </EmptyState>
        ) : (
          <SampleList songs={list} onDelete={(song) => setDoomed(song)} />
        )}
      </section>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete this sample song?"
        description={
          <>
            <strong>{doomed?.title}</strong> will be removed from the home page and /sample-songs, and its audio file deleted. This cannot
            be undone.
          </>
        }
        confirmLabel="Delete song"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        focusAfterClose={() => {
          if (!deleted.current) return null;
          deleted.current = false;
          return heading.current;
        }}
      />
    </div>
  );
}
