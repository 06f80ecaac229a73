// The promo video's painted scene carries the shop's name as its profile has it when the render starts: a renamed
// shop's next video shows the new name, fitted to one line however long.
import { describe, expect, it } from 'vitest';
import { SHOP_PROFILE_LIMITS } from '../../../shared/shopProfileFields';
import { buildScene } from './scene';

const scene = (shopName: string) =>
  buildScene({ look: 'song_teaser', shopName, durationSec: 15, title: 'Twenty Summers', captions: [], overClip: false });

describe('buildScene', () => {
  it('paints the shop’s name from the profile, not a fixed one', () => {
    const texts = scene('Cantata & Co').still.texts.map((t) => t.text);
    expect(texts).toContain('Cantata & Co');
    expect(texts.join(' ')).not.toContain('Serenade');
  });

  it('keeps the longest name the profile allows on one line', () => {
    const long = 'W'.repeat(SHOP_PROFILE_LIMITS.name);
    const name = scene(long).still.texts[0]!;
    expect(name.text.length).toBeLessThanOrEqual(long.length);
    expect(name.text.includes('\n')).toBe(false);
  });
});
