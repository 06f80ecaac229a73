// Renders the toast queue with Radix Toast: 5 s default, swipe right 50 px to dismiss, F8 focuses the region.
// Loaded with the first toast (see Toaster), so pages that never toast never download it.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useToasts } from './toasts';
import './Toaster.css';

/**
 * While toasts show, the page keeps their height free at its foot (--toast-room, read by scroll-padding-bottom in
 * base.css), so a control that takes focus is scrolled clear of them rather than under them (WCAG 2.4.11).
 */
function useToastRoom() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      if (element.childElementCount === 0) root.style.removeProperty('--toast-room');
      else root.style.setProperty('--toast-room', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const children = new MutationObserver(measure);
    children.observe(element, { childList: true });
    return () => {
      observer.disconnect();
      children.disconnect();
      root.style.removeProperty('--toast-room');
    };
  }, []);
  return viewport;
}

export default function ToastViewport() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const viewport = useToastRoom();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          className={`toast toast--${t.variant}`}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          {...(t.duration ? { duration: t.duration } : {})}
          type={t.variant === 'error' ? 'foreground' : 'background'}
        >
          <div className="toast__text">
            <ToastPrimitive.Title className="toast__title">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="toast__description">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
