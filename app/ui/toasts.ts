// The toast queue (spec §9): at most one toast at a time, a newer one replaces it; a dismissed toast
// closes at once and leaves the list after 1,000,000 ms.
import { create } from 'zustand';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'success' | 'error' | 'info';
  open: boolean;
  /** Milliseconds on screen; the spec's default is 5 s. */
  duration?: number;
}

interface ToastState {
  toasts: Toast[];
  /** Whether any toast was ever shown (the viewport loads then). */
  used: boolean;
  show(toast: Omit<Toast, 'id' | 'open'>): number;
  dismiss(id: number): void;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  used: false,
  show(toast) {
    const id = nextId++;
    set((state) => ({ used: true, toasts: [{ ...toast, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    setTimeout(() => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })), TOAST_REMOVE_DELAY);
  },
}));

export const toast = {
  success: (title: string, description?: string) =>
    useToasts.getState().show({ title, ...(description ? { description } : {}), variant: 'success' }),
  error: (title: string, description?: string) =>
    useToasts.getState().show({ title, ...(description ? { description } : {}), variant: 'error' }),
  info: (title: string, description?: string) =>
    useToasts.getState().show({ title, ...(description ? { description } : {}), variant: 'info' }),
};
