// Kysely refuses a migration named before one a database has already run, so a branch's migration that lands
// after another's must be renamed to sort after it: the names here must stay in the order they run.
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './index';

describe('migrations', () => {
  it('are named in the order they run, each with a 14-digit timestamp', async () => {
    const names = Object.keys(await migrationProvider.getMigrations());
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\d{14}-[a-z-]+$/);
    expect([...names].sort()).toEqual(names);
  });

  it('put the slideshow after the reviews, which main ran first', async () => {
    const names = Object.keys(await migrationProvider.getMigrations());
    expect(names.indexOf('20260701000000-slideshow')).toBeGreaterThan(names.indexOf('20260620000000-reviews'));
  });
});
