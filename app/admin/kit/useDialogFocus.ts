// Focus for dialogs opened from code rather than a Dialog.Trigger: Radix returns focus only to its trigger, so
// without this it would fall to the page's body. Remembers what had focus when the dialog opened and goes back
// there, unless `override` names a better place (the list heading after the row was deleted).
import { useRef } from 'react';

export function useDialogFocus(override?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = override?.() ?? (opener.current?.isConnected ? opener.current : null);
      target?.focus();
      opener.current = null;
    },
  };
}
