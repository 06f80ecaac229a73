// The floating 'Chat with Human' button on pages with the shared footer. The widget itself (Dexie, XState, the
// panel) is its own chunk: it loads once the page is idle when this device keeps a conversation or the address
// links to one, and otherwise when the visitor presses the button, so a first visit does not pay for it. The
// button stays this one element throughout (the widget drives it), so a press or the focus is never lost; it
// hides while the panel is open and takes the focus back when the panel closes. On a prerendered page it is in the
// server's HTML: a press before the app's code has taken it over opens the panel once it has (core/earlyPress).
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasStoredChat } from '../../core/db/peek';
import { EARLY_PRESS } from '../../core/earlyPress';
import { useEarlyPress } from '../../ui/useEarlyPress';
import { ChatButtonFace, type ChatButtonState } from './ChatButtonFace';
import { chatLinkIn } from './chatLink';
import './ChatLauncher.css';

type WidgetModule = typeof import('./widget/ChatWidget');

let loading: Promise<WidgetModule> | null = null;
/** Once loaded, a page that mounts the launcher again (back from a page without the footer) has the widget at once. */
let loaded: WidgetModule | null = null;

function loadWidget(): Promise<WidgetModule> {
  loading ??= import('./widget/ChatWidget')
    .then((module) => (loaded = module))
    .catch((err: unknown) => {
      // Offline before the service worker kept the chunk: the next press tries again.
      loading = null;
      throw err;
    });
  return loading;
}

/** Fetches the widget's code without showing it: reaching for the button is the cue. */
const prefetch = () => void loadWidget().catch(() => undefined);

/** After the page has loaded and the browser is idle; answers a function that cancels it. */
function afterLoadWhenIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const idle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 1500);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

export function ChatLauncher() {
  const [widget, setWidget] = useState<WidgetModule | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [shown, setShown] = useState<ChatButtonState>({ open: false, unread: 0 });
  const button = useRef<HTMLButtonElement>(null);
  /** Set by the widget: what a press does once it is here. */
  const toggle = useRef<(() => void) | null>(null);

  const show = useCallback(() => {
    loadWidget().then(setWidget, (err: unknown) => {
      setOpenOnLoad(false);
      console.warn('Could not load the chat', err);
    });
  }, []);

  // As hydration commits: a press the starter noted before then opens the panel as soon as the widget is here.
  useEarlyPress(button, () => {
    setOpenOnLoad(true);
    show();
  });

  useEffect(() => {
    if (widget) return;
    const cancel = afterLoadWhenIdle(() => {
      if (chatLinkIn(window.location.hash)) show();
      else void hasStoredChat().then((kept) => kept && show());
    });
    // A link to a conversation can also arrive while the page is open (a notification tapped).
    const onHash = () => chatLinkIn(window.location.hash) && show();
    window.addEventListener('hashchange', onHash);
    return () => {
      cancel();
      window.removeEventListener('hashchange', onHash);
    };
  }, [widget, show]);

  const wasOpen = useRef(false);
  useEffect(() => {
    // Here, not in the widget: the button shows again only once this render has let it.
    if (wasOpen.current && !shown.open) button.current?.focus();
    wasOpen.current = shown.open;
  }, [shown.open]);

  const press = () => {
    if (toggle.current) return toggle.current();
    setOpenOnLoad(true);
    show();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`chat-launcher${shown.open ? ' chat-launcher--open' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={shown.open}
        aria-controls={shown.open ? 'chat-panel' : undefined}
        aria-busy={(openOnLoad && !widget) || undefined}
        data-testid="chat-launcher"
        {...EARLY_PRESS}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={press}
        // Escape closes the panel from its button too, not only from inside it.
        onKeyDown={(event) => event.key === 'Escape' && shown.open && toggle.current?.()}
      >
        <ChatButtonFace unread={shown.open ? 0 : shown.unread} />
      </button>
      {widget && <widget.ChatWidget openOnStart={openOnLoad} toggle={toggle} onButtonState={setShown} />}
    </>
  );
}
