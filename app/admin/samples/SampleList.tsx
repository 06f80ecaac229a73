// The sample songs in their shop order, reordered by dragging a handle with mouse or touch, or from the
// keyboard (Space or Enter lifts, arrows move, Space or Enter drops, Escape cancels) with every step announced.
// A move shows at once and is sent as the song's 0-based index; a refusal puts the old order back.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleSong } from '../../../shared/api-types';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { moveSample, type SampleMove } from './sampleForm';
import { AudioPlayer } from '../../ui/AudioPlayer';
import { toast } from '../../ui/toasts';
import { GripIcon, TrashIcon } from '../kit/adminIcons';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS =
  'To reorder, press Space or Enter to pick up the song, use the Up and Down arrow keys to move it, then press Space or Enter to drop it. Press Escape to cancel.';

function minutes(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

interface SampleListProps {
  songs: SampleSong[];
  onDelete: (song: SampleSong) => void;
}

export function SampleList({ songs, onDelete }: SampleListProps) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const sensors = useSensors(
    // A small distance before a drag starts keeps taps and clicks on the handle from moving anything.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const reorder = useMutation({
    mutationFn: (move: SampleMove & { id: string }) => adminApi.moveSampleSong(move.id, move.sortOrder),
    retry: retryIfUnreached,
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.sampleSongs });
      const previous = queryClient.getQueryData<SampleSong[]>(adminKeys.sampleSongs);
      queryClient.setQueryData(adminKeys.sampleSongs, move.songs);
      return { previous };
    },
    onSuccess: (list) => {
      if (Array.isArray(list)) queryClient.setQueryData(adminKeys.sampleSongs, list);
      toast.success('Songs reordered successfully');
    },
    onError: (error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.sampleSongs, context.previous);
      toast.error('Failed to reorder songs', failureText(error));
    },
    onSettled: () => refresh(adminKeys.sampleSongs, publicKeys.sampleSongs),
  });

  const titleOf = (id: UniqueIdentifier) => songs.find((s) => s.id === id)?.title ?? 'The song';
  const positionOf = (id: UniqueIdentifier | undefined) => songs.findIndex((s) => s.id === id) + 1;
  const count = songs.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${count}.`
        : `${titleOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${count}.`
        : `${titleOf(active.id)} dropped outside the list; nothing moved.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${titleOf(active.id)} stays at position ${positionOf(active.id)} of ${count}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = moveSample(songs, String(active.id), over ? String(over.id) : null);
    if (move) reorder.mutate({ ...move, id: String(active.id) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={songs.map((s) => s.id)} strategy={verticalListSortingStrategy} disabled={reorder.isPending}>
        <ol className="samples" aria-busy={reorder.isPending || undefined}>
          {songs.map((song, index) => (
            <SampleRow key={song.id} song={song} position={index + 1} count={count} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
      {reorder.isPending && (
        <p className="admin-saving" role="status">
          Saving the new order…
        </p>
      )}
    </DndContext>
  );
}

function SampleRow({
  song,
  position,
  count,
  onDelete,
}: {
  song: SampleSong;
  position: number;
  count: number;
  onDelete: (song: SampleSong) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: song.id });
  return (
    <li
      ref={setNodeRef}
      className={`sample${isDragging ? ' sample--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="sample__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${song.title}, position ${position} of ${count}`}
      >
        <GripIcon />
      </button>
      <div className="sample__info">
        <h3 className="sample__title">{song.title}</h3>
        <p className="sample__meta">
          <span className="admin-chip">{song.genre}</span>
          {song.demo && <span className="admin-chip admin-chip--info">Demo</span>}
          <span>
            <span className="visually-hidden">Duration </span>
            {minutes(song.duration)}
          </span>
        </p>
      </div>
      <div className="sample__player">
        <AudioPlayer url={song.audioUrl} title={song.title} duration={song.duration} tone="light" />
      </div>
      <button
        type="button"
        className="admin-icon-btn admin-icon-btn--danger sample__delete"
        aria-label={`Delete ${song.title}`}
        onClick={() => onDelete(song)}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
