// The API's table (shared/api/endpoints.ts) and the server's router agree: every endpoint in the table is
// served by its method and path, and nothing under /api is served that the table does not list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints } from '../../shared/api/endpoints';
import { startTestShop, type TestShop } from '../../testing/testServer';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false });
});
afterAll(() => shop.destroy());

/** "METHOD path" for every route the router serves under /api (HEAD comes with GET). */
function servedApiRoutes(): string[] {
  return shop.router.stack.flatMap((layer) =>
    typeof layer.path === 'string' && (layer.path === API_PREFIX || layer.path.startsWith(`${API_PREFIX}/`))
      ? layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path as string}`)
      : [],
  );
}

describe('the endpoint table and the router', () => {
  const listed = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('serves every endpoint of the table, once', () => {
    const served = servedApiRoutes();
    expect(listed.filter((route) => served.filter((s) => s === route).length !== 1)).toEqual([]);
  });

  it('serves nothing under /api that the table does not list', () => {
    expect(servedApiRoutes().filter((route) => !listed.includes(route))).toEqual([]);
  });

  it('names each route after its endpoint', () => {
    const named = shop.router.stack.filter((layer) => layer.name !== undefined && layer.name in endpoints);
    expect(named.map((layer) => layer.name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('lists each method and path once', () => {
    expect(new Set(listed).size).toBe(listed.length);
  });
});
