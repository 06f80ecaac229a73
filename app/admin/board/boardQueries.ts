// The production board's server state: the cards (refreshed every minute, as time left moves on) and a card's move,
// after which the board and the order lists (which show the stage) are read again.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BoardCard, MovableStage } from '../../../shared/desk';
import { adminApi } from '../kit/api';
import { ADMIN_LIST, adminKeys, retryIfUnreached, useRefresh } from '../kit/queries';

export function useBoard() {
  return useQuery({ queryKey: adminKeys.board, queryFn: adminApi.board, ...ADMIN_LIST, refetchInterval: 60_000 });
}

export function useMoveCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ card, stage }: { card: BoardCard; stage: MovableStage }) => adminApi.moveCard(card, stage),
    retry: retryIfUnreached,
    onSettled: () => refresh(adminKeys.board, adminKeys.orders, adminKeys.freeSongs),
  });
}
