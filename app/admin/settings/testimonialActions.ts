// What Settings → Testimonials changes on the server: add, edit, delete and reorder, each refreshing the admin's
// list, the pages' testimonials and the demo-content count. A reorder shows at once; a refusal puts the old order back.
import { useMutation } from '@tanstack/react-query';
import type { Testimonial } from '../../../shared/schemas/testimonial';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useOptimisticReorder } from '../kit/reorder';
import { toast } from '../../ui/toasts';

export const TESTIMONIAL_KEYS = [adminKeys.testimonials, publicKeys.testimonials, adminKeys.demoContent] as const;

export function useDeleteTestimonial(onDeleted: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (t: Testimonial) => adminApi.deleteTestimonial(t.id),
    retry: retryIfUnreached,
    onSuccess: () => {
      toast.success('Testimonial deleted');
      onDeleted();
    },
    onError: (error) => toast.error('Failed to delete the testimonial', failureText(error)),
    onSettled: () => refresh(...TESTIMONIAL_KEYS),
  });
}

export function useReorderTestimonials() {
  return useOptimisticReorder<Testimonial>({
    key: adminKeys.testimonials,
    save: adminApi.orderTestimonials,
    refreshKeys: TESTIMONIAL_KEYS,
    failureTitle: 'Failed to reorder testimonials',
  });
}
