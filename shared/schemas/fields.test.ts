// The e-mail rule every form shares: real addresses pass, hostile strings get the form's own message.
import { describe, expect, it } from 'vitest';
import { chatStartSchema, CHAT_MESSAGES } from './chat';
import { CONTACT_MESSAGES } from '../contact';
import { contactSchema } from './contact';
import { EMAIL_PATTERN, firstMessage } from './fields';
import { checkFreeSongApplication, FREE_SONG_MESSAGES } from './freeSong';
import { HOSTILE_EMAILS, REAL_EMAILS } from './hostileInput';
import { step3Schema, WIZARD_MESSAGES } from './order';

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
    expect(step3Schema.safeParse({ mood: 'Joyful', genre: 'Pop', vocalPreference: 'Female', email, rushDelivery: false }).success).toBe(
      true,
    );
    expect(checkFreeSongApplication({ ...freeSong, email }).ok).toBe(true);
  });
});
