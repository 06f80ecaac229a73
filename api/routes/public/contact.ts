// POST /api/contact: a message from the contact form, limited per address (each one mails the admin).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import { on } from '../../http/endpoint';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

/** A person writes once or twice (the page retries once on a lost connection); a script gets five. */
export const CONTACT_LIMIT: RateLimit = { bucket: 'contact', max: 5, windowMs: 3_600_000, message: CONTACT_MESSAGES.tooMany };

export function contactRoutes(router: Router, services: Pick<Services, 'contact' | 'limiter'>): void {
  on(router, endpoints.contact).handle(rateLimited(services.limiter, CONTACT_LIMIT), async (ctx, { body }) => {
    const id = await services.contact.submit(body);
    ctx.status = 201;
    return { success: true, id };
  });
}
