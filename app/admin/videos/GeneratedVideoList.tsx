// The generated videos, newest first (spec §2): live while they render, each with its player or its reason,
// deleted after a confirmation. A render that finishes is announced politely.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { VIDEO_MESSAGES, type GeneratedVideo } from '../../../shared/schemas/video';
import { failureText } from '../kit/client';
import { finishedSince, finishedText, isInProgress } from './videoRows';
import { useDeleteGeneratedVideo, useGeneratedVideos } from './videoQueries';
import { toast } from '../../ui/toasts';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { useDeleteConfirmation } from '../kit/useDeleteConfirmation';
import { GeneratedVideoCard } from './GeneratedVideoCard';

function useFinishedAnnouncement(videos: GeneratedVideo[] | undefined): string {
  const previous = useRef<GeneratedVideo[] | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!videos) return;
    const done = finishedSince(previous.current, videos);
    previous.current = videos;
    if (done.length > 0) setText(finishedText(done));
  }, [videos]);
  return text;
}

export function GeneratedVideoList({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const videos = useGeneratedVideos();
  const confirm = useDeleteConfirmation<GeneratedVideo>(headingRef);
  const { doomed } = confirm;
  const remove = useDeleteGeneratedVideo();
  const announcement = useFinishedAnnouncement(videos.data);
  const list = videos.data ?? [];

  const confirmDelete = (video: GeneratedVideo) =>
    remove.mutate(video.id, {
      onSuccess: () => {
        toast.success(VIDEO_MESSAGES.deleted, `“${video.title}” and its files are gone.`);
        confirm.done();
      },
      onError: (error) => toast.error('Failed to delete video', failureText(error)),
    });

  return (
    <section className="video-section" aria-labelledby="generated-videos-title">
      <div className="admin-section-head">
        <h2 id="generated-videos-title" ref={headingRef} tabIndex={-1} className="admin-section-head__title">
          Generated videos {videos.data && <span className="admin-count">{list.length}</span>}
        </h2>
        <p className="admin-section-head__hint">Newest first. They render one after another and update here by themselves.</p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {videos.isPending ? (
        <ListSkeleton label="Loading generated videos" />
      ) : videos.isError ? (
        <LoadError
          message={VIDEO_MESSAGES.fetchVideosFailed}
          detail={failureText(videos.error)}
          onRetry={() => void videos.refetch()}
          retrying={videos.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No videos yet">
          <p>Make one from a template or with AI.</p>
        </EmptyState>
      ) : (
        <ul className="video-cards">
          {list.map((video) => (
            <GeneratedVideoCard key={video.id} video={video} onDelete={confirm.ask} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete this video?"
        description={
          <>
            <strong>{doomed?.title}</strong> and its files will be deleted
            {doomed && isInProgress(doomed.status) ? ', and its render stopped' : ''}. This cannot be undone.
          </>
        }
        confirmLabel="Delete video"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => doomed && confirmDelete(doomed)}
      />
    </section>
  );
}
