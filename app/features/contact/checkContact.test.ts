// What checking the contact form's values tells the page: the message to send, or each field's problem in form order.
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import { checkContact, REQUIRED_MESSAGE } from './checkContact';
import { EMPTY_CONTACT } from './contactForm';

const filled = { ...EMPTY_CONTACT, name: 'Sam Rivera', email: 'sam@example.com', message: 'Can the song mention our dog?' };

describe('checkContact', () => {
  it('accepts the three required fields, leaving out an unchosen topic', () => {
    const check = checkContact(filled);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.message).toMatchObject({ name: 'Sam Rivera', email: 'sam@example.com', inquiryType: undefined });
  });

  it('says "This field is required" for blank required fields and reports them missing', () => {
    const check = checkContact({ ...EMPTY_CONTACT, email: 'sam@example.com' });
    expect(check).toEqual({
      ok: false,
      errors: { name: REQUIRED_MESSAGE, message: REQUIRED_MESSAGE },
      missingRequired: true,
      firstInvalid: 'name',
    });
  });

  it('counts a field of spaces as blank', () => {
    const check = checkContact({ ...filled, message: '   ' });
    expect(check).toMatchObject({ ok: false, errors: { message: REQUIRED_MESSAGE }, missingRequired: true, firstInvalid: 'message' });
  });

  it('keeps the schema’s own sentence for a filled but wrong field', () => {
    const check = checkContact({ ...filled, email: 'not an address' });
    expect(check).toEqual({
      ok: false,
      errors: { email: CONTACT_MESSAGES.invalidEmail },
      missingRequired: false,
      firstInvalid: 'email',
    });
  });

  it('points at the first field in form order, not in the order of the problems', () => {
    const check = checkContact({ ...EMPTY_CONTACT, email: 'nope', name: 'Sam' });
    expect(check).toMatchObject({ ok: false, firstInvalid: 'email' });
  });
});
