// The layers stay apart: services hold the business rules and know nothing of HTTP (they throw refusals the
// request boundary translates), and import no route.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVICES = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('api/services', () => {
  it('imports nothing from api/http or api/routes', () => {
    const offenders = sources(SERVICES).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
        .map((m) => path.resolve(path.dirname(file), m[1]!))
        .filter((target) => /\/api\/(http|routes)\//.test(target))
        .map((target) => `${path.relative(SERVICES, file)} -> ${path.relative(path.join(SERVICES, '..'), target)}`),
    );
    expect(offenders).toEqual([]);
  });
});
