// The owner's testimonials (Settings → Testimonials): list, add, edit (a demo one becomes the owner's), delete,
// reorder; and the demo content still shipped: counted, and removed in one step with the demo sample songs.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminTestimonialRoutes(router: Router, services: Pick<Services, 'testimonials' | 'demoContent'>): void {
  const { testimonials, demoContent } = services;

  on(router, endpoints.adminTestimonials).handle(async () => testimonials.list());

  on(router, endpoints.adminTestimonialAdd).handle(async (ctx, { body }) => {
    ctx.status = 201;
    return testimonials.add(body);
  });

  // Before /:id, which would take "order" for an id.
  on(router, endpoints.adminTestimonialOrder).handle(async (_ctx, { body }) => testimonials.reorder(body.ids));

  on(router, endpoints.adminTestimonialUpdate).handle(async (_ctx, { params, body }) => testimonials.update(params.id, body));

  on(router, endpoints.adminTestimonialDelete).handle(async (ctx, { params }) => {
    await testimonials.remove(params.id);
    ctx.status = 204;
  });

  on(router, endpoints.adminDemoContent).handle(async () => demoContent.counts());

  on(router, endpoints.adminDemoContentRemove).handle(async () => demoContent.remove());
}
