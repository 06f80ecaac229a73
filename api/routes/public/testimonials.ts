// GET /api/testimonials: the shop's testimonials in the owner's order, demo ones marked.
import type Router from '@koa/router';
import type { Testimonial } from '../../../shared/schemas/testimonial';
import type { Services } from '../../services';

export function testimonialRoutes(router: Router, services: Pick<Services, 'testimonials'>): void {
  router.get('/api/testimonials', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = (await services.testimonials.list()) satisfies Testimonial[];
  });
}
