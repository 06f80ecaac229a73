// The Production tab (issue 26): open work as Brief → Lyrics → Recording → Quality check → Delivered, each column
// soonest due first. On a phone the columns are stacked sections; on a wide screen they stand side by side and
// scroll sideways when there is no room. A card moves by its buttons or by dragging it onto another column; what
// happened is announced, and focus follows the moved card.
import { useState, type DragEvent } from 'react';
import { STAGE_LABELS, type BoardCard, type MovableStage } from '../../../shared/desk';
import { ApiError } from '../../core/api/client';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { useNow } from '../kit/useNow';
import { canDrop, columnsOf, type BoardColumn } from './boardColumns';
import { useBoard, useMoveCard } from './boardQueries';
import { DRAG_TYPE, WorkCard } from './WorkCard';
import './admin-board.css';

const keyOf = (card: Pick<BoardCard, 'kind' | 'id'>) => `${card.kind}:${card.id}`;

function Column({
  column,
  now,
  busy,
  focusKey,
  onMove,
  onDrop,
}: {
  column: BoardColumn;
  now: Date;
  busy: boolean;
  focusKey: string | null;
  onMove: (card: BoardCard, stage: MovableStage) => void;
  onDrop: (event: DragEvent, column: BoardColumn) => void;
}) {
  const headingId = `board-${column.stage}`;
  return (
    <section
      className={`board-column board-column--${column.stage}`}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE) && column.stage !== 'delivered') event.preventDefault();
      }}
      onDrop={(event) => onDrop(event, column)}
    >
      <h3 id={headingId} className="board-column__title">
        {STAGE_LABELS[column.stage]} <span className="admin-count">{column.cards.length}</span>
      </h3>
      {column.cards.length ? (
        <ul className="board-column__cards">
          {column.cards.map((card) => (
            <li key={keyOf(card)}>
              <WorkCard card={card} now={now} busy={busy} focus={focusKey === keyOf(card)} onMove={onMove} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="board-column__empty">Nothing here</p>
      )}
    </section>
  );
}

export function BoardTab() {
  const board = useBoard();
  const move = useMoveCard();
  const now = useNow();
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onMove = (card: BoardCard, stage: MovableStage) => {
    setFailure(null);
    move.mutate(
      { card, stage },
      {
        onSuccess: (moved) => {
          setFocusKey(keyOf(moved));
          setAnnouncement(`#${moved.displayId} moved to ${STAGE_LABELS[moved.stage]}`);
        },
        onError: (error) =>
          setFailure(
            (error instanceof ApiError && error.serverMessage) || `Could not move #${card.displayId}: check the connection and try again`,
          ),
      },
    );
  };

  const onDrop = (event: DragEvent, column: BoardColumn) => {
    const data = event.dataTransfer.getData(DRAG_TYPE);
    if (!data) return;
    event.preventDefault();
    const ref = JSON.parse(data) as Pick<BoardCard, 'kind' | 'id'>;
    const card = board.data?.cards.find((c) => keyOf(c) === keyOf(ref));
    if (card && canDrop(card.stage, column.stage)) onMove(card, column.stage);
  };

  if (board.isPending) return <ListSkeleton label="Loading the production board" />;
  if (board.isError)
    return <LoadError message="Failed to fetch the production board" onRetry={() => void board.refetch()} retrying={board.isFetching} />;

  const columns = columnsOf(board.data.cards);
  // Time left counts on the shop's clock (the answer's `now`), not the device's, which may be set wrong.
  const shopNow = new Date(now.getTime() + (Date.parse(board.data.now) - board.dataUpdatedAt));
  return (
    <div className="board">
      <div className="board__intro">
        <h2 className="board__title">Production</h2>
        <p className="board__hint">
          Paid orders and approved free songs, soonest due first. Move a card with its buttons (or drag it); a song sent from Ordered Songs
          moves to Delivered.
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {failure && (
        <p className="board__failure" role="alert">
          {failure}
        </p>
      )}
      {board.data.cards.length === 0 ? (
        <EmptyState title="No work on the board">
          <p>Paid orders and approved free songs appear here.</p>
        </EmptyState>
      ) : (
        <div className="board__columns">
          {columns.map((column) => (
            <Column
              key={column.stage}
              column={column}
              now={shopNow}
              busy={move.isPending}
              focusKey={focusKey}
              onMove={onMove}
              onDrop={onDrop}
            />
          ))}
        </div>
      )}
    </div>
  );
}
