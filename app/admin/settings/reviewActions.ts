// What Settings → Testimonials does to a review on the server: publish, hide, or set the shop's reply, each
// refreshing the admin's list and what the pages show (the testimonials, the rating summary in the config).
import { useMutation } from '@tanstack/react-query';
import type { AdminReview } from '../../../shared/reviews';
import type { ReviewModeration } from '../../../shared/schemas/review';
import { toast } from '../../ui/toasts';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';

/** What a change did, as the toast says it. */
function doneText(before: AdminReview, after: AdminReview): string {
  if (after.published !== before.published) return after.published ? 'Review published' : 'Review hidden';
  return after.reply ? 'Reply saved' : 'Reply removed';
}

export function useModerateReview(review: AdminReview, onDone?: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: ReviewModeration) => adminApi.moderateReview(review.id, change),
    retry: retryIfUnreached,
    onSuccess: (after) => {
      toast.success(doneText(review, after));
      onDone?.();
    },
    onError: (error) => toast.error('Failed to update the review', failureText(error)),
    onSettled: () => refresh(adminKeys.reviews, publicKeys.testimonials, publicKeys.config),
  });
}
