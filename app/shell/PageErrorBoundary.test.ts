// Which failures are a page's code not arriving (Try again, or back online, opens it) and which are a bug.
import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './PageErrorBoundary';

describe('isLoadFailure', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/ContactPage-x.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://shop.example/assets/ContactPage-x.js')],
    ['Vite, for a stylesheet', new Error('Unable to preload CSS for /assets/ContactPage-x.css')],
    ['a data request', new TypeError('Failed to fetch')],
  ])('a page that could not load, as %s says it', (_, error) => {
    expect(isLoadFailure(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['not an error', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('not %s', (_, error) => {
    expect(isLoadFailure(error)).toBe(false);
  });
});
