// What Settings → Testimonials changes on the server: add, edit, delete and reorder, each refreshing the admin's
// list, the pages' testimonials and the demo-content count. A reorder shows at once; a refusal puts the old order back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimonial } from '../../../shared/schemas/testimonial';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
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
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
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
    onSettled: () => refresh(...TESTIMONIAL_KEYS),
  });
}
