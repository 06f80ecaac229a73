// A below-the-fold section whose code (and, in a prerendered page, whose hydration) waits until it scrolls near
// the viewport, is touched (a pointer over it, focus inside it, a first Tab on the page) or its page asks for it
// (wakeWhen). Rendered on the server it is plain HTML from the start; in the browser it suspends until then: while
// hydrating, React keeps the server's HTML on screen meanwhile; rendered afresh, a box of minHeight holds its place.
// Either way its lazy code loads only then.
import { Suspense, use, useEffect, useId, useRef, type ReactNode } from 'react';

const ATTRIBUTE = 'data-lazy-section';
const PLACEHOLDER = 'data-lazy-placeholder';

interface Waiting {
  promise: Promise<void>;
  wake: () => void;
  /** Whether its box is watched for nearness yet. */
  watched: boolean;
}

/** One promise per section (by its useId, the same across the retries of a suspended render), kept until woken. */
const sections = new Map<string, Waiting>();

function waitingFor(id: string): Waiting {
  let waiting = sections.get(id);
  if (!waiting) {
    let wake = () => undefined as void;
    const promise = new Promise<void>((resolve) => (wake = resolve));
    waiting = { promise, wake, watched: false };
    sections.set(id, waiting);
  }
  return waiting;
}

function whenNear(id: string, rootMargin: string): Promise<void> {
  const waiting = waitingFor(id);
  const { promise, wake } = waiting;
  if (waiting.watched) return promise;
  waiting.watched = true;
  // The section's box exists in a hydrating page; a fresh render commits it a frame later. One that never
  // appears (a section gone before it was shown) is let through rather than watched for ever.
  let frames = 0;
  const watch = () => {
    const el = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
    if (!el) return void (++frames < 120 ? requestAnimationFrame(watch) : wake());
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        wake();
      },
      { rootMargin },
    );
    observer.observe(el);
    void promise.then(() => observer.disconnect());
  };
  watch();
  return promise;
}

function UntilNear({ id, rootMargin, children }: { id: string; rootMargin: string; children: ReactNode }) {
  if (typeof window !== 'undefined') use(whenNear(id, rootMargin));
  return children;
}

/** What wakes a section early: a pointer over it or focus inside it (before its code has loaded, the server's HTML). */
const TOUCHES = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * A keyboard user's first Tab on the page (once the section is the app's) wakes it too: its server HTML holds its controls disabled until
 * it hydrates, and a placeholder holds none, so Tab would pass it by and land beyond it. Loaded on that first press,
 * it is live by the time Tab gets there.
 */
function onFirstTab(wake: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    document.removeEventListener('keydown', onKey, true);
    wake();
  };
  document.addEventListener('keydown', onKey, true);
  return () => document.removeEventListener('keydown', onKey, true);
}

export function LazySection({
  children,
  minHeight = 480,
  rootMargin = '300px',
  wakeOnTouch = false,
  wakeWhen,
  placeholderId,
}: {
  children: ReactNode;
  minHeight?: number;
  rootMargin?: string;
  /** Load as soon as the section is touched, however far from the screen, or on the page's first Tab. */
  wakeOnTouch?: boolean;
  /**
   * Called once after the section mounts with a function that loads it now, and whether the section is the server's
   * HTML or was rendered in the browser (a placeholder). A stable function: not watched.
   */
  wakeWhen?: (wake: () => void, rendered: 'server' | 'browser') => void;
  /** The placeholder's id: the section's own, so a link to it (#id) still leads there before it loads. */
  placeholderId?: string;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const wakeWhenRef = useRef(wakeWhen);
  useEffect(() => {
    const { wake } = waitingFor(id);
    const el = box.current;
    wakeWhenRef.current?.(wake, el?.querySelector(`:scope > [${PLACEHOLDER}]`) ? 'browser' : 'server');
    if (!wakeOnTouch || !el) return;
    for (const type of TOUCHES) el.addEventListener(type, wake, { once: true, passive: true });
    const stopWatchingTab = onFirstTab(wake);
    return () => {
      for (const type of TOUCHES) el.removeEventListener(type, wake);
      stopWatchingTab();
    };
  }, [id, wakeOnTouch]);
  return (
    <div ref={box} {...{ [ATTRIBUTE]: id }}>
      <Suspense fallback={<div id={placeholderId} style={{ minHeight }} {...{ [PLACEHOLDER]: '' }} />}>
        <UntilNear id={id} rootMargin={rootMargin}>
          {children}
        </UntilNear>
      </Suspense>
    </div>
  );
}
