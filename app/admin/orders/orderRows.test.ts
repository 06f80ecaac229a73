// The Ordered Songs lists' rows, search and status filter.
import { describe, expect, it } from 'vitest';
import type { AdminFreeSongSubmission, AdminOrder } from '../../../shared/admin-api-types';
import {
  countByStatus,
  displayIdOf,
  filterRows,
  isMailOnItsWay,
  SENDING_POLL_MS,
  sendingPollInterval,
  statusLabel,
  toRow,
  type OrderRow,
} from './orderRows';

const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'ord_0001abcdefgh',
  displayId: 'ABCDEFGH',
  customerName: 'Sam Lee',
  email: 'sam@example.com',
  recipientName: 'Jo',
  songTitle: null,
  occasion: 'Anniversary',
  storyDetails: 'We met in Lisbon.',
  mood: 'Romantic',
  genre: 'Pop',
  vocalPreference: 'Female',
  namePronunciation: null,
  rushDelivery: true,
  price: 10800,
  currency: 'USD',
  paid: true,
  status: 'pending',
  paymentStatus: 'paid',
  adminNotes: null,
  createdAt: '2025-09-01T10:00:00.000Z',
  paidAt: null,
  dueAt: null,
  delivery: null,
  revision: null,
  ...over,
});

const submission = (over: Partial<AdminFreeSongSubmission> = {}): AdminFreeSongSubmission => ({
  id: 'fs_0002zyxwvuts',
  displayId: '',
  name: 'Ana Ruiz',
  email: 'ana@example.org',
  occasion: 'Birthday',
  recipientName: 'Mateo',
  relationship: 'Son',
  story: 'He turns ten.',
  specialDetails: 'Loves dinosaurs',
  mood: 'Joyful',
  genre: 'Pop',
  vocalPreference: 'Male',
  agreedToVideo: true,
  status: 'approved',
  adminNotes: null,
  scheduledSendAt: '2025-09-03T18:00:00.000Z',
  createdAt: '2025-09-02T10:00:00.000Z',
  delivery: null,
  revision: { note: 'Say Mateo twice', requestedAt: '2025-09-04T10:00:00.000Z', pending: true },
  ...over,
});

describe('toRow', () => {
  it('brings a paid order and a free-song submission to one shape', () => {
    expect(toRow({ kind: 'paid', data: order() })).toMatchObject({
      kind: 'paid',
      displayId: 'ABCDEFGH',
      customerName: 'Sam Lee',
      paymentStatus: 'paid',
      rush: true,
      scheduledSendAt: null,
    });
    expect(toRow({ kind: 'free', data: submission() })).toMatchObject({
      kind: 'free',
      customerName: 'Ana Ruiz',
      paymentStatus: null,
      rush: false,
      revision: { note: 'Say Mateo twice' },
    });
  });

  it('carries a paid order’s gift date, and none for a free song', () => {
    const gift = {
      revealAt: '2025-09-10T16:00:00.000Z',
      recipientEmail: 'jo@example.com',
      giftPageUrl: 'https://shop.example/gift/t',
      revealedAt: null,
    };
    expect(toRow({ kind: 'paid', data: order({ gift }) }).gift).toEqual(gift);
    expect(toRow({ kind: 'paid', data: order() }).gift).toBeNull();
    expect(toRow({ kind: 'free', data: submission() }).gift).toBeNull();
  });

  it('names a paid order’s add-ons, in the order bought; none for a free song or an order without', () => {
    const addOns = [
      { id: 'extra-verse', name: 'Extra verse', priceCents: 1900 },
      { id: 'photo-slideshow', name: 'Photo slideshow video', priceCents: 2900 },
    ];
    expect(toRow({ kind: 'paid', data: order({ addOns }) }).addOns).toEqual(['Extra verse', 'Photo slideshow video']);
    expect(toRow({ kind: 'paid', data: order() }).addOns).toEqual([]);
    expect(toRow({ kind: 'free', data: submission() }).addOns).toEqual([]);
  });

  it('falls back to the last 8 characters of the id, upper case, for the display id', () => {
    expect(displayIdOf('fs_0002zyxwvuts')).toBe('ZYXWVUTS');
    expect(toRow({ kind: 'free', data: submission() }).displayId).toBe('ZYXWVUTS');
    expect(toRow({ kind: 'paid', data: order({ customerName: null }) }).customerName).toBe('');
  });
});

