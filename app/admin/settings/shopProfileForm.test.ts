import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_PROFILE } from '../../../shared/shopProfile';
import { shopFieldInput, shopFieldOf, shopProfileChange } from './shopProfileForm';

describe('shopProfileChange', () => {
  it('sends only what changed, trimmed', () => {
    const result = shopProfileChange(DEMO_SHOP_PROFILE, {
      ...DEMO_SHOP_PROFILE,
      name: '  Cantata  ',
      instagramUrl: 'https://www.instagram.com/cantata',
    });
    expect(result).toEqual({ ok: true, change: { name: 'Cantata', instagramUrl: 'https://www.instagram.com/cantata' } });
  });

  it('sends a kept demo value when asked to', () => {
    expect(shopProfileChange(DEMO_SHOP_PROFILE, DEMO_SHOP_PROFILE, ['contactHours'])).toEqual({
      ok: true,
      change: { contactHours: DEMO_SHOP_PROFILE.contactHours },
    });
  });

  it('refuses what the server would, beside each field', () => {
    const result = shopProfileChange(DEMO_SHOP_PROFILE, {
      ...DEMO_SHOP_PROFILE,
      supportEmail: 'not-an-address',
      tiktokUrl: 'https://www.youtube.com/@us',
      xUrl: 'http://x.com/us',
      name: '',
      timeZone: 'Mars/Olympus',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'supportEmail', 'tiktokUrl', 'timeZone', 'xUrl']);
    expect(result.errors.supportEmail).toMatch(/Support e-mail/);
  });
});

describe('shopFieldOf', () => {
  it('finds the field a refusal names', () => {
    expect(shopFieldOf('supportEmail')).toBe('supportEmail');
    expect(shopFieldOf('color')).toBeUndefined();
    expect(shopFieldOf(undefined)).toBeUndefined();
  });
});

describe('shopFieldInput', () => {
  it('asks for an e-mail address for the support address, without spell-check', () => {
    expect(shopFieldInput('supportEmail')).toEqual({ type: 'email', inputMode: 'email', autoComplete: 'off', spellCheck: false });
  });

  it('asks for a link for the social fields, without spell-check', () => {
    expect(shopFieldInput('instagramUrl')).toEqual({ type: 'url', inputMode: 'url', autoComplete: 'off', spellCheck: false });
  });

  it('lets the browser fill in the business names', () => {
    expect(shopFieldInput('name')).toMatchObject({ type: 'text', autoComplete: 'organization', spellCheck: undefined });
    expect(shopFieldInput('legalName')).toMatchObject({ autoComplete: 'organization' });
  });

  it('spell-checks plain text but not a time zone', () => {
    expect(shopFieldInput('tagline')).toEqual({ type: 'text', inputMode: undefined, autoComplete: 'off', spellCheck: undefined });
    expect(shopFieldInput('timeZone').spellCheck).toBe(false);
  });
});
