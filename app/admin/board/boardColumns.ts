// The production board's columns, without React: the cards (already soonest due first) grouped by stage in the
// board's order, and where a card may be moved by hand from where it is.
import { BOARD_STAGES, MOVABLE_STAGES, type BoardCard, type BoardStage, type MovableStage } from '../../../shared/desk';

export interface BoardColumn {
  stage: BoardStage;
  cards: BoardCard[];
}

/** Every stage, in order, each with its cards in the order given (the server sorts by due time). */
export function columnsOf(cards: readonly BoardCard[]): BoardColumn[] {
  return BOARD_STAGES.map((stage) => ({ stage, cards: cards.filter((card) => card.stage === stage) }));
}

const isMovable = (stage: BoardStage): stage is MovableStage => (MOVABLE_STAGES as readonly string[]).includes(stage);

/** The stages one step back and forward that staff may move the card to; Delivered is never one (the song's send is). */
export function neighbours(stage: BoardStage): { back?: MovableStage; forward?: MovableStage } {
  if (!isMovable(stage)) return {};
  const at = MOVABLE_STAGES.indexOf(stage);
  const back = MOVABLE_STAGES[at - 1];
  const forward = MOVABLE_STAGES[at + 1];
  return { ...(back ? { back } : {}), ...(forward ? { forward } : {}) };
}

/** Whether a card dragged from `from` may be dropped on `to`. */
export function canDrop(from: BoardStage, to: BoardStage): to is MovableStage {
  return from !== to && isMovable(from) && isMovable(to);
}
