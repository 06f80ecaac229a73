// GET /api/testimonials: the shop's testimonials in the owner's order, demo ones marked.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function testimonialRoutes(router: Router, services: Pick<Services, 'testimonials'>): void {
  on(router, endpoints.testimonials).handle(async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    return services.testimonials.list();
  });
}
