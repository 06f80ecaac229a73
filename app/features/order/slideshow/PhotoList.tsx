// The buyer's photos in the order the video shows them: each dragged by its handle (mouse, touch, or the keyboard:
// Space or Enter lifts, arrows move, Space or Enter drops, Escape cancels, every step announced), moved a place
// with "Move earlier" and "Move later" (never disabled while saving: the focus stays on them), or removed. Focus
// stays on the button pressed as its photo moves.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, useRef } from 'react';
import type { SlideshowPhoto } from '../../../../shared/schemas/slideshow';
import { CloseIcon } from '../../../ui/icons';
import { moveBy, moveTo } from './photoOrder';

const INSTRUCTIONS =
  'To move a photo, press Space or Enter on its handle, use the Up and Down arrow keys, then press Space or Enter to drop it. Press Escape to cancel. Or use its Move earlier and Move later buttons.';

interface PhotoListProps {
  photos: SlideshowPhoto[];
  editable: boolean;
  busy: boolean;
  onReorder: (ids: string[], movedId: string) => void;
  onRemove: (id: string, position: number) => void;
}

export function PhotoList({ photos, editable, busy, onReorder, onRemove }: PhotoListProps) {
  const ids = photos.map((p) => p.id);
  const focusAfterMove = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A moved row is put back into the page elsewhere, which can take the focus from its button, and a removed row
  // takes it along: it goes to the button named, as soon as that one can take it (not while saving disables it).
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    const button = target ? list.current?.querySelector<HTMLButtonElement>(`[data-focus="${target}"]`) : null;
    if (!button || button.disabled) return;
    focusAfterMove.current = null;
    button.focus();
  });

  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `Photo ${position(active.id)} is over position ${position(over.id)}.` : 'Not over the list.'),
    onDragEnd: ({ over }) =>
      over ? `Dropped at position ${position(over.id)} of ${ids.length}.` : 'Dropped outside the list; nothing moved.',
    onDragCancel: ({ active }) => `Moving cancelled. The photo stays at position ${position(active.id)}.`,
  };
  const step = (id: string, by: -1 | 1) => {
    const next = moveBy(ids, id, by);
    if (!next) return;
    const stillMovable = by === -1 ? next.indexOf(id) > 0 : next.indexOf(id) < next.length - 1;
    focusAfterMove.current = `${id}:${stillMovable ? (by === -1 ? 'earlier' : 'later') : by === -1 ? 'later' : 'earlier'}`;
    onReorder(next, id);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveTo(ids, String(active.id), over ? String(over.id) : null);
    if (next) onReorder(next, String(active.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!editable || busy}>
        <ol className="slideshow-photos" ref={list} aria-label="Your photos, in the order the video shows them">
          {photos.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              position={index + 1}
              count={photos.length}
              editable={editable}
              busy={busy}
              onStep={(by) => step(photo.id, by)}
              onRemove={() => {
                // The focus goes to the next photo's Remove (or the one before, after the last), which stays.
                const neighbour = ids[index + 1] ?? ids[index - 1];
                if (neighbour) focusAfterMove.current = `${neighbour}:remove`;
                onRemove(photo.id, index + 1);
              }}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface PhotoRowProps {
  photo: SlideshowPhoto;
  position: number;
  count: number;
  editable: boolean;
  busy: boolean;
  onStep: (by: -1 | 1) => void;
  onRemove: () => void;
}

function PhotoRow({ photo, position, count, editable, busy, onStep, onRemove }: PhotoRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const label = `photo ${position}`;
  return (
    <li
      ref={setNodeRef}
      className={`slideshow-photo${isDragging ? ' slideshow-photo--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="slideshow-photo"
      data-photo-id={photo.id}
    >
      <span className="slideshow-photo__picture">
        {editable ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="slideshow-photo__handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${label}, position ${position} of ${count}`}
          >
            <img src={photo.thumbUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
          </button>
        ) : (
          <img
            className="slideshow-photo__thumb"
            src={photo.thumbUrl}
            alt={`Number ${position} of ${count}`}
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        )}
        {/* Screen readers have the number in the buttons' names, or the photo's text. */}
        <span className="slideshow-photo__number" aria-hidden="true">
          {position}
        </span>
      </span>
      {editable && (
        <span className="slideshow-photo__actions">
          <button
            type="button"
            className="slideshow-photo__btn"
            data-focus={`${photo.id}:earlier`}
            aria-label={`Move ${label} earlier`}
            disabled={position === 1}
            onClick={() => onStep(-1)}
          >
            Earlier
          </button>
          <button
            type="button"
            className="slideshow-photo__btn"
            data-focus={`${photo.id}:later`}
            aria-label={`Move ${label} later`}
            disabled={position === count}
            onClick={() => onStep(1)}
          >
            Later
          </button>
          <button
            data-focus={`${photo.id}:remove`}
            type="button"
            className="slideshow-photo__btn slideshow-photo__btn--remove"
            aria-label={`Remove ${label}`}
            disabled={busy}
            onClick={onRemove}
          >
            <CloseIcon />
          </button>
        </span>
      )}
    </li>
  );
}
