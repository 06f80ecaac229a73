// The production desk (issue 26): the board's stages, which live inside the spec's statuses (an order or a free
// song keeps its status; its stage says where the making stands), and the thresholds of time left that the board
// colours and the alerts fire on.

/** Brief → Lyrics → Recording → Quality check → Delivered, in the board's order. */
export const BOARD_STAGES = ['brief', 'lyrics', 'recording', 'quality_check', 'delivered'] as const;
export type BoardStage = (typeof BOARD_STAGES)[number];

/** The stages staff move a card to by hand: Delivered comes only from sending the song. */
export const MOVABLE_STAGES = ['brief', 'lyrics', 'recording', 'quality_check'] as const satisfies readonly BoardStage[];
export type MovableStage = (typeof MOVABLE_STAGES)[number];

export const STAGE_LABELS: Record<BoardStage, string> = {
  brief: 'Brief',
  lyrics: 'Lyrics',
  recording: 'Recording',
  quality_check: 'Quality check',
  delivered: 'Delivered',
};

export const HOUR_MS = 3_600_000;
/** Work due within this long is "due soon": the board marks it and, if not yet in quality check, the owner is alerted. */
export const DUE_SOON_MS = 2 * HOUR_MS;
/** Paid work still in Brief this long after payment raises an alert (until staff assignment: "not yet started"). */
export const UNSTARTED_AFTER_MS = HOUR_MS;

export const DESK_MESSAGES = {
  unknownStage: 'Choose one of Brief, Lyrics, Recording or Quality check',
  deliveredByHand: 'A card reaches Delivered when its song is sent: use Send completed song',
  notOnBoard: 'Only paid orders and approved free songs that are not yet delivered are on the board',
} as const;

/** A card on the production board: one paid order or approved free song. */
export interface BoardCard {
  kind: 'order' | 'freeSong';
  id: string;
  displayId: string;
  recipientName: string;
  occasion: string;
  genre: string;
  /** The spec's status, unchanged by the board. */
  status: string;
  stage: BoardStage;
  rushDelivery: boolean;
  /** Paid or approved moment + the promised hours (ISO); null only for work approved before due times were kept. */
  dueAt: string | null;
  /** When the song went out (Delivered cards). */
  deliveredAt: string | null;
  /** Who makes it: filled once staff accounts exist; null = unassigned. */
  assignee?: { id: string; name: string } | null;
}

/** GET /api/admin/board: open work sorted by due time (soonest first), plus what was delivered in the last week. */
export interface Board {
  cards: BoardCard[];
  /** The server's time of this answer: time left is counted from it, not from the device's clock. */
  now: string;
}
