// The queries the API reads, as lenient as the routes always were: a value that is not one text (absent, or
// repeated as `?a=1&a=2`) counts as absent, and unknown parameters are ignored; what a value means is the service's check.
import { z } from 'zod';

const queryText = z.string().optional().catch(undefined);

export const chatQuerySchema = z.object({ sessionId: queryText, token: queryText, after: queryText });
export const mediaQuerySchema = z.object({ download: queryText, expires: queryText, signature: queryText });
export const discountCodeQuerySchema = z.object({ email: queryText });
export const unsubscribeQuerySchema = z.object({ token: queryText });

/** GET /api/admin/audit: filters by action, actor (its label or account id) and date range (YYYY-MM-DD, UTC), and the page. */
export const auditQuerySchema = z.object({ action: queryText, actor: queryText, from: queryText, to: queryText, page: queryText });
