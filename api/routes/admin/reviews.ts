// Reviews from buyers and free-song reactions (Settings → Testimonials): listed, published, hidden and answered.
// A change re-renders the public pages (afterAdminChange, as for every admin change).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminReviewRoutes(router: Router, services: Pick<Services, 'reviewModeration'>): void {
  const { reviewModeration } = services;

  on(router, endpoints.adminReviews).handle(async () => reviewModeration.list());

  on(router, endpoints.adminReviewUpdate).handle(async (_ctx, { params, body }) => reviewModeration.moderate(params.id, body));
}
