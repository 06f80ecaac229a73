// Which status moves the server allows (DESIGN §3): one step forward at a time, or to rejected from any
// state that is not final. The admin screens use the same table to offer only legal moves.
import type { FreeSongStatus, OrderStatus, PaymentStatus } from './enums';

const ORDER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: ['delivered', 'rejected'],
  delivered: [],
  rejected: [],
};

const FREE_SONG_NEXT: Record<FreeSongStatus, readonly FreeSongStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: ['delivered', 'rejected'],
  delivered: ['reaction_received'],
  reaction_received: [],
  rejected: [],
};

const PAYMENT_NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_NEXT[from];
}

export function nextFreeSongStatuses(from: FreeSongStatus): readonly FreeSongStatus[] {
  return FREE_SONG_NEXT[from];
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_NEXT[from].includes(to);
}

/** The message of a refused move (a 409), naming both states. */
export function illegalMove(from: string, to: string): string {
  return `Cannot change status from ${from} to ${to}`;
}

/** A finished song can be sent while the song is being made, or again before a scheduled send goes out. */
export const SENDABLE_STATUSES: readonly string[] = ['in_progress', 'completed'];

/**
 * Whether a song may be sent now: from a sendable status, or — to answer the one free lyric revision —
 * from delivered while the customer's request is newer than the last delivery.
 */
export function canSendSong(status: string, revisionPending: boolean): boolean {
  return SENDABLE_STATUSES.includes(status) || (status === 'delivered' && revisionPending);
}

/** A revision request waits for an answer when it came after the song last sent. */
export function isRevisionPending(revisionRequestedAt: string | null, deliveryCreatedAt: string | null): boolean {
  return Boolean(revisionRequestedAt && deliveryCreatedAt && revisionRequestedAt > deliveryCreatedAt);
}

/** Colours of the admin list's status badges (others neutral), as CSS custom property names. */
export const STATUS_TONES: Record<string, 'neutral' | 'info' | 'progress' | 'ready' | 'success' | 'danger'> = {
  pending: 'neutral',
  approved: 'info',
  in_progress: 'progress',
  completed: 'ready',
  delivered: 'success',
  reaction_received: 'success',
  rejected: 'danger',
};
