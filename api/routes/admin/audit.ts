// The staff audit log (issue 26): GET /api/admin/audit, filtered and paged.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminAuditRoutes(router: Router, services: Pick<Services, 'audit'>): void {
  on(router, endpoints.adminAudit).handle(async (_ctx, { query }) => services.audit.list(query));
}
