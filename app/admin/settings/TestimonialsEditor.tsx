// Settings → Testimonials: the shop's reviews in the order the pages show them. Add one, edit one in place (a
// demo one then becomes the shop's own), delete after confirming, reorder by dragging the handle or with the
// Move up / Move down buttons. A move shows at once; a refusal puts the old order back.
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Testimonial, TestimonialFields } from '../../../shared/schemas/testimonial';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useAdminTestimonials } from './settingsQueries';
import { EMPTY_TESTIMONIAL, testimonialToForm } from './testimonialForm';
import { toast } from '../../ui/toasts';
import { GripIcon, TrashIcon } from '../kit/adminIcons';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { TestimonialForm } from './TestimonialForm';
import { useDeleteConfirmation } from '../kit/useDeleteConfirmation';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const KEYS = [adminKeys.testimonials, publicKeys.testimonials, adminKeys.demoContent] as const;

export function TestimonialsEditor() {
  const testimonials = useAdminTestimonials();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useDeleteConfirmation<Testimonial>(heading);
  const refresh = useRefresh();
  const queryClient = useQueryClient();

  const add = async (fields: TestimonialFields) => {
    try {
      await adminApi.addTestimonial(fields);
      toast.success('Testimonial added');
    } finally {
      void refresh(...KEYS);
    }
  };

  const remove = useMutation({
    mutationFn: (t: Testimonial) => adminApi.deleteTestimonial(t.id),
    retry: retryIfUnreached,
    onSuccess: () => {
      toast.success('Testimonial deleted');
      confirm.done();
    },
    onError: (error) => toast.error('Failed to delete the testimonial', failureText(error)),
    onSettled: () => refresh(...KEYS),
  });

  const reorder = useMutation({
    mutationFn: (list: Testimonial[]) => adminApi.orderTestimonials(list.map((t) => t.id)),
    retry: retryIfUnreached,
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.testimonials });
      const previous = queryClient.getQueryData<Testimonial[]>(adminKeys.testimonials);
      queryClient.setQueryData(adminKeys.testimonials, list);
      return { previous };
    },
    onSuccess: (list) => queryClient.setQueryData(adminKeys.testimonials, list),
    onError: (error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.testimonials, context.previous);
      toast.error('Failed to reorder testimonials', failureText(error));
    },
    onSettled: () => refresh(...KEYS),
  });

  const list = testimonials.data ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to || reorder.isPending) return;
    reorder.mutate(arrayMove(list, from, to));
  };

  return (
    <section className="card admin-card testimonials-editor" aria-labelledby="testimonials-title">
      <div className="admin-section-head">
        <h3 id="testimonials-title" ref={heading} tabIndex={-1} className="admin-section-head__title">
          Testimonials {testimonials.data && <span className="admin-count">{list.length}</span>}
        </h3>
        <p className="admin-section-head__hint">
          Shown on the home pages (the first three or four) and the free-song page, in this order. Drag a handle, or use Move up and Move
          down.
        </p>
      </div>
      {testimonials.isPending ? (
        <ListSkeleton rows={2} label="Loading testimonials" />
      ) : testimonials.isError ? (
        <LoadError
          message="Failed to fetch testimonials"
          detail={failureText(testimonials.error)}
          onRetry={() => void testimonials.refetch()}
          retrying={testimonials.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No testimonials yet">
          <p>The pages hide their reviews section until you add one below.</p>
        </EmptyState>
      ) : (
        <TestimonialList list={list} busy={reorder.isPending} move={move} onDelete={confirm.ask} />
      )}
      <details className="testimonials-editor__add">
        <summary className="btn btn--outline">Add a testimonial</summary>
        <TestimonialForm
          label="Add a testimonial"
          initial={EMPTY_TESTIMONIAL}
          resetAfterSave={EMPTY_TESTIMONIAL}
          submitLabel="Add testimonial"
          busyLabel="Adding…"
          onSave={add}
        />
      </details>
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete this testimonial?"
        description={
          <>
            The review by <strong>{confirm.doomed?.name}</strong> will be removed from every page. This cannot be undone.
          </>
        }
        confirmLabel="Delete testimonial"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => confirm.doomed && remove.mutate(confirm.doomed)}
      />
    </section>
  );
}

interface ListProps {
  list: Testimonial[];
  busy: boolean;
  move: (from: number, to: number) => void;
  onDelete: (t: Testimonial) => void;
}

function TestimonialList({ list, busy, move, onDelete }: ListProps) {
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: t.id });
  const where = [t.location, t.occasion].filter(Boolean).join(' · ');
  const position = `position ${index + 1} of ${count}`;

  const save = async (fields: TestimonialFields) => {
    try {
      await adminApi.updateTestimonial(t.id, fields);
      toast.success('Testimonial saved');
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
    } finally {
      void refresh(...KEYS);
    }
  };

  return (
    <li
      ref={setNodeRef}
      className={`testimonial-row${isDragging ? ' testimonial-row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="testimonial-row__head">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="sample__handle"
          {...attributes}
          {...listeners}
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
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      ) : (
        <p className="testimonial-row__text">“{t.text}”</p>
      )}
      {t.demo && !editing && (
        <p className="testimonial-row__note">An example shipped with the shop: edit it to make it yours, or delete it.</p>
      )}
      <div className="testimonial-row__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => move(index, index - 1)}
          aria-disabled={index === 0}
          aria-label={`Move up: ${t.name}, ${position}`}
        >
          Move up
        </button>
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => move(index, index + 1)}
          aria-disabled={index === count - 1}
          aria-label={`Move down: ${t.name}, ${position}`}
        >
          Move down
        </button>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${t.name}`}
          >
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
    </li>
  );
}
