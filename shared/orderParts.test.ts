// Which parts an order's page shows, and that the page loads the same modules the server names.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrderView } from './api-types';
import { ORDER_PART_MODULES, orderPartsOf } from './orderParts';

const APP = path.join(import.meta.dirname, '..', 'app');

const order = (over: Partial<OrderView> = {}): OrderView => ({
  reference: 'ABC12345',
  recipientName: 'Maria',
  occasion: 'Birthday',
  mood: 'Joyful',
  genre: 'Pop',
  vocalPreference: 'Female',
  rushDelivery: false,
  totalCents: 4900,
  currency: 'usd',
  status: 'pending',
  paymentStatus: 'pending',
  createdAt: '2026-11-27T08:00:00.000Z',
  paidAt: null,
  dueAt: null,
  deliveryHours: 48,
  ...over,
});

describe('orderPartsOf', () => {
  it('an unpaid order shows none; a paid one "Notify me"; a delivered one the review', () => {
    expect(orderPartsOf(order())).toEqual([]);
    expect(orderPartsOf(order({ status: 'in_progress', paymentStatus: 'paid' }))).toEqual(['notify']);
    expect(orderPartsOf(order({ status: 'delivered', paymentStatus: 'paid', songPageUrl: '/song/x' }))).toEqual(['review']);
    expect(orderPartsOf(order({ status: 'rejected', paymentStatus: 'paid' }))).toEqual([]);
  });

  it('adds the lyrics, the gift and the slideshow when the order has them', () => {
    const parts = orderPartsOf(
      order({
        status: 'in_progress',
        paymentStatus: 'paid',
        lyricsDraft: {} as OrderView['lyricsDraft'],
        gift: {} as OrderView['gift'],
        slideshow: {} as OrderView['slideshow'],
      }),
    );
    expect(parts).toEqual(['lyrics', 'gift', 'notify', 'slideshow']);
  });

  it('names the modules the order page loads lazily (app/features/order/orderParts.ts), each a file of the app', () => {
    const source = fs.readFileSync(path.join(APP, 'features', 'order', 'orderParts.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) =>
      path
        .relative(APP, path.resolve(APP, 'features', 'order', `${m[1]}.tsx`))
        .split(path.sep)
        .join('/'),
    );
    expect(imported.sort()).toEqual(Object.values(ORDER_PART_MODULES).sort());
    for (const file of Object.values(ORDER_PART_MODULES)) expect(fs.existsSync(path.join(APP, file)), file).toBe(true);
  });
});
