// The state behind "Delete … ?" (ConfirmDialog): which item is asked about, and where focus goes once it is
// deleted (its row is gone, so to the list's heading); after a Cancel it goes back to the button that asked.
import { useRef, useState, type RefObject } from 'react';

export function useDeleteConfirmation<T>(heading: RefObject<HTMLElement | null>) {
  const [doomed, setDoomed] = useState<T | null>(null);
  const deleted = useRef(false);
  return {
    doomed,
    ask: (item: T) => setDoomed(item),
    /** The delete went through: the dialog closes. */
    done: () => {
      deleted.current = true;
      setDoomed(null);
    },
    /** ConfirmDialog's open state and focus. */
    dialog: {
      open: doomed !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setDoomed(null);
      },
      focusAfterClose: () => {
        if (!deleted.current) return null;
        deleted.current = false;
        return heading.current;
      },
    },
  };
}
