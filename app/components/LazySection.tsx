// Renders its content only once it scrolls near the viewport (the content's code loads then too).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export function LazySection({
  children,
  minHeight = 480,
  rootMargin = '300px',
}: {
  children: ReactNode;
  minHeight?: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near && <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>}
    </div>
  );
}