describe('filterRows', () => {
  const rows: OrderRow[] = [
    toRow({ kind: 'paid', data: order() }),
    toRow({
      kind: 'paid',
      data: order({
        id: 'o2',
        displayId: 'O2',
        customerName: 'Kim Park',
        email: 'kim@park.io',
        status: 'delivered',
        createdAt: '2025-09-05T10:00:00.000Z',
      }),
    }),
    toRow({
      kind: 'paid',
      data: order({
        id: 'o3',
        displayId: 'O3',
        customerName: 'Lee Moss',
        email: 'moss@example.com',
        status: 'pending',
        createdAt: '2025-08-01T10:00:00.000Z',
      }),
    }),
  ];

  it('finds rows by name or email, case and order of words aside', () => {
    expect(filterRows(rows, { search: 'LEE', status: '' }).map((r) => r.id)).toEqual(['ord_0001abcdefgh', 'o3']);
    expect(filterRows(rows, { search: 'park.io', status: '' }).map((r) => r.id)).toEqual(['o2']);
    expect(filterRows(rows, { search: 'lee sam', status: '' }).map((r) => r.id)).toEqual(['ord_0001abcdefgh']);
    expect(filterRows(rows, { search: 'jo', status: '' })).toHaveLength(3);
    expect(filterRows(rows, { search: 'nobody', status: '' })).toEqual([]);
  });

  it('filters by status and lists newest first', () => {
    expect(filterRows(rows, { search: '', status: '' }).map((r) => r.id)).toEqual(['o2', 'ord_0001abcdefgh', 'o3']);
    expect(filterRows(rows, { search: '  ', status: 'pending' }).map((r) => r.id)).toEqual(['ord_0001abcdefgh', 'o3']);
    expect(filterRows(rows, { search: 'kim', status: 'pending' })).toEqual([]);
  });

  it('counts rows per status', () => {
    expect(Object.fromEntries(countByStatus(rows))).toEqual({ pending: 2, delivered: 1 });
  });
});

describe('statusLabel', () => {
  it('writes statuses for people', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('reaction_received')).toBe('Reaction received');
    expect(statusLabel('pending')).toBe('Pending');
  });
});

describe('isMailOnItsWay', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  const delivery = {
    songUrl: '/api/media/x',
    lyricsUrl: null,
    lyricsType: null,
    message: null,
    deliveredAt: null,
    songPageUrl: 'https://shop.example/song/t',
  };

  it('is true for a completed send whose mail has not gone out, due now', () => {
    expect(isMailOnItsWay({ status: 'completed', delivery }, now)).toBe(true);
    expect(isMailOnItsWay({ status: 'completed', delivery, scheduledSendAt: '2026-03-01T11:59:00.000Z' }, now)).toBe(true);
    expect(
      sendingPollInterval([
        { status: 'delivered', delivery: { ...delivery, deliveredAt: '2026-03-01T11:00:00.000Z' } },
        { status: 'completed', delivery },
      ]),
    ).toBe(SENDING_POLL_MS);
  });

  it('is false once delivered, for a send scheduled later, and without a song', () => {
    expect(isMailOnItsWay({ status: 'delivered', delivery: { ...delivery, deliveredAt: '2026-03-01T11:00:00.000Z' } }, now)).toBe(false);
    expect(isMailOnItsWay({ status: 'completed', delivery, scheduledSendAt: '2026-03-02T09:00:00.000Z' }, now)).toBe(false);
    expect(isMailOnItsWay({ status: 'in_progress', delivery: null }, now)).toBe(false);
    expect(sendingPollInterval([])).toBe(false);
    expect(sendingPollInterval(undefined)).toBe(false);
  });
});
