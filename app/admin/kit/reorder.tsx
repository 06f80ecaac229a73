// Putting a list in a new order (testimonials, add-ons): Move up / Move down for the keyboard, each naming the item
// and where it stands, and a mutation that shows the new order at once and puts the old one back if the shop refuses.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../ui/toasts';
import { failureText } from './client';
import { retryIfUnreached, useRefresh } from './queries';

export interface Placement {
  /** 0-based place in the list, and the list's length. */
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}

/** Move up and Move down; at an end of the list, the button says it cannot (aria-disabled) and does nothing. */
export function MoveButtons({ name, index, count, move }: Placement & { name: string }) {
  const position = `position ${index + 1} of ${count}`;
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => index > 0 && move(index, index - 1)}
        aria-disabled={index === 0}
        aria-label={`Move up: ${name}, ${position}`}
      >
        Move up
      </button>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => index < count - 1 && move(index, index + 1)}
        aria-disabled={index === count - 1}
        aria-label={`Move down: ${name}, ${position}`}
      >
        Move down
      </button>
    </>
  );
}

/** Saves a list's new order (the ids in it); `refreshKeys` are what shows the order elsewhere. */
export function useOptimisticReorder<T extends { id: string }>(options: {
  key: QueryKey;
  save: (ids: string[]) => Promise<T[]>;
  refreshKeys: readonly QueryKey[];
  failureTitle: string;
}) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: T[]) => options.save(list.map((item) => item.id)),
    retry: retryIfUnreached,
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: options.key });
      const previous = queryClient.getQueryData<T[]>(options.key);
      queryClient.setQueryData(options.key, list);
      return { previous };
    },
    onSuccess: (list) => queryClient.setQueryData(options.key, list),
    onError: (error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(options.key, context.previous);
      toast.error(options.failureTitle, failureText(error));
    },
    onSettled: () => refresh(...options.refreshKeys),
  });
}
