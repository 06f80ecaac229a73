// The recipient's page of a song given on a date (issue 25): GET /api/gifts/:token, no login (the recipient's own
// token is the key). Before the moment it names who the song is from and when; the song only once it has come.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { GIFT_MESSAGES } from '../../../shared/gift';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

export function giftRoutes(router: Router, services: Pick<Services, 'gifts'>): void {
  on(router, endpoints.gift).handle(async (ctx, { params }) => {
    const view = await services.gifts.view(params.token);
    if (!view) throw notFound(GIFT_MESSAGES.notFound);
    // Opens at a moment: never from a cache.
    ctx.set('Cache-Control', 'no-store');
    return view;
  });
}
