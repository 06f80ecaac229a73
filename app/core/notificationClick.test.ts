// A notification's click: only pages of this site open, and a window already on that page is reused.
import { describe, expect, it } from 'vitest';
import { notificationTarget, windowToReuse } from './notificationClick';

const ORIGIN = 'https://shop.example';

describe('notificationTarget', () => {
  it('resolves a path or a full address of this site', () => {
    expect(notificationTarget({ url: '/song/abc' }, ORIGIN).href).toBe('https://shop.example/song/abc');
    expect(notificationTarget({ url: '/admin?tab=orders' }, ORIGIN).href).toBe('https://shop.example/admin?tab=orders');
    expect(notificationTarget({ url: '/#chat=123' }, ORIGIN).href).toBe('https://shop.example/#chat=123');
    expect(notificationTarget({ url: 'https://shop.example/order/t' }, ORIGIN).href).toBe('https://shop.example/order/t');
  });

  it('opens the home page for another site, a script URL, or no url at all', () => {
    for (const data of [
      { url: 'https://evil.example/phish' },
      { url: '//evil.example/x' },
      { url: 'javascript:alert(1)' },
      { url: 42 },
      null,
      'text',
    ]) {
      expect(notificationTarget(data, ORIGIN).href).toBe('https://shop.example/');
    }
  });
});

describe('windowToReuse', () => {
  const target = new URL('https://shop.example/admin?tab=orders');

  it('picks a window on the same page, the focused one first, whatever its query', () => {
    const home = { url: 'https://shop.example/', focused: true, id: 'home' };
    const adminA = { url: 'https://shop.example/admin?tab=samples', focused: false, id: 'a' };
    const adminB = { url: 'https://shop.example/admin', focused: true, id: 'b' };
    expect(windowToReuse([home, adminA, adminB], target)?.id).toBe('b');
    expect(windowToReuse([home, adminA], target)?.id).toBe('a');
  });

  it('finds none when no window shows that page (a new one opens)', () => {
    expect(windowToReuse([{ url: 'https://shop.example/faq', focused: true }], target)).toBeUndefined();
    expect(windowToReuse([{ url: 'https://other.example/admin', focused: true }], target)).toBeUndefined();
    expect(windowToReuse([], target)).toBeUndefined();
  });
});
