// Roles on the server (issue 26, item 2): every admin route the router serves has its rule in ADMIN_ROLES (so a
// new route without one fails here), and for each role every route it may not call answers 403 with the role's
// message, before anything is read or stored; the routes it may read answer it. The shop's single password counts
// as the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, mayCall, type AdminEndpointName } from '../../../shared/api/adminRoles';
import { endpoints } from '../../../shared/api/endpoints';
import { roleRefusal, STAFF_ROLES, type StaffRole } from '../../../shared/schemas/staff';
import { adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { staffMember } from '../../../testing/staff';
import { startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
const tokens = {} as Record<StaffRole | 'password', string>;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  tokens.password = await adminToken(shop);
  for (const role of STAFF_ROLES) tokens[role] = (await staffMember(shop, role, `${role}@example.com`, tokens.password)).token;
});
afterAll(() => shop.destroy());

/** Every admin route the router serves, by its endpoint's name. */
function servedAdminRoutes(): Array<{ name: string; method: string; path: string }> {
  return shop.router.stack.flatMap((layer) =>
    typeof layer.path === 'string' && layer.path.startsWith('/api/admin/')
      ? layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ name: String(layer.name), method, path: layer.path as string }))
      : [],
  );
}

const filled = (path: string) =>
  path
    .replace(':id', '0123456789abcdef0123456789abcdef')
    .replace(':sessionId', '0123456789abcdef0123456789abcdef')
    .replace(':key', 'free_song_enabled')
    .replace(':page', 'wizard')
    .replace(':token', 'x'.repeat(43));

function call(token: string, method: string, path: string): Promise<Response> {
  const body = method === 'GET' || method === 'DELETE' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' };
  return fetch(`${shop.url}${filled(path)}`, {
    method,
    ...body,
    headers: { Authorization: `Bearer ${token}`, ...(body.headers ?? {}) },
  });
}

/** How many rows each table the refused routes could touch holds. */
const tableRows = () =>
  withDatabase(shop.dataDir, (db) =>
    Promise.all(
      [
        'staff_accounts',
        'orders',
        'free_song_submissions',
        'sample_songs',
        'settings',
        'testimonials',
        'video_templates',
        'jobs',
        'mail_log',
      ].map(async (table) => [table, (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get<{ n: number }>())!.n] as const),
    ),
  );

describe('the role table', () => {
  it('has a rule for every admin route the server serves, and no rule for a route it does not', () => {
    const served = servedAdminRoutes().map((r) => r.name);
    expect(served.filter((name) => !(name in ADMIN_ROLES))).toEqual([]);
    expect(Object.keys(ADMIN_ROLES).filter((name) => !served.includes(name))).toEqual([]);
  });

  it('gives the owner everything, and keeps staff, settings and payments from musicians and support', () => {
    for (const name of Object.keys(ADMIN_ROLES) as AdminEndpointName[]) expect(mayCall('owner', name), name).toBe(true);
    for (const name of [
      'adminStaff',
      'adminStaffInvite',
      'adminSettingUpdate',
      'adminOffers',
      'adminOrderDelete',
      'adminOrderAssign',
    ] as const) {
      expect(mayCall('musician', name), name).toBe(false);
      expect(mayCall('support', name), name).toBe(false);
    }
    for (const name of ['adminChatSessions', 'adminContactMessages', 'adminReactionReminders'] as const) {
      expect(mayCall('musician', name), name).toBe(false);
      expect(mayCall('support', name), name).toBe(true);
    }
  });
});

describe.each(['musician', 'support'] as const)('signed in as %s', (role) => {
  it('every route the role may not call answers 403 with the role named, and nothing changes', async () => {
    const before = await tableRows();
    const refused = servedAdminRoutes().filter((r) => !mayCall(role, r.name as AdminEndpointName));
    expect(refused.length).toBeGreaterThan(10);
    for (const { name, method, path } of refused) {
      const res = await call(tokens[role], method, path);
      expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 403, body: { error: roleRefusal(role) } });
    }
    expect(await tableRows()).toEqual(before);
  });

  it('every list the role may read answers it', async () => {
    const reads = servedAdminRoutes().filter(
      (r) =>
        r.method === 'GET' &&
        mayCall(role, r.name as AdminEndpointName) &&
        endpoints[r.name as AdminEndpointName].kind === 'json' &&
        !r.path.includes(':'),
    );
    expect(reads.length).toBeGreaterThan(2);
    for (const { name, method, path } of reads)
      expect({ name, status: (await call(tokens[role], method, path)).status }).toEqual({ name, status: 200 });
  });
});

describe.each(['owner', 'password'] as const)('signed in as the owner (%s)', (who) => {
  it('no route answers 403 for a role', async () => {
    const reads = servedAdminRoutes().filter((r) => r.method === 'GET' && endpoints[r.name as AdminEndpointName].kind === 'json');
    for (const { name, method, path } of reads) {
      const res = await call(tokens[who], method, path);
      expect({ name, forbidden: res.status === 403 }).toEqual({ name, forbidden: false });
    }
  });
});
