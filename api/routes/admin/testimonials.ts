// The owner's testimonials (Settings → Testimonials): list, add, edit (a demo one becomes the owner's), delete,
// reorder; and the demo content still shipped: counted, and removed in one step with the demo sample songs.
import type Router from '@koa/router';
import {
  testimonialCreateSchema,
  testimonialOrderSchema,
  testimonialUpdateSchema,
  type DemoContentCounts,
  type DemoContentRemoved,
  type Testimonial,
} from '../../../shared/schemas/testimonial';
import { parseJson } from '../../http/body';
import type { Services } from '../../services';

export function adminTestimonialRoutes(router: Router, services: Pick<Services, 'testimonials' | 'demoContent'>): void {
  const { testimonials, demoContent } = services;

  router.get('/api/admin/testimonials', async (ctx) => {
    ctx.body = (await testimonials.list()) satisfies Testimonial[];
  });

  router.post('/api/admin/testimonials', async (ctx) => {
    const fields = parseJson(ctx, testimonialCreateSchema);
    ctx.status = 201;
    ctx.body = (await testimonials.add(fields)) satisfies Testimonial;
  });

  // Before /:id, which would take "order" for an id.
  router.put('/api/admin/testimonials/order', async (ctx) => {
    const { ids } = parseJson(ctx, testimonialOrderSchema);
    ctx.body = (await testimonials.reorder(ids)) satisfies Testimonial[];
  });

  router.put('/api/admin/testimonials/:id', async (ctx) => {
    const changes = parseJson(ctx, testimonialUpdateSchema);
    ctx.body = (await testimonials.update(ctx.params.id!, changes)) satisfies Testimonial;
  });

  router.delete('/api/admin/testimonials/:id', async (ctx) => {
    await testimonials.remove(ctx.params.id!);
    ctx.status = 204;
  });

  router.get('/api/admin/demo-content', async (ctx) => {
    ctx.body = (await demoContent.counts()) satisfies DemoContentCounts;
  });

  router.post('/api/admin/demo-content/remove', async (ctx) => {
    ctx.body = (await demoContent.remove()) satisfies DemoContentRemoved;
  });
}
