// One card of the production board: which work, for whom, when it is due (colour and words), and its moves: one
// stage back or forward by button (keyboard and touch), or dragged to another column with a pointer. From
// Quality check the song is sent in Ordered Songs, which moves it to Delivered.
import { useEffect, useRef, type DragEvent } from 'react';
import { STAGE_LABELS, type BoardCard, type MovableStage } from '../../../shared/desk';
import { DueChip } from '../kit/DueChip';
import { timeLeft } from '../kit/timeLeft';
import { neighbours } from './boardColumns';

export const DRAG_TYPE = 'application/x-serenade-card';

/** The Ordered Songs tab searching for this work (OrderSection reads `q`, OrdersTab `list`). */
const sendLink = (card: BoardCard) =>
  `/admin?${new URLSearchParams({ tab: 'orders', q: card.displayId, ...(card.kind === 'freeSong' ? { list: 'free' } : {}) })}`;

interface WorkCardProps {
  card: BoardCard;
  now: Date;
  busy: boolean;
  /** Focus this card once shown (it has just been moved here). */
  focus: boolean;
  onMove: (card: BoardCard, stage: MovableStage) => void;
}

export function WorkCard({ card, now, busy, focus, onMove }: WorkCardProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const done = card.stage === 'delivered';
  const tone = done ? 'done' : (timeLeft(card.dueAt, now)?.tone ?? 'later');
  const { back, forward } = neighbours(card.stage);
  const noun = `${card.kind === 'order' ? 'order' : 'free song'} ${card.displayId}`;
  const titleId = `card-${card.kind}-${card.id}`;

  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ kind: card.kind, id: card.id }));
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={`work-card work-card--${tone}`}
      aria-labelledby={titleId}
      draggable={!done && !busy}
      onDragStart={onDragStart}
    >
      <div className="work-card__head">
        <h4 id={titleId} className="work-card__title">
          <span className="order-id">#{card.displayId}</span>{' '}
          <span className="visually-hidden">({card.kind === 'order' ? 'order' : 'free song'})</span>
        </h4>
        <DueChip dueAt={card.dueAt} done={done} now={now} />
      </div>
      <p className="work-card__song">
        For <strong>{card.recipientName}</strong> · {card.occasion}
      </p>
      <p className="work-card__meta">
        {card.kind === 'freeSong' ? <span className="admin-chip admin-chip--info">Free song</span> : null}
        {card.rushDelivery ? <span className="admin-chip admin-chip--rush">Rush</span> : null}
        <span>{card.genre}</span>
      </p>
      {!done && (
        <div className="work-card__moves">
          {back && (
            <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => onMove(card, back)}>
              <span aria-hidden="true">← </span>
              <span className="visually-hidden">Move {noun} back to </span>
              {STAGE_LABELS[back]}
            </button>
          )}
          {forward && (
            <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => onMove(card, forward)}>
              <span className="visually-hidden">Move {noun} to </span>
              {STAGE_LABELS[forward]} <span aria-hidden="true">→</span>
            </button>
          )}
          {card.stage === 'quality_check' && (
            <a className="btn btn--primary btn--small" href={sendLink(card)}>
              Send the song<span className="visually-hidden"> of {noun}</span>
            </a>
          )}
        </div>
      )}
    </article>
  );
}
