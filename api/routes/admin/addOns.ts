// The owner's add-ons (Settings → Add-ons): list, edit (name, description, price, on/off) and reorder. A change
// reaches /api/config, the prerendered pages and the next order at once.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminAddOnRoutes(router: Router, services: Pick<Services, 'addOns'>): void {
  const { addOns } = services;

  on(router, endpoints.adminAddOns).handle(async () => addOns.list());

  // Before /:id, which would take "order" for an id.
  on(router, endpoints.adminAddOnOrder).handle(async (_ctx, { body }) => addOns.reorder(body.ids));

  on(router, endpoints.adminAddOnUpdate).handle(async (_ctx, { params, body }) => addOns.update(params.id, body));
}
