// The e-mail rule every form shares: real addresses pass, hostile strings get the form's own message.
import { describe, expect, it } from 'vitest';
import { chatStartSchema, CHAT_MESSAGES } from './chat';
import { contactSchema, CONTACT_MESSAGES } from './contact';
import { EMAIL_PATTERN, firstMessage } from './fields';
import { checkFreeSongApplication, FREE_SONG_MESSAGES } from './freeSong';
import { step3Schema, WIZARD_MESSAGES } from './order';

/** The strings an attacker tried (issue 12), and more of their kind. */
export const HOSTILE_EMAILS = [
  '"><img src=x onerror=alert(1)>@evil.example',
  'a@b.co?subject=x',
  'a@b.co&cc=x@y.z',
  'a@b.co#x',
  'evil@evil.example, Real Name',
  'a@b.co;x@y.z',
  'a@b.co\r\nBcc: x@y.z',
  'a@b.co\nBcc: x@y.z',
  'a\u202e@b.co',
  'a@b\u2066.co',
  'a\u200f@b.co',
  'a\u0000@b.co',
  'a\u0085@b.co',
  '"quoted"@b.co',
  'Real Name <a@b.co>',
  'a b@c.co',
  'a@b',
  'a@b.c0',
  'a@-b.co',
  'a@b..co',
  '.a@b.co',
  'a..b@c.co',
  'a@@b.co',
  'mailto:a@b.co',
  `${'a'.repeat(65)}@b.co`,
];

const REAL_EMAILS = ['sam@example.com', 'ana.lopez+songs@mail.example.co.uk', "o'brien@example.ie", 'JO_DOE-1@Example.ORG', 'u@xn--bcher-kva.xn--p1ai'];

describe('EMAIL_PATTERN', () => {
  it.each(REAL_EMAILS)('accepts %j', (email) => expect(EMAIL_PATTERN.test(email)).toBe(true));
  it.each(HOSTILE_EMAILS)('refuses %j', (email) => expect(EMAIL_PATTERN.test(email)).toBe(false));
});

describe('every form that asks for an e-mail refuses a hostile one with its own message', () => {
  const freeSong = {
    name: 'Ana',
    recipientName: 'Ben',
    relationship: 'Brother',
    occasion: 'Birthday',
    story: 'He sings in the car.',
    specialDetails: 'His dog is called Biscuit.',
    mood: 'Joyful',
    genre: 'Pop',
    vocalPreference: 'Female',
    agreedToVideo: true,
  };

  it.each(HOSTILE_EMAILS)('%j', (email) => {
    const contact = contactSchema.safeParse({ name: 'Ana', email, message: 'Hello' });
    expect(contact.success || firstMessage(contact.error)).toBe(CONTACT_MESSAGES.invalidEmail);
    const chat = chatStartSchema.safeParse({ customerName: 'Ana', customerEmail: email, initialMessage: 'Hi' });
    expect(chat.success || firstMessage(chat.error)).toBe(CHAT_MESSAGES.emailInvalid);
    const order = step3Schema.safeParse({ mood: 'Joyful', genre: 'Pop', vocalPreference: 'Female', email, rushDelivery: false });
    expect(order.success || firstMessage(order.error)).toBe(WIZARD_MESSAGES.emailInvalid);
    const application = checkFreeSongApplication({ ...freeSong, email });
    expect(application.ok || application.message).toBe(FREE_SONG_MESSAGES.invalidEmail);
  });

  it.each(REAL_EMAILS)('accepts %j', (email) => {
    expect(contactSchema.safeParse({ name: 'Ana', email, message: 'Hello' }).success).toBe(true);
    expect(chatStartSchema.safeParse({ customerName: 'Ana', customerEmail: email, initialMessage: 'Hi' }).success).toBe(true);
    expect(step3Schema.safeParse({ mood: 'Joyful', genre: 'Pop', vocalPreference: 'Female', email, rushDelivery: false }).success).toBe(true);
    expect(checkFreeSongApplication({ ...freeSong, email }).ok).toBe(true);
  });
});
