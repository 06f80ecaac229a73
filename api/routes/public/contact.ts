// POST /api/contact: a message from the contact form, limited per address (each one mails the admin).
import type Router from '@koa/router';
import { CONTACT_MESSAGES, contactSchema } from '../../../shared/schemas/contact';
import { parseJson } from '../../http/body';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

/** A person writes once or twice (the page retries once on a lost connection); a script gets five. */
export const CONTACT_LIMIT: RateLimit = { bucket: 'contact', max: 5, windowMs: 3_600_000, message: CONTACT_MESSAGES.tooMany };

export function contactRoutes(router: Router, services: Services): void {
  router.post('/api/contact', rateLimited(services.limiter, CONTACT_LIMIT), async (ctx) => {
    const message = parseJson(ctx, contactSchema);
    const id = await services.contact.submit(message);
    ctx.status = 201;
    ctx.body = { success: true, id };
  });
}
