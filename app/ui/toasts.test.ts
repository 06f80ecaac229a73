// The toast queue: one toast at a time, the newest replacing the last; dismissing closes, then removes later.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, toast, useToasts } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  useToasts.setState({ toasts: [], used: false });
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows at most one toast: a newer one replaces the one on screen', () => {
    toast.error('Missing Information', 'Please fill in all required fields.');
    toast.success('Message Sent!');
    const { toasts, used } = useToasts.getState();
    expect(used).toBe(true);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Message Sent!', variant: 'success', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const id = toast.info('Hello');
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(useToasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
