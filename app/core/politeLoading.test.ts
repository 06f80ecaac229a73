// Which connections let media load before the visitor asks for it.
import { describe, expect, it } from 'vitest';
import { mayAutoplayVideo, mayCacheWholeApp, mayPrefetchAudio, savesOrSlow } from './politeLoading';

describe('savesOrSlow', () => {
  it.each(['slow-2g', '2g', '3g'])('counts a %s connection as slow', (effectiveType) => {
    expect(savesOrSlow({ effectiveType })).toBe(true);
  });
  it('counts Save-Data on a fast link', () => expect(savesOrSlow({ effectiveType: '4g', saveData: true })).toBe(true));
  it('lets a fast link without Save-Data, or an unknown one, through', () => {
    expect(savesOrSlow({ effectiveType: '4g' })).toBe(false);
    expect(savesOrSlow(undefined)).toBe(false);
  });
});

describe('mayPrefetchAudio', () => {
  it('prefetches on Wi-Fi and wired connections', () => {
    expect(mayPrefetchAudio({ type: 'wifi', effectiveType: '4g' })).toBe(true);
    expect(mayPrefetchAudio({ type: 'ethernet' })).toBe(true);
  });
  it('never on cellular or an unknown connection type (metered until known otherwise)', () => {
    expect(mayPrefetchAudio({ type: 'cellular', effectiveType: '4g' })).toBe(false);
    expect(mayPrefetchAudio({ effectiveType: '4g' })).toBe(false);
    expect(mayPrefetchAudio(undefined)).toBe(false);
  });
  it('never with Save-Data or on a slow link, even on Wi-Fi', () => {
    expect(mayPrefetchAudio({ type: 'wifi', saveData: true })).toBe(false);
    expect(mayPrefetchAudio({ type: 'wifi', effectiveType: '3g' })).toBe(false);
  });
});

describe('mayAutoplayVideo', () => {
  it('plays on fast Wi-Fi or wired links, on a phone or a larger screen', () => {
    for (const onPhone of [true, false]) {
      expect(mayAutoplayVideo({ type: 'wifi', effectiveType: '4g' }, onPhone)).toBe(true);
      expect(mayAutoplayVideo({ type: 'ethernet' }, onPhone)).toBe(true);
    }
  });
  it('plays where the browser does not say the link on a larger screen, not on a phone', () => {
    expect(mayAutoplayVideo({ effectiveType: '4g' }, false)).toBe(true);
    expect(mayAutoplayVideo(undefined, false)).toBe(true);
    expect(mayAutoplayVideo({ effectiveType: '4g' }, true)).toBe(false);
    expect(mayAutoplayVideo(undefined, true)).toBe(false);
  });
  it.each([
    { saveData: true },
    { type: 'wifi', saveData: true },
    { effectiveType: '3g' },
    { effectiveType: '2g' },
    { effectiveType: 'slow-2g' },
    { type: 'cellular', effectiveType: '4g' },
  ])('not on %o, whatever the screen', (connection) => {
    expect(mayAutoplayVideo(connection, false)).toBe(false);
    expect(mayAutoplayVideo(connection, true)).toBe(false);
  });
});

describe('mayCacheWholeApp', () => {
  it('fetches the rest of the app on a connection the browser says is not cellular', () => {
    expect(mayCacheWholeApp({ type: 'wifi', effectiveType: '4g' })).toBe(true);
    expect(mayCacheWholeApp({ type: 'ethernet' })).toBe(true);
    // Desktop Chromium gives no type: not cellular.
    expect(mayCacheWholeApp({ effectiveType: '4g' })).toBe(true);
  });
  it('never on cellular, with Save-Data, on a slow link, or where the browser says nothing', () => {
    expect(mayCacheWholeApp({ type: 'cellular', effectiveType: '4g' })).toBe(false);
    expect(mayCacheWholeApp({ type: 'wifi', saveData: true })).toBe(false);
    expect(mayCacheWholeApp({ type: 'wifi', effectiveType: '3g' })).toBe(false);
    expect(mayCacheWholeApp(undefined)).toBe(false);
  });
});
