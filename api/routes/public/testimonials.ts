// GET /api/testimonials: the published reviews (newest first), then the owner's testimonials in their order, demo ones marked.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function testimonialRoutes(router: Router, services: Pick<Services, 'shownTestimonials'>): void {
  on(router, endpoints.testimonials).handle(async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    return services.shownTestimonials();
  });
}
