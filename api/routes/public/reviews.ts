// A buyer's review from the order page (the order's token is the proof of purchase): GET what the page shows, POST
// the review (made the first time, changed within 30 days), limited per address before the body is read.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import { REVIEW_LIMIT } from '../../services/reviews/orderReviews';

export function reviewRoutes(router: Router, services: Pick<Services, 'orderReviews' | 'limiter'>): void {
  const { orderReviews } = services;

  on(router, endpoints.orderReview).handle(async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return orderReviews.state(params.token);
  });

  on(router, endpoints.orderReviewSend).handle(rateLimited(services.limiter, REVIEW_LIMIT), async (ctx, { params, body }) => {
    const { review, created } = await orderReviews.send(params.token, body);
    ctx.status = created ? 201 : 200;
    return review;
  });
}
