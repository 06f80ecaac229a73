// A below-the-fold section whose code (and, in a prerendered page, whose hydration) waits until it scrolls near
// the viewport. Rendered on the server it is plain HTML from the start; in the browser it suspends until near:
// while hydrating, React keeps the server's HTML on screen meanwhile; rendered afresh, a box of minHeight
// holds its place. Either way its lazy code loads only then.
import { Suspense, use, useId, type ReactNode } from 'react';

const ATTRIBUTE = 'data-lazy-section';

/** One promise per section (by its useId, the same across the retries of a suspended render), kept until near. */
const nearness = new Map<string, Promise<void>>();

function whenNear(id: string, rootMargin: string): Promise<void> {
  let promise = nearness.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      // The section's box exists in a hydrating page; a fresh render commits it a frame later. One that never
      // appears (a section gone before it was shown) is let through rather than watched for ever.
      let frames = 0;
      const watch = () => {
        const el = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
        if (!el) return void (++frames < 120 ? requestAnimationFrame(watch) : resolve());
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin },
        );
        observer.observe(el);
      };
      watch();
    });
    nearness.set(id, promise);
  }
  return promise;
}

function UntilNear({ id, rootMargin, children }: { id: string; rootMargin: string; children: ReactNode }) {
  if (typeof window !== 'undefined') use(whenNear(id, rootMargin));
  return children;
}

export function LazySection({
  children,
  minHeight = 480,
  rootMargin = '300px',
}: {
  children: ReactNode;
  minHeight?: number;
  rootMargin?: string;
}) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }}>
      <Suspense fallback={<div style={{ minHeight }} />}>
        <UntilNear id={id} rootMargin={rootMargin}>
          {children}
        </UntilNear>
      </Suspense>
    </div>
  );
}
