// The production board (issue 26): the cards, and a card moved to another stage (Brief, Lyrics, Recording,
// Quality check; Delivered only by sending the song).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';
import { ownWorkOnly } from './orders';

export function adminBoardRoutes(router: Router, services: Pick<Services, 'board' | 'assignments'>): void {
  const { board, assignments } = services;

  // A musician's board holds only the work assigned to them; every card names who makes it.
  on(router, endpoints.adminBoard).handle(async (ctx) => {
    const shown = await board.board();
    return { ...shown, cards: await assignments.cardsShown(signedInAdmin(ctx), shown.cards) };
  });

  on(router, endpoints.adminOrderStage).handle(ownWorkOnly(services, 'orders'), async (_ctx, { params, body }) =>
    board.moveStage('order', params.id, body.stage),
  );

  on(router, endpoints.adminFreeSongStage).handle(ownWorkOnly(services, 'free_song_submissions'), async (_ctx, { params, body }) =>
    board.moveStage('freeSong', params.id, body.stage),
  );
}
