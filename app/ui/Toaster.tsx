// Mounts the toast viewport once the first toast is shown; until then it costs the page nothing.
import { lazy, Suspense } from 'react';
import { useToasts } from './toasts';

const ToastViewport = lazy(() => import('./ToastViewport'));

export function Toaster() {
  const used = useToasts((s) => s.used);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
