// A page the server rendered shows its buttons and fields before its code has come. Until the app has taken the page
// over, they are disabled: a press would be lost, and a form would be sent by the browser itself (to the page's own
// address, its words in the URL). A page the browser renders itself is live from its first render.
import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

export function LiveControls({ children }: { children: ReactNode }) {
  const live = useHydrated();
  // A fieldset disables every control inside it at once; it draws no box and says nothing (ui/base.css, the role).
  return (
    <fieldset className="live-controls" role="presentation" disabled={!live}>
      {children}
    </fieldset>
  );
}
