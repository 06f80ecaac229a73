// The production board (issue 26): the cards, and a card moved to another stage (Brief, Lyrics, Recording,
// Quality check; Delivered only by sending the song).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminBoardRoutes(router: Router, services: Pick<Services, 'board'>): void {
  const { board } = services;

  on(router, endpoints.adminBoard).handle(async () => board.board());

  on(router, endpoints.adminOrderStage).handle(async (_ctx, { params, body }) => board.moveStage('order', params.id, body.stage));

  on(router, endpoints.adminFreeSongStage).handle(async (_ctx, { params, body }) => board.moveStage('freeSong', params.id, body.stage));
}
