// The testimonials in the order the pages show them: each row with its name, rating and words, a drag handle for a
// pointer and Move up / Move down for the keyboard, Edit (the form in place of the words) and Delete.
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState, type RefObject } from 'react';
import type { Testimonial, TestimonialFields } from '../../../shared/schemas/testimonial';
import { adminApi } from '../kit/api';
import { useRefresh } from '../kit/queries';
import { TESTIMONIAL_KEYS } from './testimonialActions';
import { testimonialToForm } from './testimonialForm';
import { toast } from '../../ui/toasts';
import { GripIcon, TrashIcon } from '../kit/adminIcons';
import { MoveButtons } from '../kit/reorder';
import { TestimonialForm } from './TestimonialForm';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface ListProps {
  list: Testimonial[];
  busy: boolean;
  move: (from: number, to: number) => void;
  onDelete: (t: Testimonial) => void;
}

export function TestimonialList({ list, busy, move, onDelete }: ListProps) {
  // A small distance before a drag starts keeps taps on the handle from moving anything.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(
      list.findIndex((t) => t.id === active.id),
      list.findIndex((t) => t.id === over.id),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} onDragEnd={onDragEnd}>
      <SortableContext items={list.map((t) => t.id)} strategy={verticalListSortingStrategy} disabled={busy}>
        <ol className="testimonial-rows" aria-busy={busy || undefined}>
          {list.map((t, index) => (
            <TestimonialRow key={t.id} testimonial={t} index={index} count={list.length} move={move} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
      {busy && (
        <p className="admin-saving" role="status">
          Saving the new order…
        </p>
      )}
    </DndContext>
  );
}

interface RowProps {
  testimonial: Testimonial;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  onDelete: (t: Testimonial) => void;
}

function TestimonialRow({ testimonial: t, index, count, move, onDelete }: RowProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refresh = useRefresh();
  const sortable = useSortable({ id: t.id });
  const where = [t.location, t.occasion].filter(Boolean).join(' · ');
  // Saved or cancelled, the form goes: focus returns to the Edit button that opened it.
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = async (fields: TestimonialFields) => {
    try {
      await adminApi.updateTestimonial(t.id, fields);
      toast.success('Testimonial saved');
      close();
    } finally {
      void refresh(...TESTIMONIAL_KEYS);
    }
  };

  return (
    <li
      ref={sortable.setNodeRef}
      className={`testimonial-row${sortable.isDragging ? ' testimonial-row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <div className="testimonial-row__head">
        <button
          ref={sortable.setActivatorNodeRef}
          type="button"
          className="sample__handle"
          {...sortable.attributes}
          {...sortable.listeners}
          // Dragging is for a pointer; the keyboard has the Move buttons.
          tabIndex={-1}
          aria-hidden="true"
        >
          <GripIcon />
        </button>
        <div className="testimonial-row__who">
          <h4 className="testimonial-row__name">
            {t.name} {t.demo && <span className="admin-chip admin-chip--info">Demo</span>}
          </h4>
          <p className="testimonial-row__meta">
            <span>
              {t.rating} of 5 stars{where && ` · ${where}`}
            </span>
          </p>
        </div>
      </div>
      {editing ? (
        <TestimonialForm
          label={`Edit the review by ${t.name}`}
          initial={testimonialToForm(t)}
          submitLabel="Save testimonial"
          busyLabel="Saving…"
          onSave={save}
          onCancel={close}
        />
      ) : (
        <p className="testimonial-row__text">“{t.text}”</p>
      )}
      {t.demo && !editing && (
        <p className="testimonial-row__note">An example shipped with the shop: edit it to make it yours, or delete it.</p>
      )}
      <RowActions
        testimonial={t}
        index={index}
        count={count}
        move={move}
        editButton={editing ? null : editButton}
        onEdit={() => setEditing(true)}
        onDelete={onDelete}
      />
    </li>
  );
}

interface RowActionsProps {
  testimonial: Testimonial;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  /** The Edit button, left out while the row is being edited. */
  editButton: RefObject<HTMLButtonElement | null> | null;
  onEdit: () => void;
  onDelete: (t: Testimonial) => void;
}

/** Move up, Move down, Edit and Delete: each names the review and, for a move, where it stands. */
function RowActions({ testimonial: t, index, count, move, editButton, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="testimonial-row__actions">
      <MoveButtons name={t.name} index={index} count={count} move={move} />
      {editButton && (
        <button ref={editButton} type="button" className="btn btn--outline btn--small" onClick={onEdit} aria-label={`Edit ${t.name}`}>
          Edit
        </button>
      )}
      <button
        type="button"
        className="admin-icon-btn admin-icon-btn--danger"
        aria-label={`Delete the review by ${t.name}`}
        onClick={() => onDelete(t)}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
