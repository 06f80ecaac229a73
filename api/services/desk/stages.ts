// Where a piece of work stands on the production board (issue 26). The stage lives inside the spec's status: a
// song sent (completed: its mail may wait for a scheduled time; delivered; a reaction received) is Delivered
// whatever was stored, and before that the stored stage counts (none stored: Brief).
import { BOARD_STAGES, type BoardStage } from '../../../shared/desk';

/** Statuses at which the song has been sent: the card is Delivered. */
export const SENT_STATUSES: readonly string[] = ['completed', 'delivered', 'reaction_received'];
/** Statuses of a free song that is the shop's work (approved, being made); pending waits for approval. */
export const FREE_SONG_WORK_STATUSES: readonly string[] = ['approved', 'in_progress'];

const isStage = (value: string | null): value is BoardStage => value !== null && (BOARD_STAGES as readonly string[]).includes(value);

export function boardStage(row: { status: string; stage: string | null }): BoardStage {
  if (SENT_STATUSES.includes(row.status)) return 'delivered';
  return isStage(row.stage) && row.stage !== 'delivered' ? row.stage : 'brief';
}

/** Whether the work has reached `stage` (or gone past it) in the board's order. */
export function reached(current: BoardStage, stage: BoardStage): boolean {
  return BOARD_STAGES.indexOf(current) >= BOARD_STAGES.indexOf(stage);
}
