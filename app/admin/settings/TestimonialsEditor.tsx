// Settings → Testimonials: the shop's reviews in the order the pages show them. Add one, edit one in place (a
// demo one then becomes the shop's own), delete after confirming, reorder by dragging the handle or with the
// Move up / Move down buttons. A move shows at once; a refusal puts the old order back.
import { arrayMove } from '@dnd-kit/sortable';
import { useRef } from 'react';
import type { Testimonial, TestimonialFields } from '../../../shared/schemas/testimonial';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { useRefresh } from '../kit/queries';
import { useAdminTestimonials } from './settingsQueries';
import { TESTIMONIAL_KEYS, useDeleteTestimonial, useReorderTestimonials } from './testimonialActions';
import { EMPTY_TESTIMONIAL } from './testimonialForm';
import { toast } from '../../ui/toasts';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { TestimonialForm } from './TestimonialForm';
import { TestimonialList } from './TestimonialList';
import { useDeleteConfirmation } from '../kit/useDeleteConfirmation';

export function TestimonialsEditor() {
  const testimonials = useAdminTestimonials();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useDeleteConfirmation<Testimonial>(heading);
  const refresh = useRefresh();

  const add = async (fields: TestimonialFields) => {
    try {
      await adminApi.addTestimonial(fields);
      toast.success('Testimonial added');
    } finally {
      void refresh(...TESTIMONIAL_KEYS);
    }
  };

  const remove = useDeleteTestimonial(confirm.done);
  const reorder = useReorderTestimonials();

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
          Shown on the home pages (the first three or four) and the free-song page, in this order, after the customers’ reviews you publish
          (below). Drag a handle, or use Move up and Move down.
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
